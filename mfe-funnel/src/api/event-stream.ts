import type { z } from 'zod';

/**
 * Why a stream stopped before the server ended it:
 * - `refused`: it never opened (the server refused it, 429 over the per-client cap or 503 when
 *   full, or could not be reached);
 * - `dropped`: it broke off after it had opened;
 * - `closed`: the server closed it on purpose (`event: close`: idle, open too long);
 * - `moved`: the server closed it because its instance shuts down, asking for a reconnect
 *   (`event: close` with `reconnect: true`, docs/deploy.md#graceful-shutdown): through the load
 *   balancer the new stream reaches an instance that stays.
 */
export type StreamFailure = 'refused' | 'dropped' | 'closed' | 'moved';

/** What `event: close` carries (the server's stream hub). */
interface CloseNotice {
  reconnect?: unknown;
  retryMs?: unknown;
}

export interface EventStreamHandlers {
  /** Called with each named event's parsed JSON; an event that does not parse is skipped. */
  onEvent(name: string, data: unknown): void;
  /**
   * The connection failed or closed before the server ended the stream; called once. For
   * `moved`, `retryMs` is the wait the server asked for before reconnecting.
   */
  onError(failure: StreamFailure, retryMs?: number): void;
}

export interface EventStream {
  close(): void;
}

/**
 * Server-sent events of the lookup engine (`/api/previews/{id}/events`, `/api/scans/{id}/events`).
 * The session cookie goes with the request (same origin through the shell). EventSource's own
 * reconnect is switched off: the caller decides whether to reconnect or fall back to polling.
 */
export function openEventStream(url: string, names: readonly string[], handlers: EventStreamHandlers): EventStream | null {
  if (typeof EventSource === 'undefined') return null;
  const source = new EventSource(url, { withCredentials: true });
  let opened = false;
  let ended = false;
  const stop = (failure: StreamFailure | null, retryMs?: number) => {
    source.close();
    if (ended) return;
    ended = true;
    if (failure) handlers.onError(failure, retryMs);
  };
  source.onopen = () => {
    opened = true;
  };
  for (const name of names) {
    source.addEventListener(name, (event) => {
      opened = true;
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (!ended) handlers.onEvent(name, data);
    });
  }
  // The server sends `end` before it closes the stream on purpose.
  source.addEventListener('end', () => stop(null));
  // ... and `close` ({reason}) when it closes a stream whose job is not over; on a shutdown with
  // `reconnect: true` (and SSE's `retry:`, which a closed EventSource no longer follows itself).
  source.addEventListener('close', (event) => {
    let notice: CloseNotice = {};
    try {
      notice = JSON.parse((event as MessageEvent<string>).data) as CloseNotice;
    } catch {
      // A close without readable data is a plain close.
    }
    if (notice?.reconnect === true) stop('moved', typeof notice.retryMs === 'number' && notice.retryMs >= 0 ? notice.retryMs : undefined);
    else stop('closed');
  });
  // An answer other than a stream (429, 503) fails before `open`; a drop comes after it.
  source.onerror = () => stop(opened ? 'dropped' : 'refused');
  return { close: () => stop(null) };
}

/** Drops tolerated before giving the stream up for polling: the 3rd drop falls back. */
export const STREAM_MAX_DROPS = 3;
/** The wait before reconnecting after the n-th drop is n times this. */
export const STREAM_RECONNECT_MS = 1000;
/**
 * Reconnects asked for by instances shutting down, in a row without an event in between, before
 * polling takes over (a rolling restart moves a stream once or twice; more is something else).
 */
export const STREAM_MAX_MOVES = 3;
/** The wait before a reconnect asked for without a `retryMs` (the server sends 1–2 s). */
export const STREAM_MOVE_MS = 1500;

export interface FollowHandlers {
  onEvent(name: string, data: unknown): void;
  /** The stream is given up: refused, closed by the server, or dropped too often. Poll instead. */
  onFallback(failure: StreamFailure): void;
}

/**
 * A stream that survives a passing drop: reconnects (after 1 s, then 2 s) when an open stream
 * breaks off, and falls back at once when the server refuses or closes it, or on the 3rd drop.
 * When the server closes it because its instance shuts down (`moved`), it reconnects after the
 * wait the server asked for, not counted as a drop (docs/deploy.md#graceful-shutdown).
 * A reconnected stream sends the job's state again; callers ignore what they already have.
 * Null when the browser has no EventSource (poll from the start).
 */
export function followEventStream(url: string, names: readonly string[], handlers: FollowHandlers): EventStream | null {
  if (typeof EventSource === 'undefined') return null;
  let current: EventStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drops = 0;
  let moves = 0;
  let stopped = false;
  const connect = () => {
    current = openEventStream(url, names, {
      onEvent: (name, data) => {
        moves = 0;
        if (!stopped) handlers.onEvent(name, data);
      },
      onError: (failure, retryMs) => {
        if (stopped) return;
        if (failure === 'moved' && ++moves <= STREAM_MAX_MOVES) {
          timer = setTimeout(connect, retryMs ?? STREAM_MOVE_MS);
          return;
        }
        if (failure === 'dropped' && ++drops < STREAM_MAX_DROPS) {
          timer = setTimeout(connect, STREAM_RECONNECT_MS * drops);
          return;
        }
        stopped = true;
        handlers.onFallback(failure);
      },
    });
  };
  connect();
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      current?.close();
    },
  };
}

/** Parses an event's data with its contract; null when it does not match. */
export function parseEvent<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> | null {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
