import { CommandError, notSupported } from '../errors';
import { makeProjector } from '../query/project-documents';
import { expectObject, optionalNumber } from './command-args';
import type { Doc } from '../bson/document';
import { resolveHint } from '../query/resolve-hint';
import { selectDocuments } from '../query/select-documents';
import { parseSort } from '../query/sort-documents';
import { collectionArg, cursorReply } from './command-args';
import type { CommandHandler } from './command-context';

export const find: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'find');
  const filter = expectObject(command.filter, 'find.filter', true) ?? {};
  if (command.tailable || command.awaitData) throw notSupported('A tailable cursor');
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
  const project = makeProjector(command.projection, filter);
  const collection = context.engine.catalog.get(context.db, name);
  const hint = resolveHint(collection, command.hint);
  const source = selectDocuments(collection, {
    hint,
    filter,
    sort: parseSort(command.sort),
    skip,
    limit,
    collation: command.collation,
  });
  const firstBatchSize = limit > 0 ? Math.min(limit, batchSize || 101) : (batchSize ?? 101);
  const ns = `${context.db}.${name}`;
  const batch = context.engine.cursors.open(ns, source, { batchSize: firstBatchSize, singleBatch, limit, project });
  return cursorReply(batch.id, ns, 'firstBatch', batch.docs as Doc[]);
};
