import fs from 'node:fs';
import { promisify } from 'node:util';
import { JOURNAL_MAGIC } from './frame-codec';

const write = promisify(fs.write);
const fdatasync = promisify(fs.fdatasync);

interface Batch {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Waiters see the rejection; this keeps an unobserved one from crashing the process.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * An append-only file with group commit: frames appended while a write is in flight are written
 * together by the next one, so many concurrent writers share one write (and one fdatasync).
 * `flushed()` resolves once everything appended so far is on disk; replies wait for it.
 */
export class AppendLog {
  private queue: Buffer[] = [];
  private queued: Batch | undefined;
  private inflight: Promise<void> | undefined;
  private draining = false;
  private closed = false;

  private constructor(
    private readonly fd: number,
    public size: number,
    private readonly sync: boolean,
  ) {}

  /**
   * Opens (creating if needed) for appending; `validSize` cuts off a torn tail found by recovery.
   * `syncHeader: false` leaves the new header to the first group commit's fdatasync (a journal
   * without a readable header holds no acknowledged record, and recovery ignores it).
   */
  static open(path: string, options: { sync: boolean; validSize?: number; syncHeader?: boolean }): AppendLog {
    const fd = fs.openSync(path, fs.constants.O_RDWR | fs.constants.O_CREAT | fs.constants.O_APPEND, 0o644);
    let size = fs.fstatSync(fd).size;
    if (options.validSize !== undefined && options.validSize < size) {
      fs.ftruncateSync(fd, options.validSize);
      size = options.validSize;
    }
    if (size < JOURNAL_MAGIC.length) {
      fs.ftruncateSync(fd, 0);
      fs.writeSync(fd, JOURNAL_MAGIC);
      size = JOURNAL_MAGIC.length;
    }
    if (options.sync && options.syncHeader !== false) fs.fsyncSync(fd);
    return new AppendLog(fd, size, options.sync);
  }

  append(frame: Buffer): void {
    if (this.closed) throw new Error('journal is closed');
    this.queue.push(frame);
    this.size += frame.length;
    this.queued ??= newBatch();
    if (!this.draining) {
      this.draining = true;
      // Let every append of the current turn of the event loop join the same write.
      setImmediate(() => void this.drain());
    }
  }

  flushed(): Promise<void> {
    return this.queued?.promise ?? this.inflight ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queued as Batch;
      const data = Buffer.concat(this.queue);
      this.queue = [];
      this.queued = undefined;
      this.inflight = batch.promise;
      try {
        let offset = 0;
        while (offset < data.length) {
          offset += (await write(this.fd, data, offset, data.length - offset, null)).bytesWritten;
        }
        if (this.sync) await fdatasync(this.fd);
        batch.resolve();
      } catch (error) {
        batch.reject(error);
      }
    }
    this.inflight = undefined;
    this.draining = false;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.flushed().catch(() => undefined);
    fs.closeSync(this.fd);
  }
}
