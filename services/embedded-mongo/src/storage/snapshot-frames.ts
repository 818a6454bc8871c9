import { crc32 } from 'node:zlib';
import type { FrozenDocuments } from '../catalog/document-store';
import type { JournalRecord } from '../catalog/journal';
import { FRAME_HEADER_SIZE, encodeFrame } from './frame-codec';
import { encodeRecord, putRecordPrefix, writePutRecord } from './record-codec';
import type { FrameSource } from './snapshot-file';

/**
 * What a snapshot holds, frozen at one instant: records (collections, indexes), and each
 * collection's documents as one run read from their slabs instead of one record object each.
 */
export type SnapshotItem = JournalRecord | { op: 'documents'; db: string; coll: string; docs: FrozenDocuments };

/** The payloads of a snapshot one by one (recovery and repair, where nothing else runs). */
export function* snapshotPayloads(items: Iterator<SnapshotItem>): Generator<Uint8Array> {
  for (let next = items.next(); !next.done; next = items.next()) {
    const item = next.value;
    if (item.op !== 'documents') {
      yield encodeRecord(item);
      continue;
    }
    for (const bson of item.docs.bsons()) yield encodeRecord({ op: 'put', db: item.db, coll: item.coll, bson });
  }
}

/**
 * The frames of a live snapshot, written straight into the snapshot's output chunk: a document's
 * put record is its collection's record prefix plus its stored bytes copied from the slab, so a
 * document costs one small view (for its checksum) instead of the record object, an encoded
 * record, a frame buffer and the generators' results it used to. At 200,000 documents those were
 * millions of short-lived objects per snapshot; the young-generation collections they caused
 * paused commands for up to 80 ms on a loaded machine (docs/architecture.md#embedded-mongo).
 */
export class SnapshotFrames implements FrameSource {
  private run: { docs: FrozenDocuments; prefix: Buffer; next: number } | undefined;
  private pending: Buffer | undefined;

  constructor(private readonly items: Iterator<SnapshotItem>) {}

  writeNext(target: Buffer, at: number): number {
    if (!this.pending && !this.advance()) return -1;
    if (this.pending) {
      if (at + this.pending.length > target.length) return at;
      this.pending.copy(target, at);
      const end = at + this.pending.length;
      this.pending = undefined;
      return end;
    }
    const run = this.run as NonNullable<SnapshotFrames['run']>;
    const slab = run.docs.slabOf(run.next);
    const offset = run.docs.offsetOf(run.next);
    const length = slab.readInt32LE(offset);
    const payloadAt = at + FRAME_HEADER_SIZE;
    if (payloadAt + run.prefix.length + length + 1 > target.length) return at;
    const size = writePutRecord(target, payloadAt, run.prefix, slab, offset, length);
    target.writeUInt32LE(size, at);
    target.writeUInt32LE(crc32(target.subarray(payloadAt, payloadAt + size)), at + 4);
    run.next += 1;
    return payloadAt + size;
  }

  takeNext(): Buffer {
    if (!this.pending && !this.advance()) throw new Error('no frame left');
    if (this.pending) {
      const frame = this.pending;
      this.pending = undefined;
      return frame;
    }
    const run = this.run as NonNullable<SnapshotFrames['run']>;
    const slab = run.docs.slabOf(run.next);
    const offset = run.docs.offsetOf(run.next);
    const payload = Buffer.allocUnsafe(run.prefix.length + slab.readInt32LE(offset) + 1);
    writePutRecord(payload, 0, run.prefix, slab, offset, slab.readInt32LE(offset));
    run.next += 1;
    return encodeFrame(payload);
  }

  /** Makes the next frame ready (a pending record or a document of the current run); false at the end. */
  private advance(): boolean {
    while (!this.run || this.run.next >= this.run.docs.count) {
      this.run = undefined;
      const next = this.items.next();
      if (next.done) return false;
      const item = next.value;
      if (item.op !== 'documents') {
        this.pending = encodeFrame(encodeRecord(item));
        return true;
      }
      this.run = { docs: item.docs, prefix: putRecordPrefix(item.db, item.coll), next: 0 };
    }
    return true;
  }
}
