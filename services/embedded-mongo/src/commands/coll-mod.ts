import { validationOptions } from '../catalog/document-validation';
import { CommandError, notSupported } from '../errors';
import { collectionArg } from './command-args';
import type { CommandHandler } from './command-context';
import { GENERIC_FIELDS, VALIDATION_FIELDS } from './collections';

/**
 * `collMod` for document validation (validator, validationLevel, validationAction), the options
 * this server implements; any other (views, TTL changes, indexes...) is refused by name. The new
 * options are merged over the old ones and journaled, as mongod keeps them in its catalog.
 */
export const collMod: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'collMod');
  for (const option of Object.keys(command)) {
    if (option === 'collMod' || GENERIC_FIELDS.has(option) || VALIDATION_FIELDS.has(option)) continue;
    throw notSupported(`The collMod option '${option}'`);
  }
  const { catalog } = context.engine;
  const collection = catalog.get(context.db, name);
  if (!collection) throw new CommandError('NamespaceNotFound', 'ns does not exist');
  catalog.setOptions(context.db, name, { ...collection.options, ...validationOptions(command, 'collMod') });
  return { ok: 1 };
};
