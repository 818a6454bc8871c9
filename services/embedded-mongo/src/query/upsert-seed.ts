import { cloneValue } from '../bson/clone-document';
import { withMingo } from './mingo-errors';
import { isPlainObject, type Doc } from '../bson/document';
import { applyMingoOperators } from './shared-mingo-options';

function isOperatorObject(value: unknown): value is Doc {
  return isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));
}

function collectEqualities(filter: Doc, out: Doc): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) collectEqualities(clause, out);
      continue;
    }
    if (key.startsWith('$')) continue;
    if (isOperatorObject(value)) {
      if ('$eq' in value) out[key] = cloneValue(value.$eq);
      continue;
    }
    if (value instanceof RegExp) continue;
    out[key] = cloneValue(value);
  }
}

/**
 * The document an upsert starts from when nothing matched: the filter's equality conditions
 * (`{a: 1}`, `{a: {$eq: 1}}`, inside `$and` too), dotted paths expanded to embedded documents.
 */
export function upsertSeed(filter: Doc): Doc {
  const equalities: Doc = {};
  collectEqualities(filter, equalities);
  const seed: Doc = {};
  if ('_id' in equalities) seed._id = equalities._id;
  const rest = Object.fromEntries(Object.entries(equalities).filter(([key]) => key !== '_id'));
  if (Object.keys(rest).length > 0) {
    withMingo(() => applyMingoOperators(seed, { $set: rest }, undefined, {}));
  }
  return seed;
}
