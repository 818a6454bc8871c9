import type { SourceAnswer } from '../source';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
}

export type HttpResult = { ok: true; response: HttpResponse } | { ok: false; answer: SourceAnswer };

/**
 * One GET for a networked source. What cannot become a response is answered here, never
 * thrown (the Source contract): an aborted request is a `timeout` (the runner's per-source limit
 * or the scan's deadline), anything else that stops the request (refused connection, reset, DNS)
 * is an `error` naming the service.
 */
export async function httpGet(service: string, url: string, headers: Record<string, string>, signal: AbortSignal): Promise<HttpResult> {
  try {
    const response = await fetch(url, { headers, signal, redirect: 'follow' });
    const body = await response.text();
    return { ok: true, response: { status: response.status, headers: response.headers, body } };
  } catch (error) {
    if (signal.aborted) return { ok: false, answer: { state: 'timeout' } };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, answer: { state: 'error', reason: `${service} could not be reached (${cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))})` } };
  }
}

/** An answer the source did not expect: an error naming the status (never "not found"). */
export function unexpectedStatus(service: string, status: number): SourceAnswer {
  return { state: 'error', reason: `${service} answered HTTP ${status}` };
}
