import { attachHints, decodeNumbers } from '../bson/numeric-types';
import type { Doc } from '../bson/document';
import { TYPED_DECODE, numericHints } from '../bson/bson-hints';
import { deserializePromotedAt, deserializeTypedAt } from '../wire/decode-document';

/** Largest slab: locators (slab * SLAB_SPAN + offset) stay small integers for the first 1,024 slabs. */
const SLAB_SPAN = 1 << 20;
const FIRST_SLAB = 4 << 10;
/** Compaction runs when garbage exceeds this (and half of the live bytes). */
const MIN_GARBAGE = 1 << 20;
/** At most this many live bytes are moved per compaction step (a few ms of copying). */
const STEP_BYTES = 4 << 20;

/** Documents of a collection frozen at one instant (for snapshots): slabs are append-only. */
export interface FrozenDocuments {
  count: number;
  /** The BSON of each document, in the collection's natural order. */
  bsons(): Generator<Uint8Array>;
  /**
   * Where document `i` (0 <= i < count) is: its slab and the offset of its BSON there (the BSON's
   * own length prefix gives its size). A snapshot copies the bytes from there straight into its
   * output chunk, allocating nothing per document.
   */
  slabOf(i: number): Buffer;
  offsetOf(i: number): number;
}

/**
 * The documents of one collection, kept as their BSON bytes in append-only slabs and decoded on
 * read: a decoded JS object costs about twice its BSON size (a Date alone about 100 bytes), so
 * keeping objects made the store 4x its data. Each document is a small-integer locator in a Map
 * keyed by its canonical `_id` key (the Map's order is the natural order). Bytes are never
 * overwritten: a replaced or deleted document leaves garbage that compaction moves away from, so
 * a frozen view (slab references + locators) stays readable while commands go on.
 */
export class DocumentStore {
  private readonly locators = new Map<string, number>();
  private readonly slabs: (Buffer | undefined)[] = [];
  private readonly liveBytes: number[] = [];
  private readonly freeSlabs: number[] = [];
  private readonly usedBytes: number[] = [];
  private tail = -1;
  private totalLive = 0;
  private totalGarbage = 0;
  private compactAt = MIN_GARBAGE;

  get size(): number {
    return this.locators.size;
  }

  has(idKey: string): boolean {
    return this.locators.has(idKey);
  }

  get(idKey: string): Doc | undefined {
    const locator = this.locators.get(idKey);
    return locator === undefined ? undefined : this.decode(locator);
  }

  /** The stored BSON of a document (a view: valid until the store changes). */
  bson(idKey: string): Uint8Array | undefined {
    const locator = this.locators.get(idKey);
    return locator === undefined ? undefined : this.view(locator);
  }

  set(idKey: string, bson: Uint8Array): void {
    const previous = this.locators.get(idKey);
    this.locators.set(idKey, this.append(bson));
    if (previous !== undefined) this.release(previous);
  }

  delete(idKey: string): boolean {
    const previous = this.locators.get(idKey);
    if (previous === undefined) return false;
    this.locators.delete(idKey);
    this.release(previous);
    return true;
  }

  /**
   * Decodes as it goes: a scan holds one decoded document at a time. With `keep`, documents whose
   * bytes it rejects are not decoded at all (`onVisit` still counts every document visited).
   */
  *values(keep?: (bytes: Uint8Array, offset: number) => boolean, onVisit?: () => void): Generator<Doc> {
    for (const locator of this.locators.values()) {
      onVisit?.();
      if (keep) {
        const slab = this.slabs[Math.floor(locator / SLAB_SPAN)] as Buffer;
        if (!keep(slab, locator % SLAB_SPAN)) continue;
      }
      yield this.decode(locator);
    }
  }

  *entries(): Generator<[string, Doc]> {
    for (const [idKey, locator] of this.locators) yield [idKey, this.decode(locator)];
  }

  [Symbol.iterator](): Generator<[string, Doc]> {
    return this.entries();
  }

  keys(): IterableIterator<string> {
    return this.locators.keys();
  }

  /** Sum of the documents' BSON sizes. */
  get bsonBytes(): number {
    return this.totalLive;
  }

  /** Bytes of all slabs, live documents, garbage and unused tail alike. */
  get allocatedBytes(): number {
    return this.slabs.reduce((sum, slab) => sum + (slab?.length ?? 0), 0);
  }

  freeze(): FrozenDocuments {
    const slabs = this.slabs.slice();
    const locators = Array.from(this.locators.values());
    return {
      count: locators.length,
      *bsons() {
        for (const locator of locators) {
          const slab = slabs[Math.floor(locator / SLAB_SPAN)] as Buffer;
          const offset = locator % SLAB_SPAN;
          yield slab.subarray(offset, offset + slab.readInt32LE(offset));
        }
      },
      slabOf: (i) => slabs[Math.floor((locators[i] as number) / SLAB_SPAN)] as Buffer,
      offsetOf: (i) => (locators[i] as number) % SLAB_SPAN,
    };
  }

