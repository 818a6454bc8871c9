import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { metrics } from '@mailscout/ops';
import type { ProgressBus } from './progress-bus';
import { StreamAdmission, StreamRefusedError, type StreamLimits, type StreamTicket } from './stream-limits';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const KEEPALIVE_MS = 15_000;
/** A client that has not read this much of what was written is not reading: its stream is closed. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Jobs read together in one database read. */
export const READ_BATCH = 200;

export interface StreamEvent {
  name: string;
  data: unknown;
}

export interface StreamStep {
  events: StreamEvent[];
  /** The job is over: `end` is sent and the stream closes. */
  done: boolean;
}

/**
 * One kind of job that streams follow (scans, previews). `loadMany` reads the current state of
 * many jobs in ONE database read; a job missing from the answer no longer exists.
 */
export interface JobFeed<S> {
  name: string;
  loadMany(ids: readonly string[]): Promise<Map<string, S>>;
}

/**
 * A stream closed because its instance shuts down asks its client to reconnect after about this
 * long (plus up to as much again, so a thousand streams do not all land on another instance in
 * the same instant): SSE's own `retry:` field, and `reconnect: true` in the `close` event for the
 * funnel's client, which reconnects itself (docs/deploy.md#graceful-shutdown).
 */
export const SHUTDOWN_RECONNECT_MS = 1000;

/** Why the server closed a stream before the job ended; sent as `event: close` before it closes. */
export type CloseReason = 'idle' | 'lifetime' | 'shutdown' | 'slow';

const CLOSE_MESSAGES: Record<CloseReason, string> = {
  idle: 'Nothing has changed for a while, so live updates stopped. Progress is still checked every few seconds.',
  lifetime: 'Live updates stopped after their longest time. Progress is still checked every few seconds.',
  shutdown: 'The server is restarting; live updates continue from another server.',
  slow: 'Live updates stopped because they were not being read. Progress is still checked every few seconds.',
};

export interface StreamOptions<S> {
  feed: JobFeed<S>;
  jobId: string;
  /**
   * Runs before the stream opens (a place is already taken): throws the route's own error (404)
   * or returns the job's current state, which is the stream's first step.
   */
  open(): Promise<S>;
  /**
   * The events this stream has not sent yet for the job's current state (null: the job is gone).
   * It keeps its own memory of what was sent; it is never called twice at once for one stream.
   */
  step(snapshot: S | null): Promise<StreamStep> | StreamStep;
}

interface Watch {
  id: string;
  streams: Set<OpenStream>;
  /** Streams of this job still running their `open` (the watch stays while they do). */
  opening: number;
  /** Bumped by every change announced on the bus. */
  version: number;
  unsubscribe(): void;
}

interface FeedState {
  feed: JobFeed<unknown>;
  watches: Map<string, Watch>;
  /** Jobs to read in the next flush. */
  dirty: Set<string>;
  scheduled: boolean;
  reading: boolean;
}

interface OpenStream {
  raw: ServerResponse;
  log: FastifyBaseLogger;
  feed: FeedState;
  watch: Watch;
  ticket: StreamTicket;
  step(snapshot: unknown): Promise<StreamStep> | StreamStep;
  openedAt: number;
  lastChangeAt: number;
  lastWriteAt: number;
  busy: boolean;
  /** The newest state not stepped yet (a newer one replaces an older one). */
  pending: { snapshot: unknown } | null;
  closed: boolean;
}

export interface StreamHubStats {
  open: number;
  watchedJobs: number;
  /** Calls of `loadMany` so far: the database reads done for streams after they opened. */
  reads: number;
}

/**
 * Every server-sent event stream of the process (docs/architecture.md#event-streams): a cap per client and overall, one
 * timer for all streams, and one shared read per kind of job instead of a poll per stream.
 *
 * - A change announced on the in-process bus marks its job; marked jobs are read together
 *   (one `loadMany` per kind) on the next turn of the event loop, and each state is handed to
 *   every stream of that job.
 * - Every `pollMs` the one timer marks every watched job (changes made by another process: a
 *   separate worker, another API instance), sends keep-alives that are due and closes streams
 *   that are idle, too old or not being read.
 *
 * Database reads per second are therefore bounded by the number of kinds and the rate of
 * changes, not by the number of open streams.
 */
export class StreamHub {
  private readonly admission: StreamAdmission;
  private readonly feeds = new Map<JobFeed<unknown>, FeedState>();
  private readonly streams = new Set<OpenStream>();
  private timer: NodeJS.Timeout | null = null;
  private reads = 0;

  constructor(
    private readonly limits: StreamLimits,
    private readonly bus: ProgressBus,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.admission = new StreamAdmission(limits);
  }

  stats(): StreamHubStats {
    let watchedJobs = 0;
    for (const state of this.feeds.values()) watchedJobs += state.watches.size;
    return { open: this.streams.size, watchedJobs, reads: this.reads };
  }

