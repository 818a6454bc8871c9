import { CommandError } from '../errors';

/**
 * mingo reports problems with its own wording; rephrase the common ones as mongod does (same code,
 * similar message) so callers see what they would see against a real server.
 */
export function translateMingoError(error: unknown): unknown {
  if (error instanceof CommandError || !(error instanceof Error)) return error;
  if (error.constructor.name !== 'MingoError') return error;
  const message = error.message;
  let match = /unknown top level operator:? (\$\w+)/i.exec(message);
  if (match) return new CommandError('BadValue', `unknown top level operator: ${match[1]}`);
  match = /unknown query operator:? (\$\w+)/i.exec(message);
  if (match) return new CommandError('BadValue', `unknown operator: ${match[1]}`);
  match = /unregistered pipeline operator:? (\$\w+)/i.exec(message);
  if (match) return new CommandError('Location40324', `Unrecognized pipeline stage name: '${match[1]}'`);
  match = /(?:accumulator|expression|operator) '?(\$\w+)'? is not registered/i.exec(message);
  if (match) return new CommandError('InvalidPipelineOperator', `Unrecognized expression '${match[1]}'`);
  if (/immutable field '_id'/.test(message)) {
    return new CommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  if (/would create a conflict/.test(message)) return new CommandError('ConflictingUpdateOperators', message);
  if (/exclusion and inclusion/i.test(message)) {
    return new CommandError('Location31254', 'Cannot do exclusion on field in inclusion projection');
  }
  return new CommandError('BadValue', message);
}

/** Runs mingo work, turning its errors into server-shaped ones. */
export function withMingo<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw translateMingoError(error);
  }
}
