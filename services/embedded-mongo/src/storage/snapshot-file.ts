import fs from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { FRAME_HEADER_SIZE, SNAPSHOT_MAGIC, decodeFrames, encodeFrame, hasMagic, type DecodedFrames } from './frame-codec';

const CHUNK_BYTES = 1 << 20;
const write = promisify(fs.write);
const fsync = promisify(fs.fsync);
const open = promisify(fs.open);
const close = promisify(fs.close);

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

/** `syncDirectory` off the event loop, for a live server. */
export async function syncDirectoryAsync(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(dir, 'r');
    await handle.sync();
  } catch {
    // As above.
  } finally {
    await handle?.close();
  }
}

/**
 * Writes a complete snapshot atomically: a temporary file that is synced and then renamed over
 * the final name, so a reader sees either no snapshot or a whole one. Returns its size. Used where
 * nothing else runs (recovery and repair); a live server uses `writeSnapshotInSlices`.
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

export class SnapshotAborted extends Error {}

/** Frames encoded straight into the writer's chunk (see snapshot-frames.ts). */
export interface FrameSource {
  /**
   * Encodes the next frame into `target` at `at` and returns the offset just after it; returns
   * `at` itself when the frame does not fit in what is left of `target`, -1 when none is left.
   */
  writeNext(target: Buffer, at: number): number;
  /** The next frame as a buffer of its own (one larger than the chunk). */
  takeNext(): Buffer;
}

/**
 * The same file as `writeSnapshotSync`, written without blocking the server: frames are encoded
 * in slices of at most `sliceMs` of CPU time, and the event loop runs commands between slices
 * and while the file is written. The frames must come from a frozen view of the data (stored
 * documents are immutable, so a list of references taken at one instant is one). `aborted` is
 * asked between slices; an aborted snapshot leaves no file behind.
 */
export async function writeSnapshotInSlices(
  finalPath: string,
  frames: FrameSource,
  options: { sliceMs: number; aborted: () => boolean },
): Promise<number> {
  const tmpPath = `${finalPath}.tmp`;
  const fd = await open(tmpPath, 'w', 0o644);
  let size = 0;
  let done = false;
  // Frames are copied into one reusable chunk instead of being kept as a list of small buffers
  // until a chunk is full: those survived young-generation collections by the thousand and were
  // promoted, and the old-space collections they caused paused commands after a snapshot.
  const chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  let used = 0;
  const writeAll = async (data: Buffer) => {
    let offset = 0;
    while (offset < data.length) offset += (await write(fd, data, offset, data.length - offset, null)).bytesWritten;
    size += data.length;
  };
  try {
    SNAPSHOT_MAGIC.copy(chunk, 0);
    used = SNAPSHOT_MAGIC.length;
    while (!done) {
      if (options.aborted()) throw new SnapshotAborted('snapshot aborted');
      const sliceEnd = performance.now() + options.sliceMs;
      let full = false;
      while (!full && performance.now() < sliceEnd) {
        const end = frames.writeNext(chunk, used);
        if (end < 0) {
          done = true;
          break;
        }
        if (end > used) {
          used = end;
          full = used >= CHUNK_BYTES - FRAME_HEADER_SIZE;
        } else if (used > 0) {
          // The next frame does not fit in what is left: write the chunk and start it afresh.
          await writeAll(chunk.subarray(0, used));
          used = 0;
        } else {
          await writeAll(frames.takeNext());
        }
      }
      if (done || full) {
        await writeAll(chunk.subarray(0, used));
        used = 0;
      } else {
        // Give queued commands their turn before the next slice.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
    await fsync(fd);
  } catch (error) {
    await close(fd).catch(() => undefined);
    await fs.promises.rm(tmpPath, { force: true });
    throw error;
  }
  await close(fd);
  if (options.aborted()) {
    await fs.promises.rm(tmpPath, { force: true });
    throw new SnapshotAborted('snapshot aborted');
  }
  // Asynchronous like every file operation here: on a busy disk a synchronous rename or
  // directory fsync could hold commands for tens of milliseconds.
  await fs.promises.rename(tmpPath, finalPath);
  await syncDirectoryAsync(path.dirname(finalPath));
  return size;
}

export function readSnapshotFrames(filePath: string): DecodedFrames | undefined {
  const data = fs.readFileSync(filePath);
  if (!hasMagic(data, SNAPSHOT_MAGIC)) return undefined;
  return decodeFrames(data, SNAPSHOT_MAGIC.length);
}
