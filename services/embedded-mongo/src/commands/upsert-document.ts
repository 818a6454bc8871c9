import { formatValue } from '../bson/format-value';
import { keyString } from '../bson/key-string';
import type { TypeHints } from '../bson/numeric-types';
import { CommandError } from '../errors';
import { applyUpdate, type UpdateSpec } from '../query/apply-update';
import type { Doc } from '../bson/document';
import { upsertSeed } from '../query/upsert-seed';
import { withIdFirst } from './write-batch';

/** The document an upsert inserts when its filter matched nothing. */
export function buildUpsertDocument(filter: Doc, spec: UpdateSpec, options: { arrayFilters?: Doc[]; updateHints?: TypeHints }): Doc {
  const seed = upsertSeed(filter);
  const { doc } = applyUpdate(seed, spec, { isInsert: true, filter, ...options });
  if ('_id' in seed && keyString(doc._id) !== keyString(seed._id)) {
    throw new CommandError(
      'ImmutableField',
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(doc._id)}`,
    );
  }
  return withIdFirst(doc);
}
