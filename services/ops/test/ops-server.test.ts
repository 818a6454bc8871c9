import { createHealth, metrics, serveOps, type OpsServer } from '../src';

let ops: OpsServer | undefined;
afterEach(async () => {
  await ops?.close();
  ops = undefined;
});

const get = (path: string) => fetch(`${ops!.url}${path}`);

test('/metrics serves the catalogue in the Prometheus text format, with only what this process used', async () => {
  const health = createHealth();
  ops = await serveOps({ host: '127.0.0.1', port: 0, health, processMetrics: false });
  metrics.scansStarted.inc({ kind: 'email' });
  const response = await get('/metrics');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  expect(text).toContain('# TYPE mailscout_scans_started_total counter');
  expect(text).toMatch(/^mailscout_scans_started_total\{kind="email"\} 1$/m);
  expect(text).toMatch(/^mailscout_ready 1$/m);
  // Never used here: not served.
  expect(text).not.toContain('mailscout_edge_compositions_total');
});

test('/readyz follows its checks and reports draining once marked; /livez follows its own', async () => {
  const health = createHealth({ timeoutMs: 200 });
  let databaseUp = true;
  let turning = true;
  health.addReadinessCheck('database', () => (databaseUp ? Promise.resolve() : Promise.reject(new Error('down'))));
  health.addLivenessCheck('loop', () => turning);
  ops = await serveOps({ host: '127.0.0.1', port: 0, health, processMetrics: false });

  expect((await get('/readyz')).status).toBe(200);
  databaseUp = false;
  const down = await get('/readyz');
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ ok: false, status: 'not_ready', checks: { database: 'down' } });
  databaseUp = true;

  // A check that hangs counts as down within the timeout.
  health.addReadinessCheck('hanging', () => new Promise(() => undefined));
  expect((await get('/readyz')).status).toBe(503);

  expect((await get('/livez')).status).toBe(200);
  turning = false;
  expect((await get('/livez')).status).toBe(503);
  turning = true;

  health.markDraining();
  expect(health.draining).toBe(true);
  expect(await (await get('/readyz')).json()).toMatchObject({ ok: false, status: 'draining' });
  // Draining is not dying: the platform must not restart a process that is finishing its work.
  expect((await get('/livez')).status).toBe(200);
  expect(await (await get('/metrics')).text()).toMatch(/^mailscout_ready 0$/m);
});

test('anything else on the ops port is 404, and it answers only GET and HEAD', async () => {
  ops = await serveOps({ host: '127.0.0.1', port: 0, health: createHealth(), processMetrics: false });
  expect((await get('/api/health')).status).toBe(404);
  expect((await fetch(`${ops.url}/metrics`, { method: 'POST' })).status).toBe(405);
});