  /**
   * Serves one stream: takes a place for the client (or answers 429 / 503 with Retry-After),
   * runs `open` (its error is the route's answer), then streams until the job ends, the
   * client leaves, or the stream is closed for one of the reasons of `CloseReason`.
   */
  async serve<S>(request: FastifyRequest, reply: FastifyReply, options: StreamOptions<S>): Promise<void> {
    let ticket: StreamTicket;
    try {
      ticket = this.admission.admit(request.ip);
    } catch (error) {
      if (error instanceof StreamRefusedError) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
        request.log.info({ code: error.code, open: this.admission.size }, 'event stream refused');
        metrics.eventStreamsRefused.inc({ reason: error.code === 'TOO_MANY_STREAMS' ? 'client' : 'capacity' });
      }
      throw error;
    }
    // Watched before the first read, so a change announced during it is not missed.
    const feed = this.feedState(options.feed as JobFeed<unknown>);
    const watch = this.watch(feed, options.jobId);
    const version = watch.version;
    watch.opening += 1;
    let first: S;
    try {
      first = await options.open();
    } catch (error) {
      watch.opening -= 1;
      this.dropIfUnused(feed, watch);
      ticket.release();
      throw error;
    }
    watch.opening -= 1;
    // The server answers clients that half-close (plugins/app/half-closed-clients.ts), so their FIN
    // no longer ends the response by itself. An EventSource never half-closes: on a stream the FIN
    // is the client gone, and its place is given back now rather than at the next failed write.
    const socket = request.raw.socket as Socket | null;
    if (socket?.readableEnded) reply.raw.destroy();
    if (request.raw.destroyed || reply.raw.destroyed) {
      this.dropIfUnused(feed, watch);
      ticket.release();
      return;
    }

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies (nginx) must not buffer the stream.
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 2000\n\n');