  private view(locator: number): Buffer {
    const slab = this.slabs[Math.floor(locator / SLAB_SPAN)] as Buffer;
    const offset = locator % SLAB_SPAN;
    return slab.subarray(offset, offset + slab.readInt32LE(offset));
  }

  private decode(locator: number): Doc {
    const slab = this.slabs[Math.floor(locator / SLAB_SPAN)] as Buffer;
    const offset = locator % SLAB_SPAN;
    const hints = numericHints(slab, offset);
    if (hints === TYPED_DECODE) {
      const doc = deserializeTypedAt(slab, offset);
      attachHints(doc, decodeNumbers(doc));
      return doc;
    }
    const doc = deserializePromotedAt(slab, offset);
    attachHints(doc, hints);
    return doc;
  }

  private newSlab(bytes: number): number {
    const id = this.freeSlabs.pop() ?? this.slabs.length;
    this.slabs[id] = Buffer.allocUnsafeSlow(bytes);
    this.liveBytes[id] = 0;
    this.usedBytes[id] = 0;
    return id;
  }

  private append(bson: Uint8Array): number {
    const length = bson.length;
    let slabId: number;
    if (length > SLAB_SPAN / 4) {
      // A large document gets a slab of its own (offset 0), so no slab exceeds SLAB_SPAN.
      slabId = this.newSlab(length);
    } else {
      const tailSlab = this.tail >= 0 ? this.slabs[this.tail] : undefined;
      if (!tailSlab || tailSlab.length - (this.usedBytes[this.tail] as number) < length) {
        const previousTail = this.tail;
        // Slabs grow by doubling from FIRST_SLAB, and always fit the document (at most SLAB_SPAN / 4).
        this.tail = this.newSlab(Math.min(SLAB_SPAN, Math.max((tailSlab?.length ?? 0) * 2, FIRST_SLAB, length)));
        if (previousTail >= 0 && this.liveBytes[previousTail] === 0) this.freeSlab(previousTail);
      }
      slabId = this.tail;
    }
    const offset = this.usedBytes[slabId] as number;
    (this.slabs[slabId] as Buffer).set(bson, offset);
    this.usedBytes[slabId] = offset + length;
    this.liveBytes[slabId] = (this.liveBytes[slabId] as number) + length;
    this.totalLive += length;
    return slabId * SLAB_SPAN + offset;
  }

  private freeSlab(id: number): void {
    this.totalGarbage -= (this.usedBytes[id] as number) - (this.liveBytes[id] as number);
    this.slabs[id] = undefined;
    this.liveBytes[id] = 0;
    this.usedBytes[id] = 0;
    this.freeSlabs.push(id);
  }

  private release(locator: number): void {
    const slabId = Math.floor(locator / SLAB_SPAN);
    const length = (this.slabs[slabId] as Buffer).readInt32LE(locator % SLAB_SPAN);
    const live = (this.liveBytes[slabId] as number) - length;
    this.liveBytes[slabId] = live;
    this.totalLive -= length;
    this.totalGarbage += length;
    if (live === 0 && slabId !== this.tail) this.freeSlab(slabId);
    else if (this.totalGarbage > this.compactAt && this.totalGarbage > this.totalLive / 2) this.compactStep();
  }

  /**
   * Moves the documents of the sparsest slabs (at most STEP_BYTES of them) to the tail and frees
   * those slabs: a few milliseconds at a time, never one long pause. The old bytes stay untouched,
   * so a frozen view that still holds them reads on.
   */
  private compactStep(): void {
    const ratio = (id: number) => (this.liveBytes[id] as number) / (this.usedBytes[id] as number);
    const candidates: number[] = [];
    for (let id = 0; id < this.slabs.length; id++) {
      if (this.slabs[id] && id !== this.tail && ratio(id) < 0.5) candidates.push(id);
    }
    candidates.sort((a, b) => ratio(a) - ratio(b));
    const victims = new Set<number>();
    let moving = 0;
    for (const id of candidates) {
      if (moving > 0 && moving + (this.liveBytes[id] as number) > STEP_BYTES) break;
      victims.add(id);
      moving += this.liveBytes[id] as number;
    }
    if (victims.size > 0) {
      for (const [idKey, locator] of this.locators) {
        const slabId = Math.floor(locator / SLAB_SPAN);
        if (!victims.has(slabId)) continue;
        const bytes = this.view(locator);
        this.liveBytes[slabId] = (this.liveBytes[slabId] as number) - bytes.length;
        this.totalLive -= bytes.length;
        this.totalGarbage += bytes.length;
        this.locators.set(idKey, this.append(bytes));
      }
      for (const id of victims) this.freeSlab(id);
    }
    // Wait for as much garbage again before the next step (none at all could be moved otherwise).
    this.compactAt = Math.max(MIN_GARBAGE, this.totalGarbage * 2);
  }
}
