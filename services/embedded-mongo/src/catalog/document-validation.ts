import { CommandError, notSupported } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import { compileFilter } from '../query/compile-filter';

const LEVELS = new Set(['off', 'strict', 'moderate']);
const ACTIONS = new Set(['error', 'warn']);

/** The validation options of `create` and `collMod`, checked as mongod's IDL parser checks them. */
export function validationOptions(command: Doc, commandName: string): Doc {
  const options: Doc = {};
  if (command.validator !== undefined) {
    if (!isPlainObject(command.validator)) {
      throw new CommandError('TypeMismatch', `BSON field '${commandName}.validator' is the wrong type, expected type 'object'`);
    }
    if ('$jsonSchema' in command.validator) throw notSupported('A $jsonSchema validator');
    compileFilter(command.validator); // an unknown operator fails here, as mongod refuses the validator
    options.validator = command.validator;
  }
  for (const [field, allowed] of [['validationLevel', LEVELS], ['validationAction', ACTIONS]] as const) {
    const value = command[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !allowed.has(value)) {
      throw new CommandError('BadValue', `Enumeration value '${String(value)}' for field '${commandName}.${field}' is not a valid value.`);
    }
    options[field] = value;
  }
  return options;
}

function clauseDetails(field: string, condition: unknown): Doc {
  const operator = isPlainObject(condition) ? Object.keys(condition).find((key) => key.startsWith('$')) : undefined;
  return { operatorName: field.startsWith('$') ? field : (operator ?? '$eq'), specifiedAs: { [field]: condition }, reason: 'expression did not match' };
}

/** Which top-level clauses of the validator the document fails, shaped like mongod's errInfo.details (simplified: no per-path reasons). */
function failureDetails(validator: Doc, doc: Doc): Doc {
  const failing = Object.entries(validator)
    .map(([field, condition], index) => ({ index, field, condition }))
    .filter(({ field, condition }) => !compileFilter({ [field]: condition }).test(doc));
  if (Object.keys(validator).length === 1 && failing[0]) return clauseDetails(failing[0].field, failing[0].condition);
  return { operatorName: '$and', clausesNotSatisfied: failing.map(({ index, field, condition }) => ({ index, details: clauseDetails(field, condition) })) };
}

/**
 * Document validation as mongod applies it to inserts and updates (collection_impl.cpp
 * checkValidation): nothing without a validator, with `validationLevel: 'off'`, with
 * `validationAction: 'warn'` (mongod only logs) or with `bypassDocumentValidation`; with
 * `moderate`, an update of a document that already failed the validator is not checked. A failing
 * document is refused with DocumentValidationFailure (121) and `errInfo` naming it.
 */
export function checkDocumentValidation(options: Doc, doc: Doc, context: { bypass: boolean; previous?: Doc }): void {
  const validator = options.validator;
  if (!isPlainObject(validator) || context.bypass) return;
  if (options.validationLevel === 'off' || options.validationAction === 'warn') return;
  const filter = compileFilter(validator);
  if (options.validationLevel === 'moderate' && context.previous && !filter.test(context.previous)) return;
  if (filter.test(doc)) return;
  throw new CommandError('DocumentValidationFailure', 'Document failed validation', {
    errInfo: { failingDocumentId: doc._id, details: failureDetails(validator, doc) },
  });
}
