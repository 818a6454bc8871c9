import http from 'node:http';
import https from 'node:https';
import type { SourceAnswer } from '../source';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
}

export type HttpResult = { ok: true; response: HttpResponse } | { ok: false; answer: SourceAnswer };

export interface HttpGetOptions {
  /**
   * The call's own limit, on a timer this call holds (never lost to a garbage collection),
   * whatever the caller's signal does. Default 30 s: a safety net, callers pass their own.
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;
// No source expects more; a body that keeps coming is cut off as an error.
const MAX_BODY_BYTES = 8 * 1024 * 1024;
// Open connections per service in this process: a dead service cannot pile up hundreds.
const MAX_SOCKETS_PER_SERVICE = 32;
// An idle kept-alive connection is closed after this.
export const FREE_SOCKET_TIMEOUT_MS = 4_000;

/**
 * One connection pool per service (and scheme), so one service's hung connections never take
 * another's, and their number is bounded.
 */
const agents = new Map<string, http.Agent>();
function agentFor(service: string, protocol: string): http.Agent {
  const key = `${service}|${protocol}`;
  let agent = agents.get(key);
  if (!agent) {
    const options: http.AgentOptions = { keepAlive: true, maxSockets: MAX_SOCKETS_PER_SERVICE, timeout: FREE_SOCKET_TIMEOUT_MS };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  return headers;
}

const unreachable = (service: string, error: unknown): SourceAnswer => {
  const code = (error as { code?: string }).code;
  return { state: 'error', reason: `${service} could not be reached (${code ?? (error instanceof Error ? error.message : String(error))})` };
};

/**
 * One request, ended one way or another: by its answer, its failure, the caller's signal or
 * `deadline`. Giving up destroys the request, which closes its socket (the service sees the
 * connection end), instead of leaving it open to a service that never answers.
 */
function requestOnce(service: string, url: URL, headers: Record<string, string>, signal: AbortSignal, deadline: AbortSignal): Promise<HttpResult> {
  return new Promise((resolve) => {
    let settled = false;
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'GET', headers, agent: agentFor(service, url.protocol) });
    const finish = (result: HttpResult) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', giveUp);
      deadline.removeEventListener('abort', giveUp);
      resolve(result);
    };
    function giveUp() {
      finish({ ok: false, answer: { state: 'timeout' } });
      request.destroy();
    }
    if (signal.aborted || deadline.aborted) return giveUp();
    signal.addEventListener('abort', giveUp, { once: true });
    deadline.addEventListener('abort', giveUp, { once: true });
    request.on('error', (error) => finish(signal.aborted || deadline.aborted ? { ok: false, answer: { state: 'timeout' } } : { ok: false, answer: unreachable(service, error) }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          finish({ ok: false, answer: { state: 'error', reason: `${service} answered more than ${MAX_BODY_BYTES} bytes` } });
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        finish({ ok: true, response: { status: response.statusCode ?? 0, headers: toHeaders(response.headers), body: Buffer.concat(chunks).toString('utf8') } }),
      );
      response.on('error', (error) => finish({ ok: false, answer: unreachable(service, error) }));
      // The connection ended before the body did (a reset mid-answer).
      response.on('close', () => finish({ ok: false, answer: unreachable(service, Object.assign(new Error('connection closed mid-answer'), { code: 'ECONNRESET' })) }));
    });
    request.end();
  });
}

/**
 * One GET for a networked source, over node:http with a connection pool per service. What
 * cannot become a response is answered here, never thrown (the Source contract): an aborted or
 * timed-out request is a `timeout` (the runner's per-source limit, the scan's deadline, or this
 * call's own `timeoutMs`), anything else that stops the request (refused connection, reset, DNS)
 * is an `error` naming the service. Redirects are followed (at most five).
 */
export async function httpGet(service: string, url: string, headers: Record<string, string>, signal: AbortSignal, options: HttpGetOptions = {}): Promise<HttpResult> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let current: URL;
    try {
      current = new URL(url);
    } catch (error) {
      return { ok: false, answer: unreachable(service, error) };
    }
    for (let hop = 0; ; hop += 1) {
      const result = await requestOnce(service, current, headers, signal, deadline.signal);
      if (!result.ok) return result;
      const location = result.response.headers.get('location');
      if (![301, 302, 303, 307, 308].includes(result.response.status) || !location) return result;
      if (hop >= MAX_REDIRECTS) return { ok: false, answer: { state: 'error', reason: `${service} redirected too many times` } };
      current = new URL(location, current);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** An answer the source did not expect: an error naming the status (never "not found"). */
export function unexpectedStatus(service: string, status: number): SourceAnswer {
  return { state: 'error', reason: `${service} answered HTTP ${status}` };
}
