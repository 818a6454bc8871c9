import { hintsUnder } from '../bson/numeric-types';
import { CommandError } from '../errors';
import { checkDocumentValidation } from '../catalog/document-validation';
import { applyUpdate, parseUpdateSpec } from '../query/apply-update';
import { compileFilter } from '../query/compile-filter';
import { resolveHint } from '../query/resolve-hint';
import { expectArray, expectObject } from './command-args';
import { isPlainObject, type Doc } from '../bson/document';
import { firstMatch, matching } from '../query/select-documents';
import { collectionArg } from './command-args';
import type { CommandHandler } from './command-context';
import { buildUpsertDocument } from './upsert-document';
import { runStatements } from './write-batch';

function arrayFiltersArg(value: unknown): Doc[] | undefined {
  if (value === undefined) return undefined;
  return expectArray(value, 'update.updates.arrayFilters').map((f) => expectObject(f, 'arrayFilters') as Doc);
}

export const update: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'update');
  const statements = expectArray(command.updates, 'update.updates');
  const ordered = command.ordered !== false;
  const { catalog } = context.engine;
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const bypass = command.bypassDocumentValidation === true;

  const writeErrors = runStatements(statements, ordered, (raw, index) => {
    if (!isPlainObject(raw)) throw new CommandError('TypeMismatch', 'Update statements must be objects');
    const filter = expectObject(raw.q, 'update.updates.q') as Doc;
    const spec = parseUpdateSpec(raw.u);
    const multi = raw.multi === true;
    if (multi && spec.kind === 'replacement') {
      throw new CommandError('FailedToParse', 'multi update is not supported for replacement-style update');
    }
    const arrayFilters = arrayFiltersArg(raw.arrayFilters);
    const updateHints = hintsUnder(context.hints, `updates.${index}.u`);
    const collection = catalog.get(context.db, name);
    // A statement's hint naming no index fails that statement (BadValue), as mongod's planner does.
    resolveHint(collection, raw.hint);
    const targets = multi
      ? [...matching(collection, compileFilter(filter, raw.collation))]
      : [firstMatch(collection, filter, undefined, raw.collation)].filter((d): d is Doc => d !== undefined);

    if (targets.length === 0 && raw.upsert === true) {
      const doc = buildUpsertDocument(filter, spec, { arrayFilters, updateHints });
      const target = catalog.ensure(context.db, name).collection;
      checkDocumentValidation(target.options, doc, { bypass });
      target.insert(doc, 'update');
      n += 1;
      upserted.push({ index, _id: doc._id });
      return;
    }
    // Every post-image is computed and checked before the first one is stored, so an oversized
    // or otherwise invalid result fails the statement without a partial multi-update.
    const results = targets.map((target) => ({ target, ...applyUpdate(target, spec, { isInsert: false, filter, arrayFilters, updateHints }) }));
    for (const result of results) {
      if (!result.modified || !collection) continue;
      collection.checkReplace(result.target, result.doc);
      checkDocumentValidation(collection.options, result.doc, { bypass, previous: result.target });
    }
    for (const result of results) {
      if (result.modified) {
        collection?.replace(result.target, result.doc);
        nModified += 1;
      }
      n += 1;
    }
  });

  const reply: Doc = { n, nModified };
  if (upserted.length > 0) reply.upserted = upserted;
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
};
