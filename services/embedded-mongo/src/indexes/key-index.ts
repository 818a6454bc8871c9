import type { Doc } from '../bson/document';
import type { IndexDefinition } from './index-definition';
import { indexEntries, type IndexEntry } from './index-keys';

/**
 * An in-memory secondary index: canonical key -> document id key(s). Unique indexes hold one id
 * per key, which makes the duplicate check and equality lookups O(1).
 */
export class KeyIndex {
  private readonly entries = new Map<string, string | Set<string>>();

  constructor(readonly definition: IndexDefinition) {}

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
