import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Page {
  type: string;
  body: string | (() => string);
}

export interface PageServer {
  url: string;
  stop(): Promise<void>;
}

/** The "product" origin of the browser tests: a few static pages on another port than the emulator. */
export async function startPageServer(pages: Record<string, Page>): Promise<PageServer> {
  const server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!page) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': `${page.type}; charset=utf-8`, 'Cache-Control': 'no-store' });
    response.end(typeof page.body === 'function' ? page.body() : page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
