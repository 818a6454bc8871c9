import pino from 'pino';
import { REQUEST_ID_PATTERN } from '@mailscout/logging';
import { loggerOptions } from '../../src/logging/logger-options';
import { scanWorker } from '../../src/scans/scan-worker';
import { build, captureLogs } from '../helper';
import { defaultSources, signedInUser, sourceSet, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';

/**
 * docs/architecture.md#request-id: one id per request, handed on only by our own proxies, on every
 * log line of the request and of the scan it starts (in the worker process too), and sent back to
 * the browser in X-Request-Id; and docs/deploy.md#logs: nothing personal in any of those lines.
 */
const mongo = withTestMongo();

// The door's two addresses, as start:prod sets TRUST_PROXY (docs/deploy.md#front-door).
const DOOR = '127.0.0.2';
const ENV = { TRUST_PROXY: `${DOOR},127.0.0.3`, LOG_LEVEL: 'info' };

describe('the request id in the API', () => {
  it('replaces an id a client sends directly, with a new one of the safe shape, sent back and logged', async () => {
    const logs = captureLogs();
    const api = await build({ env: ENV, logStream: logs.stream });
    const response = await api.inject({ url: '/api/recent-lookups', remoteAddress: '203.0.113.7', headers: { 'x-request-id': 'chosen-by-the-client-0001' } });
    const id = String(response.headers['x-request-id']);
    expect(id).not.toBe('chosen-by-the-client-0001');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const completed = logs.lines().find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ level: 'info', process: 'api', requestId: id, route: '/api/recent-lookups', method: 'GET', status: response.statusCode, durationMs: expect.any(Number) });
    expect(typeof completed?.time).toBe('string');
    expect(logs.text()).not.toContain('chosen-by-the-client');
  });

  it('keeps the id the front door sends, and replaces one of an unsafe shape even from the door', async () => {
    const logs = captureLogs();
    const api = await build({ env: ENV, logStream: logs.stream });
    const kept = await api.inject({ url: '/api/recent-lookups', remoteAddress: DOOR, headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } });
    expect(kept.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    for (const unsafe of ['short', 'x'.repeat(65), 'has space in it', 'a"quote"0123', 'ada@example.com0']) {
      const replaced = await api.inject({ url: '/api/recent-lookups', remoteAddress: DOOR, headers: { 'x-request-id': unsafe } });
      expect(replaced.headers['x-request-id']).not.toBe(unsafe);
      expect(String(replaced.headers['x-request-id'])).toMatch(REQUEST_ID_PATTERN);
    }
    const lines = logs.lines().filter((line) => line.requestId === '0123456789abcdef0123456789abcdef');
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('sends the id with an error answer too', async () => {
    const api = await build({ env: { ...ENV, LOG_LEVEL: 'silent' } });
    const response = await api.inject({ url: '/api/no-such-route', remoteAddress: DOOR, headers: { 'x-request-id': 'door-made-id-000001' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('door-made-id-000001');
  });
});

describe('one scan under one request id, from the API to the worker and its sources', () => {
  it('is stored on the job and on every worker line about it, and no line carries an address, code, token or cookie', async () => {
    const apiLogs = captureLogs();
    const workerLogs = captureLogs();
    const api = await build({ mongoUri: mongo.uri(), env: { ...ENV, SCAN_WORKER: 'off' }, logStream: apiLogs.stream, sources: sourceSet(Object.values(defaultSources())) });
    // The worker process's logger (lifecycle/run-scan-worker.ts) on the same database.
    const worker = scanWorker({ ...api.lookup.deps, log: pino(loggerOptions(api.config, undefined, 'worker'), workerLogs.stream) }, { id: 'worker-test' });
    worker.start();
    try {
      const { headers } = await signedInUser(api, 'buyer@example.com', 1);
      const requestId = 'f00dfeedf00dfeedf00dfeedf00dfeed';
      const started = await api.inject({
        method: 'POST',
        url: '/api/start-scan',
        remoteAddress: DOOR,
        headers: { ...headers, 'x-request-id': requestId, cookie: 'authToken=cookie-secret-1' },
        payload: { email: 'ada.lovelace@example.com', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' },
      });
      expect(started.statusCode).toBe(200);
      expect(started.headers['x-request-id']).toBe(requestId);
      const scanId = started.json().scan_id as string;
      expect((await api.store.scans.findById(scanId))?.startRequestId).toBe(requestId);

      await waitFor(async () => (await api.store.scans.findById(scanId))?.status, (status) => status === 'completed');
      const finished = await waitFor(async () => workerLogs.lines(), (lines) => lines.some((line) => line.msg === 'scan finished'));
      const aboutScan = finished.filter((line) => line.scanId === scanId);
      expect(aboutScan.map((line) => line.msg)).toEqual(expect.arrayContaining(['scan claimed', 'source answered', 'scan finished']));
      for (const line of aboutScan) expect(line).toMatchObject({ process: 'worker', requestId, time: expect.any(String), level: expect.any(String) });
      const answered = aboutScan.filter((line) => line.msg === 'source answered');
      expect(answered.length).toBe(Object.values(defaultSources()).filter((source) => source.takes.includes('email')).length);
      for (const line of answered) expect(line).toEqual(expect.objectContaining({ source: expect.any(String), state: expect.any(String), durationMs: expect.any(Number) }));

      const startLine = apiLogs.lines().find((line) => line.msg === 'request completed' && line.route === '/api/start-scan');
      expect(startLine).toMatchObject({ process: 'api', requestId, status: 200 });

      const token = headers.authorization.replace('Bearer ', '');
      const everything = apiLogs.text() + workerLogs.text();
      for (const secret of ['ada.lovelace@example.com', 'buyer@example.com', 'ada.lovelace%40example.com', token, 'cookie-secret-1']) expect(everything).not.toContain(secret);
    } finally {
      await worker.stop();
    }
  });
});
