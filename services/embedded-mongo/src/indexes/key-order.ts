import { compareValues, typeRank } from '../bson/compare-values';

/**
 * Keys of the ordered index: the values of the index fields followed by the document's `_id`
 * key (which makes every key unique and orders equal values by `_id`).
 */
export type OrderedKey = unknown[];

/** Absolute ends of the key space, for bounds: below / above every value, in any direction. */
export const LOW = Symbol('low');
export const HIGH = Symbol('high');

/**
 * The start or end of one type bracket (all numbers, all dates...): a range like `$gt: 5` covers
 * numbers above 5 only, as in MongoDB, where comparisons never cross types.
 */
export class TypeEdge {
  constructor(
    readonly rank: number,
    readonly end: boolean,
  ) {}
}

function compareBound(x: unknown, y: unknown): number {
  if (x instanceof TypeEdge) {
    if (y instanceof TypeEdge) return x.rank - y.rank || Number(x.end) - Number(y.end);
    const r = typeRank(y);
    if (r !== x.rank) return x.rank < r ? -1 : 1;
    return x.end ? 1 : -1;
  }
  if (y instanceof TypeEdge) return -compareBound(y, x);
  return compareValues(x, y);
}

/** The comparator of an index with these field directions (1 / -1). */
export function keyComparator(directions: number[]): (a: OrderedKey, b: OrderedKey) => number {
  const n = directions.length;
  return (a, b) => {
    for (let i = 0; i <= n; i++) {
      const x = a[i];
      const y = b[i];
      if (x === y) continue;
      if (x === LOW || y === HIGH) return -1;
      if (x === HIGH || y === LOW) return 1;
      const c = i === n ? (x as string) < (y as string) ? -1 : 1 : compareBound(x, y) * (directions[i] as number);
      if (c !== 0) return c;
    }
    return 0;
  };
}
