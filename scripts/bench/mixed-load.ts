import http from 'node:http';

/** One request of the load and how it ended. */
export interface LoadResult {
  kind: LoadKind;
  method: 'GET' | 'POST';
  /** When it was sent, ms since the load began. */
  sentAt: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  error?: string;
}

export type LoadKind = 'page' | 'health' | 'lookup' | 'purchase';

export interface LoadTarget {
  kind: LoadKind;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A body per request (a POST), made fresh each time. */
  body?: () => string;
  /** Parallel loops sending it. */
  loops: number;
  /** Each loop sends at most this many (a buyer's purchases, under the credit cap). */
  limit?: number;
  /** A pause after each request, so a few requests spread over the load. */
  pauseMs?: number;
}

/** What a visitor's browser does most: pages, the health the funnel polls, email lookups. */
export const VISITOR_MIX: LoadTarget[] = [
  { kind: 'page', method: 'GET', path: '/terms', headers: { accept: 'text/html' }, loops: 2 },
  { kind: 'health', method: 'GET', path: '/api/health', loops: 2 },
  {
    kind: 'lookup',
    method: 'POST',
    path: '/api/email-lookup',
    headers: { 'content-type': 'application/json' },
    body: () => JSON.stringify({ email: `load-${Math.random().toString(36).slice(2, 10)}@example.com` }),
    loops: 2,
  },
];

function send(base: string, target: LoadTarget, localAddress: string | undefined, agent: http.Agent, began: number): Promise<LoadResult> {
  const sentAt = performance.now() - began;
  const body = target.body?.();
  return new Promise((resolve) => {
    const done = (status: number, error?: string) => resolve({ kind: target.kind, method: target.method, sentAt, ms: performance.now() - began - sentAt, status, ...(error ? { error } : {}) });
    const request = http.request(
      `${base}${target.path}`,
      { method: target.method, headers: { ...target.headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, agent, localAddress, timeout: 15_000 },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', (error) => done(0, error.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', (error) => done(0, error.message));
    request.end(body);
  });
}

/**
 * Sends the mix until `stop()` resolves, each loop from its own client address on loopback
 * (127.0.1.x) so per-client limits count visitors apart, as many visitors would be.
 */
export async function runMixedLoad(base: string, mix: readonly LoadTarget[], stop: Promise<unknown>): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  let stopped = false;
  void stop.then(() => (stopped = true));
  const began = performance.now();
  let loop = 0;
  await Promise.all(
    mix.flatMap((target) =>
      Array.from({ length: target.loops }, async () => {
        loop += 1;
        const localAddress = `127.0.1.${loop}`;
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        for (let sent = 0; !stopped && sent < (target.limit ?? Infinity); sent += 1) {
          results.push(await send(base, target, localAddress, agent, began));
          if (target.pauseMs) await new Promise((resolve) => setTimeout(resolve, target.pauseMs));
        }
        agent.destroy();
      }),
    ),
  );
  return results;
}

/** The answers that are failures: no answer, or a 5xx. */
export const failed = (results: readonly LoadResult[]) => results.filter((r) => r.status === 0 || r.status >= 500);
