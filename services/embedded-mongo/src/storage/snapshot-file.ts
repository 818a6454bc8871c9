import fs from 'node:fs';
import path from 'node:path';
import { SNAPSHOT_MAGIC, decodeFrames, encodeFrame, hasMagic } from './frame-codec';

const CHUNK_BYTES = 1 << 20;

/** fsync of the directory makes a rename itself durable. */
export function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Not every platform can open a directory; the data itself was synced already.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Writes a complete snapshot atomically: a temporary file that is synced and then renamed over
 * the final name, so a reader sees either no snapshot or a whole one. Returns its size.
 */
export function writeSnapshotSync(finalPath: string, payloads: Iterable<Uint8Array>): number {
  const tmpPath = `${finalPath}.tmp`;
  const fd = fs.openSync(tmpPath, 'w', 0o644);
  let size = 0;
  try {
    let pending: Buffer[] = [SNAPSHOT_MAGIC];
    let pendingBytes = SNAPSHOT_MAGIC.length;
    const flush = () => {
      const data = Buffer.concat(pending, pendingBytes);
      let offset = 0;
      while (offset < data.length) offset += fs.writeSync(fd, data, offset, data.length - offset);
      size += data.length;
      pending = [];
      pendingBytes = 0;
    };
    for (const payload of payloads) {
      const frame = encodeFrame(payload);
      pending.push(frame);
      pendingBytes += frame.length;
      if (pendingBytes >= CHUNK_BYTES) flush();
    }
    flush();
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmpPath, finalPath);
  syncDirectory(path.dirname(finalPath));
  return size;
}

export function readSnapshot(filePath: string): Buffer[] {
  const data = fs.readFileSync(filePath);
  if (!hasMagic(data, SNAPSHOT_MAGIC)) throw new Error(`${filePath} is not a snapshot file`);
  const { payloads, torn } = decodeFrames(data, SNAPSHOT_MAGIC.length);
  // Snapshots are renamed into place only once complete: damage here is not a crash artefact.
  if (torn) throw new Error(`${filePath} is damaged; move it away to recover from older files`);
  return payloads;
}
