import { randomInt } from 'node:crypto';
import { calculateObjectSize } from 'bson';
import { restoreNumbers } from '../bson/numeric-types';
import { CommandError } from '../errors';
import type { Doc } from '../bson/document';

/** Replies must stay under the 16 MiB document limit with room for the envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
/** Like mongod's cursorTimeoutMillis default. */
export const CURSOR_IDLE_TIMEOUT_MS = 10 * 60 * 1000;

/** A source of result documents that can say whether more remain without consuming them. */
export class PeekableIterator {
  private buffered: IteratorResult<Doc> | undefined;

  constructor(private readonly source: Iterator<Doc>) {}

  next(): Doc | undefined {
    const result = this.buffered ?? this.source.next();
    this.buffered = undefined;
    return result.done ? undefined : result.value;
  }

  hasNext(): boolean {
    // A spent answer is asked again: a tailable source can have more later (a generator stays done).
    if (!this.buffered || this.buffered.done) this.buffered = this.source.next();
    return !this.buffered.done;
  }
}

interface OpenCursor {
  ns: string;
  source: PeekableIterator;
  project: (docs: Doc[]) => Doc[];
  lastUsed: number;
  /** Documents the query may still return (its `limit`), or Infinity. */
  remaining: number;
  /** A tailable cursor stays open when its source runs dry; with awaitData a getMore waits for data. */
  tailable: boolean;
  awaitData: boolean;
}

interface Taken {
  docs: Doc[];
  /** The source ran out while the batch was filled (a full batch never looks ahead). */
  exhausted: boolean;
}

export interface Batch {
  id: number;
  docs: Doc[];
}

/**
 * Server-side cursors. Results are pulled lazily from the source iterator, batch by batch, and
 * documents are converted to their wire form (numeric types restored) as they leave. Like mongod's
 * plan executors, a cursor is closed when a batch comes back short (the source ran out while it
 * was filled) or the query's limit is reached; a batch that fills exactly leaves it open, and the
 * next getMore finds nothing and closes it (6 documents in batches of 2: find and 3 getMores).
 */
export class CursorRegistry {
  private readonly cursors = new Map<number, OpenCursor>();
  private readonly writeWaiters = new Set<() => void>();

  /** The first batch; registers a cursor only when results remain. */
  open(
    ns: string,
    source: Iterator<Doc>,
    options: { batchSize?: number; singleBatch?: boolean; limit?: number; project?: (docs: Doc[]) => Doc[]; tailable?: boolean; awaitData?: boolean },
  ): Batch {
    const cursor: OpenCursor = {
      ns,
      source: new PeekableIterator(source),
      project: options.project ?? ((docs) => docs),
      lastUsed: Date.now(),
      remaining: options.limit && options.limit > 0 ? options.limit : Infinity,
      tailable: options.tailable === true,
      awaitData: options.awaitData === true,
    };
    const { docs, exhausted } = this.take(cursor, options.batchSize ?? 101);
    // A tailable cursor that found nothing has no position to resume from: mongod closes it too.
    if (options.singleBatch || (exhausted && !(cursor.tailable && docs.length > 0))) return { id: 0, docs };
    let id: number;
    do id = randomInt(1, 2 ** 47);
    while (this.cursors.has(id));
    this.cursors.set(id, cursor);
    return { id, docs };
  }

  getMore(id: number, ns: string, batchSize: number | undefined): Batch {
    const cursor = this.cursors.get(id);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== ns) {
      throw new CommandError('Unauthorized', `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`);
    }
    cursor.lastUsed = Date.now();
    const { docs, exhausted } = this.take(cursor, batchSize ?? Number.MAX_SAFE_INTEGER);
    if (exhausted && !cursor.tailable) {
      this.cursors.delete(id);
      return { id: 0, docs };
    }
    return { id, docs };
  }

  /**
   * How long a getMore should wait for new documents first: only for an awaitData cursor that
   * has none (mongod waits maxTimeMS, 1 s by default). A getMore's maxTimeMS is refused for other
   * cursors, as mongod refuses it.
   */
  awaitDataWait(id: number, maxTimeMS: unknown): number {
    const cursor = this.cursors.get(id);
    if (!cursor) return 0;
    if (!cursor.awaitData) {
      if (maxTimeMS !== undefined) throw new CommandError('BadValue', 'cannot set maxTimeMS on getMore command for a non-awaitData cursor');
      return 0;
    }
    if (cursor.source.hasNext()) return 0;
    return typeof maxTimeMS === 'number' && maxTimeMS >= 0 ? maxTimeMS : 1000;
  }

  /** Resolves after `ms`, or earlier when a command has written something (writesHappened). */
  waitForWrites(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.writeWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.writeWaiters.add(done);
    });
  }

  /** Wakes every getMore waiting for data (called after each command that wrote). */
  writesHappened(): void {
    for (const wake of [...this.writeWaiters]) wake();
  }

  kill(id: number): boolean {
    return this.cursors.delete(id);
  }

  /** Closes cursors nobody asked for in a while (a client that died mid-iteration). */
  sweepIdle(now: number): void {
    for (const [id, cursor] of this.cursors) if (now - cursor.lastUsed > CURSOR_IDLE_TIMEOUT_MS) this.cursors.delete(id);
  }

  get size(): number {
    return this.cursors.size;
  }

  private take(cursor: OpenCursor, batchSize: number): Taken {
    const raw: Doc[] = [];
    let bytes = 0;
    const limit = Math.min(batchSize <= 0 ? 101 : batchSize, cursor.remaining);
    let exhausted = false;
    while (raw.length < limit) {
      if (!cursor.source.hasNext()) {
        exhausted = true;
        break;
      }
      const doc = cursor.source.next() as Doc;
      raw.push(doc);
      bytes += calculateObjectSize(doc);
      if (bytes >= MAX_BATCH_BYTES) break;
    }
    cursor.remaining -= raw.length;
    if (cursor.remaining <= 0) exhausted = true;
    return { docs: cursor.project(raw).map((doc) => restoreNumbers(doc)), exhausted };
  }
}
