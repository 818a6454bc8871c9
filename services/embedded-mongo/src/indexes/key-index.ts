import BTree from 'sorted-btree';
import type { Doc } from '../bson/document';
import { keyComparator, type OrderedKey } from './key-order';
import type { IndexDefinition } from './index-definition';
import { indexEntries, type IndexEntry } from './index-keys';

/**
 * An in-memory secondary index, kept two ways: canonical key -> document id key(s) (unique
 * indexes hold one id per key, which makes the duplicate check O(1)), and a B+ tree in MongoDB's
 * key order for the query planner (prefixes, ranges, sorts, TTL expiry in date order).
 */
export class KeyIndex {
  private readonly entries = new Map<string, string | Set<string>>();
  readonly ordered: BTree<OrderedKey, string>;
  readonly directions: number[];
  readonly compare: (a: OrderedKey, b: OrderedKey) => number;
  /** Whether some document ever contributed several keys (an array): sorts and range intersections then differ. */
  multikey = false;

  constructor(readonly definition: IndexDefinition) {
    this.directions = definition.fields.map((field) => {
      const direction = definition.key[field];
      return typeof direction === 'number' && direction < 0 ? -1 : 1;
    });
    this.compare = keyComparator(this.directions);
    this.ordered = new BTree<OrderedKey, string>(undefined, this.compare);
  }

  /** Entries of a document, or [] when the index does not cover it (sparse/partial). */
  entriesFor(doc: Doc): IndexEntry[] {
    const { partialFilter, fields, sparse } = this.definition;
    if (partialFilter && !partialFilter.test(doc)) return [];
    return indexEntries(doc, fields, sparse);
  }

  /** The first entry that would break uniqueness if `idKey`'s document had these entries. */
  findConflict(entries: IndexEntry[], idKey: string): IndexEntry | undefined {
    if (!this.definition.unique) return undefined;
    return entries.find((entry) => {
      const holder = this.entries.get(entry.key);
      return holder !== undefined && holder !== idKey;
    });
  }

  add(idKey: string, entries: IndexEntry[]): void {
    if (entries.length > 1) this.multikey = true;
    for (const { values } of entries) this.ordered.set([...values, idKey], idKey);
    for (const { key } of entries) {
      if (this.definition.unique) {
        this.entries.set(key, idKey);
        continue;
      }
      const holder = this.entries.get(key);
      if (holder instanceof Set) holder.add(idKey);
      else this.entries.set(key, new Set([idKey]));
    }
  }

  remove(idKey: string, entries: IndexEntry[]): void {
    for (const { values } of entries) this.ordered.delete([...values, idKey]);
    for (const { key } of entries) {
      const holder = this.entries.get(key);
      if (holder === idKey) this.entries.delete(key);
      else if (holder instanceof Set) {
        holder.delete(idKey);
        if (holder.size === 0) this.entries.delete(key);
      }
    }
  }

  lookup(key: string): Iterable<string> {
    const holder = this.entries.get(key);
    if (holder === undefined) return [];
    return typeof holder === 'string' ? [holder] : holder;
  }
}
