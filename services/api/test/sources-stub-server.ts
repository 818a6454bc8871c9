import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSourceStubs, type RunningSourceStubs } from '@mailscout/source-stubs';

/** The source stand-ins for one test file, with a short "slow" delay. */
export function withSourceStubs(options: { slowMs?: number; hibpApiKey?: string } = {}) {
  let stubs: RunningSourceStubs | undefined;
  beforeAll(async () => {
    stubs = await startSourceStubs({ port: 0, slowMs: options.slowMs ?? 2_000, hibpApiKey: options.hibpApiKey });
  });
  afterAll(async () => {
    await stubs?.close();
  });
  return {
    get url() {
      return stubs!.url;
    },
    /** The DNS stand-in (host:port). */
    get dnsServer() {
      return stubs!.dnsServer;
    },
    /** Every source setting of the API pointing at these stand-ins. */
    get env() {
      return stubs!.env;
    },
  };
}

/** A generous limit for answers that should come at once. */
export const patience = () => AbortSignal.timeout(5_000);

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** A one-off server whose answers a test writes, recording what it was asked. */
export async function scriptedServer(answer: (path: string) => { status: number; body?: string; headers?: Record<string, string> }) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    const reply = answer(req.url ?? '');
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A URL nothing listens on. */
export async function closedUrl(): Promise<string> {
  const server = await scriptedServer(() => ({ status: 200 }));
  await server.close();
  return server.url;
}
