import { formatValue } from '../bson/format-value';
import { typeRank, TypeRank } from '../bson/compare-values';
import { isPlainObject, type Doc } from '../bson/document';
import { keyString } from '../bson/key-string';
import type { Collection } from '../catalog/collection';
import { idKeysOf } from '../catalog/plan-candidates';
import type { KeyIndex, TreeKey } from '../indexes/key-index';
import { HIGH, LOW, TypeEdge, type OrderedKey } from '../indexes/key-order';
import { filterBounds, type Bound, type FieldBounds } from './index-bounds';
import { rawPrefilter } from './raw-prefilter';
import type { SortSpec } from './sort-documents';

/** More equality combinations than this ($in lists on several fields) use only the first field. */
const MAX_POINT_COMBINATIONS = 1000;
/**
 * Index entries read per step; a step never spans two commands, so writes between getMores are
 * safe. Steps start small (a `limit 20` query reads 32 keys, not 256) and double up to the maximum.
 */
const FIRST_SCAN_CHUNK = 32;
const SCAN_CHUNK = 256;

export interface PlanStats {
  keysExamined: number;
  docsExamined: number;
}

/**
 * How a query reads a collection, shaped after mongod's plans: `IDHACK` (an `_id` lookup), an
 * index scan over key ranges, or a collection scan. `sortServed` says the documents already come
 * in the requested order. Candidates still have to pass the whole filter.
 */
export interface QueryPlan {
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  sortServed: boolean;
  stats: PlanStats;
  docs(): Generator<Doc>;
  /** The winningPlan of explain. */
  describe(filter: Doc): Doc;
}

interface IndexChoice {
  index: KeyIndex;
  /** Points of the equality prefix, one list per field. */
  points: unknown[][];
  range?: { lo?: Bound; hi?: Bound };
  direction: 1 | -1;
  sortServed: boolean;
  score: number;
}

function sortDirection(index: KeyIndex, points: unknown[][], sort: SortSpec | undefined): 1 | -1 | 0 {
  if (!sort || index.multikey) return 0;
  const { fields } = index.definition;
  let p = 0;
  let direction = 0;
  for (const [field, d] of Object.entries(sort)) {
    // Fields pinned to one value do not change the order of what follows them.
    while (p < fields.length && fields[p] !== field && points[p]?.length === 1) p += 1;
    if (fields[p] !== field) return 0;
    const s = d * (index.directions[p] as number);
    if (direction !== 0 && s !== direction) return 0;
    direction = s;
    p += 1;
  }
  return direction as 1 | -1;
}

function chooseIndex(collection: Collection, bounds: Map<string, FieldBounds>, sort: SortSpec | undefined): IndexChoice | undefined {
  let best: IndexChoice | undefined;
  for (const index of collection.indexes.values()) {
    const { fields, partialFilter, sparse, unique } = index.definition;
    if (partialFilter || index.definition.text) continue;
    const points: unknown[][] = [];
    let combinations = 1;
    for (const field of fields) {
      const list = bounds.get(field)?.points;
      if (!list || combinations * list.length > MAX_POINT_COMBINATIONS) break;
      points.push(list);
      combinations *= list.length;
    }
    let range: IndexChoice['range'];
    const next = fields[points.length];
    const candidate = next === undefined ? undefined : bounds.get(next);
    if (candidate && !candidate.points && (candidate.lo || candidate.hi)) {
      range = { lo: candidate.lo, hi: candidate.hi };
      // With arrays, `$gt` and `$lt` may be met by different elements: one side only.
      const lo = range.lo;
      if (index.multikey && lo && !(lo.value instanceof TypeEdge) && range.hi && !(range.hi.value instanceof TypeEdge)) {
        range = { lo, hi: { value: new TypeEdge(typeRank(lo.value), true), inclusive: true } };
      }
    }
    const bounded = points.length > 0 || range !== undefined;
    const direction = sortDirection(index, points, sort);
    // A sparse index lacks documents without the field: usable only when the bounds exclude them.
    if ((!bounded && direction === 0) || (sparse && !bounded)) continue;
    const score = points.length * 4 + (range ? 2 : 0) + (direction !== 0 ? 1 : 0) + (unique && points.length === fields.length ? 100 : 0);
    if (!best || score > best.score) best = { index, points, range, direction: direction === 0 ? 1 : direction, sortServed: direction !== 0, score };
  }
  return best;
}

function cartesian(lists: unknown[][]): unknown[][] {
  let out: unknown[][] = [[]];
  for (const list of lists) out = out.flatMap((prefix) => list.map((value) => [...prefix, value]));
  return out;
}

