import fs from 'node:fs';
import { promisify } from 'node:util';
import { JOURNAL_MAGIC } from './frame-codec';

const write = promisify(fs.write);
const fdatasync = promisify(fs.fdatasync);
const open = promisify(fs.open);
const close = promisify(fs.close);

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

  private fd: number;
  /** Until the file is open (`openLater`): appends queue up and the first write waits for it. */
  private opening: Promise<number> | undefined;

  private constructor(
    fd: number | Promise<number>,
    public size: number,
    private readonly sync: boolean,
  ) {
    if (typeof fd === 'number') this.fd = fd;
    else {
      this.fd = -1;
      this.opening = fd.then((opened) => {
        this.fd = opened;
        this.opening = undefined;
        return opened;
      });
      // A failed open fails the first write's batch (its waiters see it), not the process.
      this.opening.catch(() => undefined);
    }
  }

  /**
   * A new, empty journal whose file is created off the event loop: the caller can append at once
   * (a snapshot starts a new journal in the middle of the command stream, and a synchronous open
   * and header write on a busy disk held commands for tens of milliseconds). The header is the
   * first thing written; like every record it becomes durable with the first group commit.
   */
  static openLater(path: string, options: { sync: boolean }): AppendLog {
    const fd = open(path, fs.constants.O_RDWR | fs.constants.O_CREAT | fs.constants.O_TRUNC | fs.constants.O_APPEND, 0o644);
    const log = new AppendLog(fd, 0, options.sync);
    log.append(Buffer.from(JOURNAL_MAGIC));
    return log;
  }

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
        if (this.opening) await this.opening;
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
    const fd = this.opening ? await this.opening.catch(() => -1) : this.fd;
    // Off the event loop too: a snapshot closes the previous journal while commands run.
    if (fd >= 0) await close(fd);
  }
}
