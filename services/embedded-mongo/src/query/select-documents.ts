import type { Collection } from '../catalog/collection';
import { compileFilter, type CompiledFilter } from './compile-filter';
import type { Doc } from '../bson/document';
import { planQuery, type QueryPlan } from './plan-query';
import { visibleToHint, type ResolvedHint } from './resolve-hint';
import { sortDocuments, type SortSpec } from './sort-documents';

function* passing(plan: QueryPlan, filter: CompiledFilter, hint?: ResolvedHint): Generator<Doc> {
  if (hint?.coveredBy) {
    for (const doc of plan.docs()) if (visibleToHint(hint, doc) && filter.test(doc)) yield doc;
    return;
  }
  for (const doc of plan.docs()) if (filter.test(doc)) yield doc;
}

export function* matching(collection: Collection | undefined, filter: CompiledFilter): Generator<Doc> {
  if (!collection) return;
  yield* passing(planQuery(collection, filter.filter), filter);
}

export interface Selection {
  filter: Doc;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  collation?: unknown;
  /** A resolved `hint`: a hinted sparse or partial index hides the documents it does not hold. */
  hint?: ResolvedHint;
}

/**
 * Matching documents in result order. Unsorted selections, and sorts an index gives, stay lazy
 * so `limit`/`findOne` stop at the first hits; any other sort has to see every match first.
 * `onPlan` receives the plan (explain reads its description and counters).
 */
export function selectDocuments(collection: Collection | undefined, selection: Selection, onPlan?: (plan: QueryPlan) => void): Iterator<Doc> {
  const compiled = compileFilter(selection.filter, selection.collation);
  const skip = selection.skip ?? 0;
  const limit = selection.limit && selection.limit > 0 ? selection.limit : Infinity;
  if (!collection) return [][Symbol.iterator]();
  const plan = planQuery(collection, selection.filter, selection.sort);
  onPlan?.(plan);
  if (selection.sort && !plan.sortServed) {
    const sorted = sortDocuments([...passing(plan, compiled, selection.hint)], selection.sort, selection.collation);
    return sorted.slice(skip, limit === Infinity ? undefined : skip + limit)[Symbol.iterator]();
  }
  return (function* () {
    let skipped = 0;
    let returned = 0;
    if (returned >= limit) return;
    for (const doc of passing(plan, compiled, selection.hint)) {
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      yield doc;
      returned += 1;
      if (returned >= limit) return;
    }
  })();
}

/** The first document a single-document write (updateOne, findAndModify...) acts on. */
export function firstMatch(collection: Collection | undefined, filter: Doc, sort?: SortSpec, collation?: unknown): Doc | undefined {
  const result = selectDocuments(collection, { filter, sort, limit: 1, collation }).next();
  return result.done ? undefined : result.value;
}
