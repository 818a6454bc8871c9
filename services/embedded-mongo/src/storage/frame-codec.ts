import { crc32 } from 'node:zlib';

/**
 * Record framing shared by the journal and snapshots: [u32 length][u32 crc32][payload]. A crash
 * can leave the last frame half-written (or a filesystem can leave zeros); the length and checksum
 * let a reader find where the valid data ends instead of loading garbage.
 */
export const FRAME_HEADER_SIZE = 8;
/** Smallest BSON document: length prefix plus terminator. */
const MIN_PAYLOAD = 5;

export function encodeFrame(payload: Uint8Array): Buffer {
  const frame = Buffer.allocUnsafe(FRAME_HEADER_SIZE + payload.length);
  frame.writeUInt32LE(payload.length, 0);
  frame.writeUInt32LE(crc32(payload), 4);
  frame.set(payload, FRAME_HEADER_SIZE);
  return frame;
}

export interface DecodedFrames {
  payloads: Buffer[];
  /** Offset just past the last valid frame. */
  validEnd: number;
  /** True when bytes after `validEnd` did not form a valid frame. */
  torn: boolean;
}

export function decodeFrames(data: Buffer, start: number): DecodedFrames {
  const payloads: Buffer[] = [];
  let offset = start;
  while (offset < data.length) {
    if (data.length - offset < FRAME_HEADER_SIZE) break;
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    const payloadStart = offset + FRAME_HEADER_SIZE;
    if (length < MIN_PAYLOAD || payloadStart + length > data.length) break;
    const payload = data.subarray(payloadStart, payloadStart + length);
    if (crc32(payload) !== checksum) break;
    payloads.push(payload);
    offset = payloadStart + length;
  }
  return { payloads, validEnd: offset, torn: offset < data.length };
}

/** Files start with a magic string so a foreign or truncated-at-creation file is recognised. */
export const JOURNAL_MAGIC = Buffer.from('EMJRNL01', 'latin1');
export const SNAPSHOT_MAGIC = Buffer.from('EMSNAP01', 'latin1');

export function hasMagic(data: Buffer, magic: Buffer): boolean {
  return data.length >= magic.length && data.subarray(0, magic.length).equals(magic);
}
