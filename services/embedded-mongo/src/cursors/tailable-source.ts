import type { Collection } from '../catalog/collection';
import type { Doc } from '../bson/document';
import { CommandError } from '../errors';
import type { CompiledFilter } from '../query/compile-filter';

/**
 * The source of a tailable cursor on a capped collection: documents in natural (insertion) order
 * after the last one it visited, read from the live collection on every call, so documents
 * inserted after the cursor ran dry are found by a later getMore. If the document it stopped at
 * was deleted to make room, the position is lost and the cursor fails as mongod's does (136).
 */
export class TailableSource implements Iterator<Doc> {
  private position: string | undefined;

  constructor(
    private readonly collection: Collection,
    private readonly filter: CompiledFilter,
  ) {}

  next(): IteratorResult<Doc> {
    const keys = this.collection.docs.keys();
    if (this.position !== undefined) {
      let found = false;
      for (const key of keys) {
        if (key === this.position) {
          found = true;
          break;
        }
      }
      if (!found) throw new CommandError('CappedPositionLost', `CollectionScan died due to position in capped collection being deleted. Last seen record id: ${this.position}`);
    }
    for (const key of keys) {
      this.position = key;
      const doc = this.collection.docs.get(key);
      if (doc && this.filter.test(doc)) return { done: false, value: doc };
    }
    return { done: true, value: undefined };
  }
}