/** Key ranges [start, end] in the tree's order for the chosen bounds. */
function keyRanges(choice: IndexChoice): [OrderedKey, OrderedKey][] {
  const { index, points, range } = choice;
  const width = index.definition.fields.length + 1;
  const pad = (key: unknown[], fill: symbol) => {
    while (key.length < width) key.push(fill);
    return key;
  };
  const prefixes = cartesian(points).sort((a, b) => index.compare(pad([...a], LOW), pad([...b], LOW)));
  return prefixes.map((prefix) => {
    if (!range) return [pad([...prefix], LOW), pad([...prefix], HIGH)];
    const direction = index.directions[prefix.length] as number;
    const [first, last] = direction > 0 ? [range.lo, range.hi] : [range.hi, range.lo];
    const start = first && first.value !== HIGH ? pad([...prefix, first.value], first.inclusive ? LOW : HIGH) : pad([...prefix], LOW);
    const end = last && last.value !== HIGH ? pad([...prefix, last.value], last.inclusive ? HIGH : LOW) : pad([...prefix], HIGH);
    return [start, end];
  });
}

/** Document id keys in index order, read in chunks so the tree is never iterated across commands. */
function* scanRanges(index: KeyIndex, ranges: [OrderedKey, OrderedKey][], direction: 1 | -1, stats: PlanStats): Generator<string> {
  const ordered = direction > 0 ? ranges : [...ranges].reverse();
  for (const [startBound, endBound] of ordered) {
    let last: TreeKey | undefined;
    let chunkSize = FIRST_SCAN_CHUNK;
    for (;;) {
      // Bounds in the tree's key form, derived again per chunk: between two chunks (two commands)
      // the index may have switched from encoded strings to arrays.
      const start = index.bound(startBound);
      const end = index.bound(endBound);
      const skipFrom = last !== undefined;
      let from: TreeKey;
      if (last === undefined) from = direction > 0 ? start : end;
      else from = index.encoded || typeof last !== 'string' ? last : index.keyValues(last);
      const chunk: TreeKey[] = [];
      const entries = direction > 0 ? index.ordered.entries(from) : index.ordered.entriesReversed(from, undefined, skipFrom);
      for (const [key] of entries) {
        if (direction > 0 ? index.compare(key, end) > 0 : index.compare(key, start) < 0) break;
        if (direction > 0 && skipFrom && index.compare(key, from) === 0) continue;
        chunk.push(key);
        if (chunk.length >= chunkSize) break;
      }
      for (const key of chunk) {
        stats.keysExamined += 1;
        yield index.idKeyOf(key);
      }
      if (chunk.length < chunkSize) break;
      last = chunk.at(-1) as TreeKey;
      chunkSize = Math.min(SCAN_CHUNK, chunkSize * 2);
    }
  }
}

function formatBound(value: unknown, side: 'lo' | 'hi'): string {
  if (value === LOW) return 'MinKey';
  if (value === HIGH) return 'MaxKey';
  if (value instanceof TypeEdge) {
    if (value.rank === TypeRank.number) return side === 'lo' ? '-inf.0' : 'inf.0';
    return side === 'lo' ? `<start of type ${value.rank}>` : `<end of type ${value.rank}>`;
  }
  return formatValue(value);
}

function describeBounds(choice: IndexChoice): Doc {
  const out: Doc = {};
  choice.index.definition.fields.forEach((field, i) => {
    const points = choice.points[i];
    if (points) {
      out[field] = points.map((p) => `[${formatValue(p)}, ${formatValue(p)}]`);
      return;
    }
    if (i === choice.points.length && choice.range) {
      const { lo, hi } = choice.range;
      out[field] = [`${lo?.inclusive === false ? '(' : '['}${formatBound(lo?.value ?? LOW, 'lo')}, ${formatBound(hi?.value ?? HIGH, 'hi')}${hi?.inclusive === false ? ')' : ']'}`];
      return;
    }
    out[field] = ['[MinKey, MaxKey]'];
  });
  return out;
}