    const at = this.now();
    const stream: OpenStream = {
      raw,
      log: request.log,
      feed,
      watch,
      ticket,
      step: options.step as OpenStream['step'],
      openedAt: at,
      lastChangeAt: at,
      lastWriteAt: at,
      busy: false,
      pending: null,
      closed: false,
    };
    watch.streams.add(stream);
    this.streams.add(stream);
    metrics.eventStreamsOpen.inc({ feed: feed.feed.name });
    this.startTimer();
    const clientGone = () => raw.destroy();
    socket?.once('end', clientGone);
    raw.on('close', () => {
      // A keep-alive connection outlives a stream that ended: no listener left behind on it.
      socket?.off('end', clientGone);
      this.finish(stream);
    });
    this.deliver(stream, first);
    if (watch.version !== version) this.mark(feed, watch.id);
  }

  /**
   * Closes every stream (the app is closing), so the server does not wait for them; on a shutdown
   * each client is told to reconnect (to another instance) rather than to fall back to polling.
   */
  closeAll(reason: CloseReason = 'shutdown'): void {
    for (const stream of [...this.streams]) this.close(stream, reason);
  }

  private feedState(feed: JobFeed<unknown>): FeedState {
    let state = this.feeds.get(feed);
    if (!state) {
      state = { feed, watches: new Map(), dirty: new Set(), scheduled: false, reading: false };
      this.feeds.set(feed, state);
    }
    return state;
  }

  /** One watch (and one bus subscription) per job, however many streams follow it. */
  private watch(feed: FeedState, id: string): Watch {
    let watch = feed.watches.get(id);
    if (!watch) {
      const created: Watch = { id, streams: new Set(), opening: 0, version: 0, unsubscribe: () => {} };
      created.unsubscribe = this.bus.subscribe(id, () => {
        created.version += 1;
        this.mark(feed, id);
      });
      feed.watches.set(id, created);
      watch = created;
    }
    return watch;
  }

  private dropIfUnused(feed: FeedState, watch: Watch): void {
    if (watch.streams.size > 0 || watch.opening > 0 || feed.watches.get(watch.id) !== watch) return;
    watch.unsubscribe();
    feed.watches.delete(watch.id);
    feed.dirty.delete(watch.id);
  }

  private mark(feed: FeedState, id: string): void {
    feed.dirty.add(id);
    if (feed.scheduled) return;
    feed.scheduled = true;
    // Changes of the same turn (several sources answering, several jobs) become one read.
    setImmediate(() => {
      feed.scheduled = false;
      void this.flush(feed);
    });
  }

  private async flush(feed: FeedState): Promise<void> {
    // One read per kind at a time; what is marked meanwhile is read right after it.
    if (feed.reading) return;
    feed.reading = true;
    try {
      while (feed.dirty.size > 0) {
        // At most READ_BATCH jobs per read: one huge `$in` would hold the database (and every
        // other request waiting on it, /api/health included) for longer than several small ones.
        const ids: string[] = [];
        for (const id of feed.dirty) {
          feed.dirty.delete(id);
          if (feed.watches.has(id)) ids.push(id);
          if (ids.length === READ_BATCH) break;
        }
        if (ids.length === 0) continue;
        let states: Map<string, unknown>;
        try {
          this.reads += 1;
          states = await feed.feed.loadMany(ids);
        } catch (error) {
          this.log.warn({ err: error, feed: feed.feed.name, jobs: ids.length }, 'event stream read failed');
          // As before: a stream that cannot read its job ends (the client then polls).
          for (const id of ids) for (const stream of [...(feed.watches.get(id)?.streams ?? [])]) this.finish(stream);
          continue;
        }
        for (const id of ids) {
          const watch = feed.watches.get(id);
          if (!watch) continue;
          const state = states.get(id) ?? null;
          for (const stream of watch.streams) this.deliver(stream, state);
        }
      }
    } finally {
      feed.reading = false;
    }
  }

  private deliver(stream: OpenStream, snapshot: unknown): void {
    if (stream.closed) return;
    stream.pending = { snapshot };
    if (!stream.busy) void this.pump(stream);
  }

  private async pump(stream: OpenStream): Promise<void> {
    stream.busy = true;
    try {
      while (stream.pending && !stream.closed) {
        const { snapshot } = stream.pending;
        stream.pending = null;
        const { events, done } = await stream.step(snapshot);
        if (stream.closed) return;
        if (events.length > 0) {
          stream.lastChangeAt = this.now();
          this.write(stream, events.map((event) => `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`).join(''));
        }
        if (done) {
          this.write(stream, 'event: end\ndata: {}\n\n');
          this.finish(stream);
          return;
        }
      }
    } catch (error) {
      stream.log.warn({ err: error }, 'event stream step failed');
      this.finish(stream);
    } finally {
      stream.busy = false;
    }
  }

  private write(stream: OpenStream, text: string): void {
    if (stream.closed) return;
    stream.lastWriteAt = this.now();
    stream.raw.write(text);
  }

  /** The server closes the stream on purpose: the client is told why, then polls. */
  private close(stream: OpenStream, reason: CloseReason): void {
    if (stream.closed) return;
    if (reason === 'shutdown') {
      // Told to reconnect: through the load balancer the new stream reaches an instance that stays.
      const retry = SHUTDOWN_RECONNECT_MS + Math.floor(Math.random() * SHUTDOWN_RECONNECT_MS);
      this.write(stream, `retry: ${retry}\nevent: close\ndata: ${JSON.stringify({ reason, reconnect: true, retryMs: retry, message: CLOSE_MESSAGES[reason] })}\n\n`);
    } else if (reason !== 'slow') this.write(stream, `event: close\ndata: ${JSON.stringify({ reason, message: CLOSE_MESSAGES[reason] })}\n\n`);
    this.finish(stream);
  }

  private finish(stream: OpenStream): void {
    if (stream.closed) return;
    stream.closed = true;
    stream.pending = null;
    stream.ticket.release();
    this.streams.delete(stream);
    const { feed, watch } = stream;
    metrics.eventStreamsOpen.dec({ feed: feed.feed.name });
    watch.streams.delete(stream);
    this.dropIfUnused(feed, watch);
    if (!stream.raw.writableEnded) stream.raw.end();
    if (this.streams.size === 0) this.stopTimer();
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(), this.limits.pollMs);
    // Open streams keep the server's sockets (and so the process) alive, not this timer.
    this.timer.unref();
  }

  private stopTimer(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  /** The one timer: limits and keep-alives of every stream, then a re-read of every watched job. */
  private sweep(): void {
    const now = this.now();
    for (const stream of [...this.streams]) {
      if (stream.raw.writableLength > MAX_BUFFERED_BYTES) this.close(stream, 'slow');
      else if (now - stream.openedAt >= this.limits.maxLifetimeMs) this.close(stream, 'lifetime');
      else if (now - stream.lastChangeAt >= this.limits.idleMs) this.close(stream, 'idle');
      else if (now - stream.lastWriteAt >= KEEPALIVE_MS) this.write(stream, ': keep-alive\n\n');
    }
    for (const feed of this.feeds.values()) {
      if (feed.watches.size === 0) continue;
      for (const id of feed.watches.keys()) feed.dirty.add(id);
      void this.flush(feed);
    }
  }
}

// One hub per app (its bus is the app's own), shared by the scan and preview routes.
const hubs = new WeakMap<ProgressBus, StreamHub>();

/** The app's stream hub, made on first use; every stream is closed when the app closes. */
export function streamHub(app: FastifyInstance): StreamHub {
  const bus = app.lookup.deps.bus;
  let hub = hubs.get(bus);
  if (!hub) {
    const created = new StreamHub(app.config.streams, bus, app.log);
    hubs.set(bus, created);
    app.addHook('preClose', async () => created.closeAll('shutdown'));
    hub = created;
  }
  return hub;
}
