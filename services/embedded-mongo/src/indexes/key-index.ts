import BTree from 'sorted-btree';
import type { Doc } from '../bson/document';
import { keyComparator, type OrderedKey } from './key-order';
import { decodeKey, encodeBound, encodeKey, idKeyOfEncoded } from './key-encoding';
import type { IndexDefinition } from './index-definition';
import { entryKey, indexEntries, type IndexEntry } from './index-keys';

/** A key of the tree: one encoded string (usual) or the array of values and `_id` key. */
export type TreeKey = string | OrderedKey;

/**
 * An in-memory secondary index: a B+ tree in MongoDB's key order for the query planner
 * (prefixes, ranges, sorts, TTL expiry in date order), whose keys end with the document's id key
 * (so every key is unique and the tree needs no values), plus, for unique indexes only, a map
 * canonical key -> id key that makes the duplicate check O(1). A non-unique index keeps no map:
 * at 200,000 documents the map and its per-key sets took more memory than the documents.
 *
 * Keys are encoded strings (`key-encoding.ts`) while every value the index has met is of a common
 * type; the first value that is not switches the index to arrays of values for good (rebuilding
 * the tree once). The comparator orders both forms alike, decoding a string key where it meets
 * an array (a bound with a value that has no string form).
 */
export class KeyIndex {
  private readonly holders: Map<string, string> | undefined;
  ordered: BTree<TreeKey, undefined>;
  readonly directions: number[];
  private readonly descending: boolean[];
  private readonly compareArrays: (a: OrderedKey, b: OrderedKey) => number;
  readonly compare: (a: TreeKey, b: TreeKey) => number;
  /** Whether keys are encoded strings (see above). */
  encoded = true;
  /** Whether some document ever contributed several keys (an array): sorts and range intersections then differ. */
  multikey = false;

  constructor(readonly definition: IndexDefinition) {
    this.directions = definition.fields.map((field) => {
      const direction = definition.key[field];
      return typeof direction === 'number' && direction < 0 ? -1 : 1;
    });
    this.descending = this.directions.map((d) => d < 0);
    this.compareArrays = keyComparator(this.directions);
    this.compare = (a, b) => {
      if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
      return this.compareArrays(this.keyValues(a), this.keyValues(b));
    };
    this.ordered = new BTree<TreeKey, undefined>(undefined, this.compare);
    if (definition.unique) this.holders = new Map();
  }

  /** Entries of a document, or [] when the index does not cover it (sparse/partial). */
  entriesFor(doc: Doc): IndexEntry[] {
    const { partialFilter, fields, sparse } = this.definition;
    // A text index is read by `$text` from its spec (text/text-search.ts), not through tree keys.
    if (this.definition.text) return [];
    if (partialFilter && !partialFilter.test(doc)) return [];
    return indexEntries(doc, fields, sparse);
  }

  /** The first entry that would break uniqueness if `idKey`'s document had these entries. */
  findConflict(entries: IndexEntry[], idKey: string): IndexEntry | undefined {
    const holders = this.holders;
    if (!holders) return undefined;
    return entries.find((entry) => {
      const holder = holders.get(entryKey(entry));
      return holder !== undefined && holder !== idKey;
    });
  }

  private treeKey(entry: IndexEntry, idKey: string): TreeKey {
    if (this.encoded) {
      const key = encodeKey(entry.values, this.descending, idKey);
      if (key !== undefined) return key;
    }
    // concat allocates exactly n + 1 slots; a spread over-allocates.
    return entry.values.concat([idKey]);
  }

  /** From encoded strings to arrays, once: this index met a value with no string form. */
  private useArrays(): void {
    const arrays = new BTree<TreeKey, undefined>(undefined, this.compare);
    for (const key of this.ordered.keys()) arrays.set(this.keyValues(key), undefined);
    this.ordered = arrays;
    this.encoded = false;
  }

  add(idKey: string, entries: IndexEntry[]): void {
    if (entries.length > 1) this.multikey = true;
    for (const entry of entries) {
      const key = this.treeKey(entry, idKey);
      if (typeof key !== 'string' && this.encoded) this.useArrays();
      this.ordered.set(key, undefined);
      this.holders?.set(entryKey(entry), idKey);
    }
  }

  remove(idKey: string, entries: IndexEntry[]): void {
    for (const entry of entries) {
      this.ordered.delete(this.treeKey(entry, idKey));
      if (!this.holders) continue;
      const key = entryKey(entry);
      if (this.holders.get(key) === idKey) this.holders.delete(key);
    }
  }

  /** The values and `_id` key of a tree key. */
  keyValues(key: TreeKey): OrderedKey {
    return typeof key === 'string' ? decodeKey(key, this.descending) : key;
  }

  /** The document id key a tree key ends with. */
  idKeyOf(key: TreeKey): string {
    return typeof key === 'string' ? idKeyOfEncoded(key, this.descending) : (key[key.length - 1] as string);
  }

  /** A scan bound in the tree's current key form. */
  bound(bound: OrderedKey): TreeKey {
    const encoded = this.encoded ? encodeBound(bound, this.descending) : undefined;
    return encoded ?? bound;
  }
}