/** Chooses how to read `collection` for `filter` (and `sort`, which an index may already give). */
export function planQuery(collection: Collection, filter: Doc, sort?: SortSpec): QueryPlan {
  const stats: PlanStats = { keysExamined: 0, docsExamined: 0 };
  const idKeys = idKeysOf(filter);
  if (idKeys) {
    return {
      stage: 'IDHACK',
      sortServed: idKeys.length <= 1,
      stats,
      *docs() {
        for (const idKey of idKeys) {
          stats.keysExamined += 1;
          const doc = collection.docs.get(idKey);
          if (doc) {
            stats.docsExamined += 1;
            yield doc;
          }
        }
      },
      describe: () =>
        idKeys.length === 1
          ? { stage: 'IDHACK' }
          : { stage: 'FETCH', inputStage: { stage: 'IXSCAN', keyPattern: { _id: 1 }, indexName: '_id_', isMultiKey: false, isUnique: true, direction: 'forward' } },
    };
  }
  const choice = chooseIndex(collection, filterBounds(filter), sort);
  const or = choice ? undefined : orPlan(collection, filter, stats);
  if (or) return or;
  if (!choice) {
    return {
      stage: 'COLLSCAN',
      sortServed: false,
      stats,
      *docs() {
        // Documents that cannot match are told apart on their bytes, without decoding them.
        yield* collection.docs.values(rawPrefilter(filter), () => (stats.docsExamined += 1));
      },
      describe: (f) => ({ stage: 'COLLSCAN', filter: f, direction: 'forward' }),
    };
  }
  const { index } = choice;
  const ranges = keyRanges(choice);
  return {
    stage: 'IXSCAN',
    sortServed: choice.sortServed,
    stats,
    *docs() {
      const seen = index.multikey ? new Set<string>() : undefined;
      for (const idKey of scanRanges(index, ranges, choice.direction, stats)) {
        if (seen) {
          if (seen.has(idKey)) continue;
          seen.add(idKey);
        }
        const doc = collection.docs.get(idKey);
        if (doc) {
          stats.docsExamined += 1;
          yield doc;
        }
      }
    },
    describe: (f) => ({
      stage: 'FETCH',
      filter: f,
      inputStage: {
        stage: 'IXSCAN',
        keyPattern: index.definition.key,
        indexName: index.definition.name,
        isMultiKey: index.multikey,
        isUnique: index.definition.unique,
        isSparse: index.definition.sparse,
        isPartial: false,
        direction: choice.direction > 0 ? 'forward' : 'backward',
        indexBounds: describeBounds(choice),
      },
    }),
  };
}

/**
 * A top-level `$or` whose every clause (with the conditions beside the `$or`) can use an index
 * or `_id`: the union of the clauses' scans, each document once, like mongod's OR stage.
 */
function orPlan(collection: Collection, filter: Doc, stats: PlanStats): QueryPlan | undefined {
  const clauses = filter.$or;
  if (!Array.isArray(clauses) || clauses.length === 0) return undefined;
  const { $or: _or, ...rest } = filter;
  const plans: { plan: QueryPlan; filter: Doc }[] = [];
  for (const clause of clauses) {
    if (!isPlainObject(clause)) return undefined;
    const clauseFilter = { ...rest, ...clause };
    const plan = planQuery(collection, clauseFilter);
    if (plan.stage === 'COLLSCAN') return undefined;
    plans.push({ plan, filter: clauseFilter });
  }
  return {
    stage: 'IXSCAN',
    sortServed: false,
    stats,
    *docs() {
      const seen = new Set<string>();
      for (const { plan } of plans) {
        for (const doc of plan.docs()) {
          const idKey = keyString(doc._id);
          if (seen.has(idKey)) continue;
          seen.add(idKey);
          yield doc;
        }
      }
      for (const { plan } of plans) {
        stats.keysExamined += plan.stats.keysExamined;
        stats.docsExamined += plan.stats.docsExamined;
      }
    },
    describe: (f) => ({ stage: 'SUBPLAN', filter: f, inputStage: { stage: 'OR', inputStages: plans.map(({ plan, filter: clause }) => plan.describe(clause)) } }),
  };
}

/** Documents of a TTL index whose (earliest) date is at or before `cutoff`, oldest first; only those are read. */
export function* expiredByIndex(collection: Collection, index: KeyIndex, cutoff: Date, limit = Infinity): Generator<Doc> {
  const choice: IndexChoice = {
    index,
    points: [],
    range: { lo: { value: new TypeEdge(TypeRank.date, false), inclusive: true }, hi: { value: cutoff, inclusive: true } },
    direction: 1,
    sortServed: false,
    score: 0,
  };
  const seen = new Set<string>();
  const stats = { keysExamined: 0, docsExamined: 0 };
  // The keys are taken before any document is handed out: the caller deletes them, which must
  // not happen while the tree is being read. With a limit only that many are read.
  for (const idKey of scanRanges(index, keyRanges(choice), 1, stats)) {
    seen.add(idKey);
    if (seen.size >= limit) break;
  }
  for (const idKey of seen) {
    const doc = collection.docs.get(idKey);
    if (doc) yield doc;
  }
}

