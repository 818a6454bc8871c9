/** @jest-environment node */
import { ScanResultsResponse } from '@mailscout/contracts';
import { EventSource as SpecEventSource } from 'eventsource';
import { tcpBalancer } from '@mailscout/test-kit/node';
import { followEventStream, type EventStream, type StreamFailure } from '../../src/api/event-stream';
// The API itself, two instances on one database (its own test scaffold): this is the client's end
// of docs/deploy.md#graceful-shutdown, against the server's real streams.
import { build } from '../../../services/api/test/helper';
import { defaultSources, fakeSource, signedInUser, sourceSet, waitFor } from '../../../services/api/test/lookup-engine-harness';
import { withTestMongo } from '../../../services/api/test/mongo';
import { scanWorker } from '../../../services/api/src/scans/scan-worker';

const mongo = withTestMongo();

/** The browser's EventSource, as the spec has it; the session goes as a bearer token here (no cookie jar). */
function installEventSource(authorization: string) {
  class WithSession extends SpecEventSource {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, { ...init, fetch: (input, options) => fetch(input, { ...options, headers: { ...options?.headers, authorization } }) });
    }
  }
  Object.assign(globalThis, { EventSource: WithSession });
}

afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe("the funnel's stream client when the API instance it streams from shuts down", () => {
  jest.setTimeout(90_000);

  it('is told to reconnect, reconnects through the balancer to the other instance, and sees the scan finish without polling', async () => {
    const uri = mongo.uri();
    const { local, gravatar } = defaultSources();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const gated = fakeSource(
      'gravatar',
      ['email'],
      async (input, signal) => {
        await answered;
        return gravatar.answer(input, signal);
      },
      { timeoutMs: 120_000 },
    );
    const env = { SCAN_WORKER: 'off', SCAN_DEADLINE: '2 minutes', STREAM_POLL_INTERVAL: '200' };
    const [a, b] = [await build({ mongoUri: uri, env, sources: sourceSet([local, gated]) }), await build({ mongoUri: uri, env, sources: sourceSet([local, gated]) })];
    const portOf = (origin: string) => Number(new URL(origin).port);
    const [originA, originB] = [await a.listen({ port: 0, host: '127.0.0.1' }), await b.listen({ port: 0, host: '127.0.0.1' })];
    let aInRotation = true;
    const door = tcpBalancer(() => (aInRotation ? portOf(originA) : portOf(originB)));
    const doorOrigin = await door.listen();
    const worker = scanWorker(b.lookup.deps, { id: 'worker' });
    let stream: EventStream | null = null;

    try {
      const { headers } = await signedInUser(b, 'buyer@example.com', 1);
      installEventSource(headers.authorization);
      const { scan_id } = (await b.inject({ method: 'POST', url: '/api/start-scan', headers, payload: { email: 'ada@example.com', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' } })).json();
      worker.start();
      await waitFor(() => b.store.scans.findById(scan_id), (scan) => scan?.status === 'running' && scan.sources['local-checks']?.state === 'found');

      const events: Array<{ name: string; data: unknown }> = [];
      const fallbacks: StreamFailure[] = [];
      stream = followEventStream(`${doorOrigin}/api/scans/${scan_id}/events`, ['status', 'source', 'results', 'failed'], {
        onEvent: (name, data) => events.push({ name, data }),
        onFallback: (failure) => fallbacks.push(failure),
      });
      expect(stream).not.toBeNull();
      await waitFor(async () => events.length, (count) => count > 0);
      expect(door.connections).toEqual([portOf(originA)]);

      // Instance A shuts down (the app closing, as its SIGTERM does); the balancer has taken it out.
      aInRotation = false;
      await a.close();
      // The client waits the server's retryMs (1–2 s) and reconnects, to B.
      await waitFor(async () => door.connections.length, (count) => count >= 2);
      expect(door.connections.at(-1)).toBe(portOf(originB));
      expect((await b.store.scans.findById(scan_id))?.status).toBe('running');

      answer();
      const results = await waitFor(async () => events.find((event) => event.name === 'results'), (found) => found !== undefined);
      // The report as the page reads it: Gravatar answered after the reconnect.
      const report = ScanResultsResponse.parse(results?.data);
      expect(report.results.target).toBe('ada@example.com');
      expect(report.results.names).toEqual([expect.objectContaining({ value: 'Ada Example', source: 'gravatar' })]);
      expect(fallbacks).toEqual([]);
    } finally {
      stream?.close();
      answer();
      await worker.stop();
      await door.close();
    }
  });
});
