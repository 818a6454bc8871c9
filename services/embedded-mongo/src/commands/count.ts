import { expectObject, optionalNumber } from './command-args';
import { resolveHint } from '../query/resolve-hint';
import { selectDocuments } from '../query/select-documents';
import { collectionArg } from './command-args';
import type { CommandHandler } from './command-context';

export const count: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'count');
  const filter = expectObject(command.query, 'count.query', true) ?? {};
  const skip = Math.max(0, optionalNumber(command.skip, 'count.skip') ?? 0);
  const limit = Math.abs(optionalNumber(command.limit, 'count.limit') ?? 0);
  const collection = context.engine.catalog.get(context.db, name);
  const hint = resolveHint(collection, command.hint);
  if (!collection) return { n: 0, ok: 1 };
  if (Object.keys(filter).length === 0 && skip === 0 && limit === 0 && !hint.coveredBy) return { n: collection.docs.size, ok: 1 };
  const iterator = selectDocuments(collection, { filter, skip, limit, collation: command.collation, hint });
  let n = 0;
  while (!iterator.next().done) n += 1;
  return { n, ok: 1 };
};
