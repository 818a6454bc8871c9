import { CommandError, notSupported } from '../errors';
import { isPlainObject } from '../bson/document';
import { compileFilter } from '../query/compile-filter';
import { TailableSource } from '../cursors/tailable-source';
import { makeProjector } from '../query/project-documents';
import { expectObject, optionalNumber } from './command-args';
import type { Doc } from '../bson/document';
import { resolveHint } from '../query/resolve-hint';
import { selectDocuments } from '../query/select-documents';
import { parseSort } from '../query/sort-documents';
import { collectionArg, cursorReply } from './command-args';
import type { CommandHandler } from './command-context';
import { textSearch } from '../text/text-search';
import { selectTextDocuments } from '../text/select-text-documents';
import { requireTextScore, textScoreFields, withTextScoreProjection, withoutTextScore } from '../text/text-meta';

export const find: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'find');
  const filter = expectObject(command.filter, 'find.filter', true) ?? {};
  const tailable = command.tailable === true;
  const awaitData = command.awaitData === true;
  if (awaitData && !tailable) throw new CommandError('FailedToParse', "Cannot set 'awaitData' without also setting 'tailable'");
  const skip = optionalNumber(command.skip, 'find.skip') ?? 0;
  if (skip < 0) throw new CommandError('BadValue', `BSON field 'skip' value must be >= 0, actual value '${skip}'`);
  let limit = optionalNumber(command.limit, 'find.limit') ?? 0;
  let singleBatch = command.singleBatch === true;
  if (limit < 0) {
    // Legacy negative limit: that many documents in one batch, no cursor.
    limit = -limit;
    singleBatch = true;
  }
  const batchSize = optionalNumber(command.batchSize, 'find.batchSize');
  if (batchSize !== undefined && batchSize < 0) {
    throw new CommandError('BadValue', `BSON field 'batchSize' value must be >= 0, actual value '${batchSize}'`);
  }
  const collection = context.engine.catalog.get(context.db, name);
  const text = textSearch(collection, filter);
  requireTextScore(text !== undefined, command.projection, command.sort);
  const project = withTextScoreProjection(makeProjector(withoutTextScore(command.projection), filter), textScoreFields(command.projection));
  const ns = `${context.db}.${name}`;
  if (tailable) {
    if (text) throw notSupported('A tailable cursor on a $text query');
    if (collection && collection.options.capped !== true) {
      throw new CommandError('BadValue', `error processing query: ns=${ns} tailable cursor requested on non capped collection`);
    }
    if (command.sort !== undefined && !(isPlainObject(command.sort) && Object.keys(command.sort).length === 0)) {
      throw new CommandError('BadValue', 'cannot use tailable option with a sort other than {$natural: 1}');
    }
    if (!collection) return cursorReply(0, ns, 'firstBatch', []);
    const source = new TailableSource(collection, compileFilter(filter));
    const batch = context.engine.cursors.open(ns, source, { batchSize: batchSize ?? 101, project, tailable, awaitData });
    return cursorReply(batch.id, ns, 'firstBatch', batch.docs as Doc[]);
  }
  const hint = resolveHint(collection, command.hint);
  const source = text
    ? selectTextDocuments(collection, text, { sort: command.sort, skip, limit, collation: command.collation })
    : selectDocuments(collection, { hint, filter, sort: parseSort(command.sort), skip, limit, collation: command.collation });
  const firstBatchSize = limit > 0 ? Math.min(limit, batchSize || 101) : (batchSize ?? 101);
  const batch = context.engine.cursors.open(ns, source, { batchSize: firstBatchSize, singleBatch, limit, project });
  return cursorReply(batch.id, ns, 'firstBatch', batch.docs as Doc[]);
};
