import { CommandError } from '../errors';
import { compileFilter } from '../query/compile-filter';
import { resolveHint } from '../query/resolve-hint';
import { expectArray, expectObject } from './command-args';
import { isPlainObject, type Doc } from '../bson/document';
import { firstMatch, matching } from '../query/select-documents';
import { collectionArg } from './command-args';
import type { CommandHandler } from './command-context';
import { runStatements } from './write-batch';

export const deleteCommand: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'delete');
  const statements = expectArray(command.deletes, 'delete.deletes');
  const ordered = command.ordered !== false;
  // Malformed statements fail the whole command before anything is deleted, as command parsing does.
  for (const raw of statements) {
    if (!isPlainObject(raw)) throw new CommandError('TypeMismatch', 'Delete statements must be objects');
    const limit = raw.limit ?? 0;
    if (limit !== 0 && limit !== 1) {
      throw new CommandError('FailedToParse', `The limit field in delete objects must be 0 or 1. Got ${String(limit)}`);
    }
  }
  let n = 0;
  const writeErrors = runStatements(statements as Doc[], ordered, (raw) => {
    const filter = expectObject(raw.q, 'delete.deletes.q') as Doc;
    const limit = raw.limit ?? 0;
    const collection = context.engine.catalog.get(context.db, name);
    // A statement's hint naming no index fails that statement (BadValue), as mongod's planner does.
    resolveHint(collection, raw.hint);
    const targets =
      limit === 1
        ? [firstMatch(collection, filter, undefined, raw.collation)].filter((d): d is Doc => d !== undefined)
        : [...matching(collection, compileFilter(filter, raw.collation))];
    for (const doc of targets) {
      collection?.remove(doc);
      n += 1;
    }
  });
  const reply: Doc = { n };
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
};
