import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedMongo } from '@mailscout/embedded-mongo';
import { createHealth } from '@mailscout/ops';
import { waitFor } from '@mailscout/test-kit/node';
import { CircuitBreakers } from '../../src/scans/circuit-breaker';
import { ProgressBus } from '../../src/scans/progress-bus';
import { SourceRateLimiter } from '../../src/scans/rate-limiter';
import { serveWorkerOps, watchScanEngine, WORKER_LIVE_WITHIN_MS } from '../../src/scans/scan-ops';
import { scanWorker } from '../../src/scans/scan-worker';
import { connectStore } from '../../src/store/connect';
import { createStore } from '../../src/store/create-store';
import { build, testConfig } from '../helper';
import { sourceSet, defaultSources } from '../lookup-engine-harness';

// docs/operations.md#health: /readyz on the ops port follows the database, and draining.
jest.setTimeout(60_000);

const statusOf = async (url: string) => (await fetch(url)).status;
/** Waits until the probe answers `status` (probes are asked again and again, as a platform does). */
const until = (url: string, status: number) => waitFor(async () => ((await statusOf(url)) === status ? true : null), { timeoutMs: 20_000, intervalMs: 100, what: `${url} → ${status}` });

async function stoppableMongo() {
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'readiness-'));
  const server = await startEmbeddedMongo({ port: 0, dbPath });
  return { dbPath, server, uri: `mongodb://127.0.0.1:${server.port}/readiness` };
}

it("the API's /readyz answers 503 while the database is stopped and 200 once it is back; /livez stays 200", async () => {
  const mongo = await stoppableMongo();
  const api = await build({ mongoUri: mongo.uri });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const ops = await api.startOps();
  expect(await statusOf(`${ops.url}/readyz`)).toBe(200);

  await mongo.server.stop();
  await until(`${ops.url}/readyz`, 503);
  expect(await (await fetch(`${ops.url}/readyz`)).json()).toMatchObject({ status: 'not_ready', checks: { database: 'down' } });
  expect(await statusOf(`${ops.url}/livez`)).toBe(200);
  // The old health route is kept and agrees.
  expect((await api.inject({ url: '/api/health' })).statusCode).toBe(503);

  const again = await startEmbeddedMongo({ port: mongo.server.port, dbPath: mongo.dbPath });
  try {
    await until(`${ops.url}/readyz`, 200);
  } finally {
    await api.close();
    await again.stop();
  }
});

it('the worker is ready while it claims jobs and its database answers, live while its loop turns, and not ready once draining', async () => {
  const mongo = await stoppableMongo();
  const config = testConfig({ MONGODB_URI: mongo.uri });
  const { client, db } = await connectStore(config.mongodbUri, { serverSelectionTimeoutMS: 1000 });
  const store = createStore(db);
  const log = pino({ level: 'silent' });
  const worker = scanWorker({
    config,
    store,
    sources: sourceSet(Object.values(defaultSources()))(),
    bus: new ProgressBus(),
    limiter: new SourceRateLimiter(),
    breakers: new CircuitBreakers(),
    hashTarget: (value) => value,
    isSuppressed: async () => false,
    log,
  });
  let drain: (() => void) | undefined;
  const ops = await serveWorkerOps({ config, store, db, worker, onDraining: (listener) => (drain = listener) });
  try {
    // Not claiming yet: not ready.
    expect(await statusOf(`${ops.url}/readyz`)).toBe(503);
    worker.start();
    await until(`${ops.url}/readyz`, 200);
    expect(await statusOf(`${ops.url}/livez`)).toBe(200);
    const metrics = await (await fetch(`${ops.url}/metrics`)).text();
    expect(metrics).toMatch(/^mailscout_worker_loop_age_seconds \d/m);
    expect(metrics).toMatch(/^mailscout_scan_queue_depth 0$/m);

    await mongo.server.stop();
    await until(`${ops.url}/readyz`, 503);
    const again = await startEmbeddedMongo({ port: mongo.server.port, dbPath: mongo.dbPath });
    try {
      await until(`${ops.url}/readyz`, 200);
      drain!();
      expect(await (await fetch(`${ops.url}/readyz`)).json()).toMatchObject({ ok: false, status: 'draining' });
      expect(await statusOf(`${ops.url}/livez`)).toBe(200);
    } finally {
      await worker.stop();
      await client.close();
      await again.stop();
    }
  } finally {
    await ops.close();
  }
});

it("a worker whose loop has not turned for WORKER_LIVE_WITHIN_MS is not live (the platform restarts it)", async () => {
  const mongo = await stoppableMongo();
  const { client, db } = await connectStore(mongo.uri);
  const health = createHealth();
  let lastTurn = Date.now();
  const unwatch = watchScanEngine(health, createStore(db), { lastTurnAt: () => lastTurn, claiming: true });
  try {
    expect((await health.liveness()).ok).toBe(true);
    lastTurn = Date.now() - WORKER_LIVE_WITHIN_MS - 1;
    expect(await health.liveness()).toMatchObject({ ok: false, checks: { 'scan-worker-loop': 'down' } });
  } finally {
    unwatch();
    await client.close();
    await mongo.server.stop();
  }
});
