import type { z } from 'zod';

export interface EventStreamHandlers {
  /** Called with each named event's parsed JSON; an event that does not parse is skipped. */
  onEvent(name: string, data: unknown): void;
  /** The connection failed or closed before the server ended the stream. */
  onError(): void;
}

export interface EventStream {
  close(): void;
}

/**
 * Server-sent events of the lookup engine (`/api/previews/{id}/events`, `/api/scans/{id}/events`).
 * The session cookie goes with the request (same origin through the shell). EventSource's own
 * reconnect is switched off: the caller decides whether to fall back to polling.
 */
export function openEventStream(url: string, names: readonly string[], handlers: EventStreamHandlers): EventStream | null {
  if (typeof EventSource === 'undefined') return null;
  const source = new EventSource(url, { withCredentials: true });
  let ended = false;
  for (const name of names) {
    source.addEventListener(name, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      handlers.onEvent(name, data);
    });
  }
  // The server sends `end` before it closes the stream on purpose.
  source.addEventListener('end', () => {
    ended = true;
    source.close();
  });
  source.onerror = () => {
    source.close();
    if (!ended) handlers.onError();
    ended = true;
  };
  return {
    close() {
      ended = true;
      source.close();
    },
  };
}

/** Parses an event's data with its contract; null when it does not match. */
export function parseEvent<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> | null {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
