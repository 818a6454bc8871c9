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

export interface Frame {
  payload: Buffer;
  /** Offset of the frame header in the file. */
  offset: number;
}

export interface DecodedFrames {
  frames: Frame[];
  /** Offset just past the last valid frame. */
  validEnd: number;
  /**
   * Why the bytes after `validEnd` are not frames, or undefined when the data ended cleanly.
   * `tail` is true when the bad bytes are what an interrupted append leaves at the end of a file
   * (a frame running past the end, a last frame with a bad checksum, zero fill): damage anywhere
   * else is not a crash artefact.
   */
  bad?: { offset: number; reason: string; tail: boolean; payload?: Buffer };
}

function allZero(data: Buffer, from: number): boolean {
  for (let i = from; i < data.length; i++) if (data[i] !== 0) return false;
  return true;
}

export function decodeFrames(data: Buffer, start: number): DecodedFrames {
  const frames: Frame[] = [];
  let offset = start;
  while (offset < data.length) {
    const bad = (reason: string, tail: boolean, payload?: Buffer): DecodedFrames => ({
      frames,
      validEnd: offset,
      bad: { offset, reason, tail: tail || allZero(data, offset), payload },
    });
    if (data.length - offset < FRAME_HEADER_SIZE) return bad('a partial frame header', true);
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    const payloadStart = offset + FRAME_HEADER_SIZE;
    if (payloadStart + length > data.length) return bad(`a frame of ${length} bytes running past the end of the file`, true);
    if (length < MIN_PAYLOAD) return bad(`an invalid frame length ${length}`, false);
    const payload = data.subarray(payloadStart, payloadStart + length);
    if (crc32(payload) !== checksum) return bad('a checksum mismatch', payloadStart + length === data.length, payload);
    frames.push({ payload, offset });
    offset = payloadStart + length;
  }
  return { frames, validEnd: offset };
}

/** Files start with a magic string so a foreign or truncated-at-creation file is recognised. */
export const JOURNAL_MAGIC = Buffer.from('EMJRNL01', 'latin1');
export const SNAPSHOT_MAGIC = Buffer.from('EMSNAP01', 'latin1');

export function hasMagic(data: Buffer, magic: Buffer): boolean {
  return data.length >= magic.length && data.subarray(0, magic.length).equals(magic);
}
