import type { IncomingHttpHeaders } from 'node:http';

/** The API instances behind the edge, and the choice of one per request. */
export interface ApiUpstreams {
  urls: readonly string[];
  /** The instance for this request: the next in turn, or the pinned one (see `pinHeader`). */
  pick(headers: IncomingHttpHeaders): { url: string; number: number };
}

export interface ApiUpstreamOptions {
  /**
   * A request header naming the instance (1, 2, …) that must answer, and the response header that
   * says which one did. Off unless set: it is for the local production topology's tests and an
   * operator's diagnosis (e.g. "sign in on instance 2"), not for visitors.
   */
  pinHeader?: string;
}

/**
 * docs/deploy.md#rehearsal: `apiUrl` may name several API instances; requests go to each in turn (round robin).
 * Nothing is kept per instance: sessions, limits, streams and jobs live in the database, so any
 * instance can answer any request.
 */
export function apiUpstreams(apiUrl: string | readonly string[], options: ApiUpstreamOptions = {}): ApiUpstreams {
  const urls = (typeof apiUrl === 'string' ? [apiUrl] : [...apiUrl]).map((url) => url.replace(/\/+$/, ''));
  if (urls.length === 0) throw new Error('apiUrl names no API instance');
  for (const url of urls) new URL(url); // an unreadable URL fails at start, not at the first request
  const pinHeader = options.pinHeader?.toLowerCase();
  let next = 0;
  return {
    urls,
    pick(headers) {
      const pinned = pinHeader ? Number(headers[pinHeader]) : NaN;
      if (Number.isInteger(pinned) && pinned >= 1 && pinned <= urls.length) return { url: urls[pinned - 1] as string, number: pinned };
      const index = next;
      next = (next + 1) % urls.length;
      return { url: urls[index] as string, number: index + 1 };
    },
  };
}
