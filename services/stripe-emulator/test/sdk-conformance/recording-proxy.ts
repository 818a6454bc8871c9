import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  status: number;
  body: string;
}

/**
 * A pass-through HTTP proxy in front of the emulator that keeps every answer, so a test can
 * check what the SDK received byte for byte (the SDK itself turns the JSON into objects and
 * hides what was missing).
 */
export async function recordingProxy(target: { port: number }): Promise<{ port: number; recorded: Recorded[]; close(): Promise<void> }> {
  const recorded: Recorded[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const forward = httpRequest({ host: '127.0.0.1', port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        recorded.push({ method: incoming.method ?? 'GET', path: incoming.url ?? '/', status: answer.statusCode ?? 0, body: body.toString('utf8') });
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        outgoing.end(body);
      });
    });
    forward.on('error', (error) => {
      outgoing.writeHead(502).end(String(error));
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    recorded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
