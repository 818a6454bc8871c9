import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createHealth, metrics, serveOps, type Health, type OpsServer } from '@mailscout/ops';
import { freePort, waitFor, waitForPort } from '@mailscout/test-kit/node';
import { prepareFrontDoor, type FrontDoorSpec } from '../src';

/**
 * docs/operations.md#ops-port: each process's metrics and probes are on a port of its own, which
 * the door asks for readiness (`/readyz`) and never routes a visitor to. The real nginx and
 * HAProxy, as generated, in front of two stand-in instances and a stand-in edge, each with a real
 * ops server whose readiness the test sets.
 */
jest.setTimeout(60_000);

interface Part {
  name: string;
  port: number;
  health: Health;
  ops: OpsServer;
  server: http.Server;
}

async function part(name: string, answer: (request: http.IncomingMessage, response: http.ServerResponse) => void): Promise<Part> {
  const port = await freePort();
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const health = createHealth();
  const ops = await serveOps({ host: '127.0.0.1', port: 0, health, processMetrics: false });
  return { name, port, health, ops, server };
}

let parts: Part[] = [];
let door: ChildProcess[] = [];
let url = '';
let dir = '';

beforeAll(async () => {
  const apiAnswer = (name: string) => (_request: http.IncomingMessage, response: http.ServerResponse) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name }));
  const apis = [await part('api-1', apiAnswer('api-1')), await part('api-2', apiAnswer('api-2'))];
  // The edge: pages, and an answer that is not metrics for anything else.
  const edge = await part('edge-1', (request, response) => {
    if ((request.headers.accept ?? '').includes('text/html')) response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>page</p>');
    else response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"NOT_FOUND","message":"Not found"}');
  });
  parts = [...apis, edge];
  // Something for /metrics to show, as a real process would.
  metrics.scansStarted.inc({ kind: 'email' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'door-ops-'));
  const [doorPort, balancerPort] = [await freePort(), await freePort()];
  const spec: FrontDoorSpec = {
    listen: { host: '127.0.0.1', port: doorPort },
    balancer: { host: '127.0.0.1', port: balancerPort },
    doorAddress: '127.0.0.3',
    sourceAddress: '127.0.0.2',
    apis: apis.map((api) => ({ name: api.name, host: '127.0.0.1', port: api.port, opsPort: api.ops.port })),
    edges: [{ name: edge.name, host: '127.0.0.1', port: edge.port, opsPort: edge.ops.port }],
    streamsPerInstance: 100,
    requestsPerInstance: 64,
    maxBodyBytes: 64 * 1024,
    dir,
  };
  const prepared = prepareFrontDoor(spec);
  expect(fs.readFileSync(path.join(dir, 'haproxy.cfg'), 'utf8')).toContain(`check port ${apis[0]!.ops.port}`);
  door = [prepared.haproxy, prepared.nginx].map((one) => spawn(one.command, one.args, { stdio: 'ignore', detached: true }));
  await Promise.all([waitForPort(balancerPort, { timeoutMs: 20_000 }), waitForPort(doorPort, { timeoutMs: 20_000 })]);
  url = `http://127.0.0.1:${doorPort}`;
  await waitFor(async () => ((await answeredBy(8)).size === 2 ? true : undefined), { timeoutMs: 20_000, retryErrors: true, what: 'both instances in rotation' });
});

afterAll(async () => {
  await Promise.all(
    door.map((child) => {
      const exited = new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      return exited;
    }),
  );
  for (const one of parts) {
    await one.ops.close();
    await new Promise((resolve) => one.server.close(resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

async function answeredBy(requests: number): Promise<Set<string>> {
  const names = new Set<string>();
  for (let i = 0; i < requests; i += 1) {
    const response = await fetch(`${url}/api/who`);
    if (response.status === 200) names.add(((await response.json()) as { name: string }).name);
  }
  return names;
}

test('the ops endpoints are not reachable through the door, under any path or method, while they answer on the ops port', async () => {
  const direct = await fetch(`${parts[0]!.ops.url}/metrics`);
  expect(await direct.text()).toContain('mailscout_scans_started_total');
  for (const pathName of ['/metrics', '/livez', '/readyz', '/api/metrics', '/api/readyz', '/metrics?x=1', '//metrics']) {
    for (const accept of ['*/*', 'text/html', 'application/openmetrics-text']) {
      const response = await fetch(`${url}${pathName}`, { headers: { accept } });
      const text = await response.text();
      expect({ pathName, accept, metrics: /mailscout_|# HELP|# TYPE|"checks"/.test(text) }).toEqual({ pathName, accept, metrics: false });
    }
  }
});

test("HAProxy's health check follows /readyz on the ops port: an instance not ready leaves rotation and comes back; a draining one leaves", async () => {
  const only = (name: string) => async () => {
    const names = await answeredBy(6);
    return names.size === 1 && names.has(name) ? true : undefined;
  };
  let databaseUp = false;
  parts[1]!.health.addReadinessCheck('database', () => databaseUp);
  // Out after two failed checks, one a second; back after two good ones.
  await waitFor(only('api-1'), { timeoutMs: 20_000, what: 'api-2 out of rotation' });
  databaseUp = true;
  await waitFor(async () => ((await answeredBy(6)).size === 2 ? true : undefined), { timeoutMs: 20_000, what: 'api-2 back in rotation' });

  // A shutdown marks the instance draining first (docs/operations.md#health): the door stops sending it work.
  parts[0]!.health.markDraining();
  await waitFor(only('api-2'), { timeoutMs: 20_000, what: 'api-1 out of rotation' });
});
