import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a route answers: a status, headers, and a body (an object is sent as JSON, a string as is). */
export interface StubReply {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface StubRequest {
  url: URL;
  headers: IncomingMessage['headers'];
  /** The stand-in's own origin as the caller reached it, for URLs it hands out (avatars). */
  origin: string;
  /** Resolves after `ms`, or never when the caller hangs up first (nothing is answered then). */
  delay(ms: number): Promise<void>;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): StubReply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body,
});

export function send(response: ServerResponse, reply: StubReply): void {
  const body = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body, null, 2);
  response.writeHead(reply.status, { 'content-length': String(Buffer.byteLength(body)), ...reply.headers });
  response.end(body);
}

/** A body that claims to be JSON and is not (a proxy's error page cut short, say). */
export const garbageReply = (): StubReply => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: '{"oops": <html><body>Bad gateway</body></html>',
});
