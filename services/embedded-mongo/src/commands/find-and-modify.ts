import { hintsUnder, restoreNumbers } from '../bson/numeric-types';
import { CommandError } from '../errors';
import { checkDocumentValidation } from '../catalog/document-validation';
import { applyUpdate, parseUpdateSpec } from '../query/apply-update';
import { makeProjector } from '../query/project-documents';
import { expectArray, expectObject } from './command-args';
import type { Doc } from '../bson/document';
import { firstMatch } from '../query/select-documents';
import { parseSort } from '../query/sort-documents';
import { collectionArg } from './command-args';
import type { CommandHandler } from './command-context';
import { buildUpsertDocument } from './upsert-document';

function checkOptions(command: Doc): void {
  const remove = command.remove === true;
  const hasUpdate = command.update !== undefined;
  if (remove && hasUpdate) throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && !hasUpdate) throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && command.new === true) {
    throw new CommandError('FailedToParse', "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document");
  }
  if (remove && command.upsert === true) throw new CommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
}

export const findAndModify: CommandHandler = (command, context) => {
  const nameField = 'findAndModify' in command ? 'findAndModify' : 'findandmodify';
  const name = collectionArg(command, nameField);
  checkOptions(command);
  const filter = expectObject(command.query, 'findAndModify.query', true) ?? {};
  const sort = parseSort(command.sort);
  const project = makeProjector(command.fields, filter);
  const output = (doc: Doc | undefined) => (doc ? restoreNumbers(project([doc])[0] as Doc) : null);
  const { catalog } = context.engine;
  const collection = catalog.get(context.db, name);
  const target = firstMatch(collection, filter, sort, command.collation);

  if (command.remove === true) {
    if (!target) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    collection?.remove(target);
    return { lastErrorObject: { n: 1 }, value: output(target), ok: 1 };
  }

  const spec = parseUpdateSpec(command.update);
  const arrayFilters =
    command.arrayFilters === undefined
      ? undefined
      : expectArray(command.arrayFilters, 'findAndModify.arrayFilters').map((f) => expectObject(f, 'arrayFilters') as Doc);
  const updateHints = hintsUnder(context.hints, 'update');
  const returnNew = command.new === true;
  const bypass = command.bypassDocumentValidation === true;

  if (target) {
    const result = applyUpdate(target, spec, { isInsert: false, filter, arrayFilters, updateHints });
    if (result.modified && collection) {
      checkDocumentValidation(collection.options, result.doc, { bypass, previous: target });
      collection.replace(target, result.doc);
    }
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: output(returnNew ? result.doc : target),
      ok: 1,
    };
  }
  if (command.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const doc = buildUpsertDocument(filter, spec, { arrayFilters, updateHints });
  const created = catalog.ensure(context.db, name).collection;
  checkDocumentValidation(created.options, doc, { bypass });
  created.insert(doc, 'update');
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
    value: returnNew ? output(doc) : null,
    ok: 1,
  };
};
