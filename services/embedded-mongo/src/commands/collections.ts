import { ID_INDEX_SPEC } from '../indexes/index-definition';
import { CommandError, notSupported } from '../errors';
import { compileFilter } from '../query/compile-filter';
import { validationOptions } from '../catalog/document-validation';
import { CAPPED_FIELDS, cappedOptions } from '../catalog/capped';
import { expectObject } from './command-args';
import type { Doc } from '../bson/document';
import { collectionArg, cursorReply } from './command-args';
import type { CommandHandler } from './command-context';

/** Fields any command may carry that say nothing about what it does. */
export const GENERIC_FIELDS = new Set([
  '$db', 'lsid', '$clusterTime', '$readPreference', 'readConcern', 'writeConcern', 'comment', 'maxTimeMS',
  'apiVersion', 'apiStrict', 'apiDeprecationErrors', '$client',
]);

/** Options of `create` and `collMod` that are implemented: document validation. */
export const VALIDATION_FIELDS = new Set(['validator', 'validationLevel', 'validationAction']);

export const create: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'create');
  for (const option of Object.keys(command)) {
    if (option === 'create' || GENERIC_FIELDS.has(option) || VALIDATION_FIELDS.has(option) || CAPPED_FIELDS.has(option)) continue;
    throw notSupported(`The create option '${option}'`);
  }
  const options = { ...cappedOptions(command), ...validationOptions(command, 'create') };
  const existing = context.engine.catalog.get(context.db, name);
  // Since MongoDB 7.0 creating an existing collection with identical options succeeds.
  if (existing) {
    if (JSON.stringify(existing.options) !== JSON.stringify(options)) {
      throw new CommandError('NamespaceExists', `namespace ${context.db}.${name} already exists, but with different options: ${JSON.stringify(existing.options)}`);
    }
    return { ok: 1 };
  }
  context.engine.catalog.create(context.db, name, options);
  return { ok: 1 };
};

export const drop: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'drop');
  const collection = context.engine.catalog.get(context.db, name);
  // Since MongoDB 7.0 dropping a missing collection succeeds.
  if (!collection) return { ok: 1 };
  const nIndexesWas = collection.indexes.size + 1;
  context.engine.catalog.drop(context.db, name);
  return { nIndexesWas, ns: collection.ns, ok: 1 };
};

export const listCollections: CommandHandler = (command, context) => {
  const filter = compileFilter(expectObject(command.filter, 'listCollections.filter', true));
  const nameOnly = command.nameOnly === true;
  const entries: Doc[] = context.engine.catalog
    .collections(context.db)
    .map((collection) => ({
      name: collection.name,
      type: 'collection',
      options: collection.options,
      info: { readOnly: false, uuid: collection.uuid },
      idIndex: ID_INDEX_SPEC,
    }))
    .filter((entry) => filter.test(entry))
    .map((entry) => (nameOnly ? { name: entry.name, type: entry.type } : entry));
  return cursorReply(0, `${context.db}.$cmd.listCollections`, 'firstBatch', entries);
};

export function requireAdmin(db: string, command: string): void {
  if (db !== 'admin') throw new CommandError('Unauthorized', `${command} may only be run against the admin database.`);
}
