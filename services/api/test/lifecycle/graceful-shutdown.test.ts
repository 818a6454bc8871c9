import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { tcpBalancer } from '@mailscout/test-kit/node';
import { markDraining, isDraining, onDraining } from '../../src/lifecycle/draining';
import { scanWorker } from '../../src/scans/scan-worker';
import { build } from '../helper';
import { defaultSources, fakeSource, sourceSet, signedInUser, waitFor as waitForValue } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { openStream, type LiveStream, type ParsedEvent } from '../stream-harness';

const mongo = withTestMongo();

// Runs the real entry point the way `pnpm start` does (tsx), on a port the OS picks.
const API_DIR = path.resolve(__dirname, '../..');
const TSX_CLI = require.resolve('tsx/cli', { paths: [API_DIR] });
const STARTUP_TIMEOUT_MS = 15_000;

const running = new Set<ChildProcess>();
// tsx runs the server in a child process of its own: a failed test kills the whole group.
afterEach(() => {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  running.clear();
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [TSX_CLI, 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', API_HOST: '127.0.0.1', API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  /** Resolves with the first match in the output; fails if the process exits or time runs out. */
  function waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`timed out waiting for ${pattern}; output:\n${output}`)), STARTUP_TIMEOUT_MS);
      const check = () => {
        const match = pattern.exec(output);
        if (match) done(undefined, match);
      };
      const done = (error?: Error, match?: RegExpMatchArray) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve(match as RegExpMatchArray);
      };
      listeners.add(check);
      void exited.then(() => done(new Error(`process exited while waiting for ${pattern}; output:\n${output}`)));
      check();
    });
  }

  return { child, exited, waitFor, output: () => output };
}

describe('server.ts', () => {
  jest.setTimeout(30_000);

  it.each(['SIGTERM', 'SIGINT'] as const)('listens, answers, and on %s closes and exits 0', async (signal) => {
    const server = startServer({ LOG_LEVEL: 'info', MONGODB_URI: mongo.uri() });
    const [, origin] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);

    server.child.kill(signal);
    const { code } = await server.exited;

    expect(code).toBe(0);
    expect(server.output()).toContain(`api: shutting down (${signal})`);
    expect(server.output()).toContain('api: shut down');
  });

  it('exits with code 1 once SHUTDOWN_TIMEOUT has passed when a request in flight never finishes', async () => {
    const server = startServer({ LOG_LEVEL: 'info', MONGODB_URI: mongo.uri(), SHUTDOWN_TIMEOUT: '1500' });
    const [, origin] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:(\d+))/);
    // A request whose body never arrives: the server cannot finish it, so it cannot close.
    const socket = net.connect(Number(new URL(origin!).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.on('error', () => undefined);
    socket.write(`POST /api/email-lookup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`);
    // Wait for the request to be under way (the line its arrival is logged with, at info).
    await server.waitFor(/\/api\/email-lookup/);

    const sent = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    socket.destroy();

    expect(code).toBe(1);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1500);
    expect(server.output()).toContain('api: shutdown did not finish within 1500 ms; exiting with code 1');
  });

  it('refuses to start when the database cannot be reached, and says so', async () => {
    const server = startServer({ MONGODB_URI: 'mongodb://127.0.0.1:9/mailscout' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('Cannot connect to MongoDB at mongodb://127.0.0.1:9/mailscout');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses to start with a bad configuration and says what to fix', async () => {
    const server = startServer({ API_PORT: 'eighty', NODE_ENV: 'production' });

    const { code } = await server.exited;

    expect(code).toBe(1);
    expect(server.output()).toContain('- API_PORT: must be a whole number');
    expect(server.output()).toContain('- SESSION_SECRET: is required when NODE_ENV is production');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});

describe('draining (docs/deploy.md#graceful-shutdown)', () => {
  it('answers the health check 503 while the app closes, so the door takes the instance out', async () => {
    // Something the shutdown waits for (a worker handing its scans back).
    let finish!: () => void;
    const handingBack = new Promise<void>((resolve) => (finish = resolve));
    let reached!: () => void;
    const draining = new Promise<void>((resolve) => (reached = resolve));
    const api = await build({
      mongoUri: mongo.uri(),
      routes: async (app) => {
        app.addHook('preClose', async () => {
          reached();
          await handingBack;
        });
      },
    });
    const origin = await api.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    const closed = api.close();
    await draining;
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(503);
    finish();
    await closed;
  });

  it('the process-wide flag a readiness endpoint elsewhere reads: set once, listeners called once', () => {
    // Jest runs each test file in its own module registry: this flag is this file's.
    const calls: string[] = [];
    onDraining(() => calls.push('first'));
    expect(isDraining()).toBe(false);
    markDraining();
    markDraining();
    onDraining(() => calls.push('late'));
    expect(isDraining()).toBe(true);
    expect(calls).toEqual(['first', 'late']);
  });
});

describe('an event stream when its instance shuts down', () => {
  jest.setTimeout(90_000);

  it('is told to reconnect; reconnected through the balancer to the other instance, it sees the scan finish', async () => {
    const uri = mongo.uri();
    // The scan waits for Gravatar until the test lets it answer.
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
    // Instance B (in this process) and the worker; instance A is the real server.ts, streams only.
    const instanceB = await build({ mongoUri: uri, env: { SCAN_WORKER: 'off', SCAN_DEADLINE: '2 minutes', STREAM_POLL_INTERVAL: '200' }, sources: sourceSet([local, gated]) });
    const originB = await instanceB.listen({ port: 0, host: '127.0.0.1' });
    const worker = scanWorker(instanceB.lookup.deps, { id: 'worker' });
    const instanceA = startServer({ LOG_LEVEL: 'info', MONGODB_URI: uri, SCAN_WORKER: 'off', STREAM_POLL_INTERVAL: '200' });
    const [, originA] = await instanceA.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    const portOf = (origin: string) => Number(new URL(origin).port);
    // The balancer sends to A until A is out of rotation (its health check failing), then to B.
    let aInRotation = true;
    const door = tcpBalancer(() => (aInRotation ? portOf(originA!) : portOf(originB)));
    const doorOrigin = await door.listen();

    try {
      const { headers } = await signedInUser(instanceB, 'buyer@example.com', 1);
      const { scan_id } = (await instanceB.inject({ method: 'POST', url: '/api/start-scan', headers, payload: { email: 'ada@example.com', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' } })).json();
      worker.start();
      await waitForValue(() => instanceB.store.scans.findById(scan_id), (scan) => scan?.status === 'running' && scan.sources['local-checks']?.state === 'found');

      // The browser's side: follow the stream; reconnect when told to (mfe-funnel/src/api/event-stream.ts does the same).
      const url = `${doorOrigin}/api/scans/${scan_id}/events`;
      const streams: LiveStream[] = [await openStream(url, headers)];
      expect(streams[0]!.status).toBe(200);
      await waitForValue(async () => streams[0]!.events.length, (count) => count > 0);

      aInRotation = false;
      instanceA.child.kill('SIGTERM');
      await streams[0]!.ended;
      const told = streams[0]!.events.at(-1) as ParsedEvent & { data: { reason: string; reconnect: boolean; retryMs: number } };
      expect(told).toMatchObject({ event: 'close', data: { reason: 'shutdown', reconnect: true } });
      expect(streams[0]!.body()).toContain(`retry: ${told.data.retryMs}\n`);
      expect((await instanceA.exited).code).toBe(0);

      await new Promise((resolve) => setTimeout(resolve, told.data.retryMs));
      streams.push(await openStream(url, headers));
      expect(streams[1]!.status).toBe(200);
      expect(door.connections.at(-1)).toBe(portOf(originB));
      // Still running: the scan finishes while the reconnected stream follows it.
      expect((await instanceB.store.scans.findById(scan_id))?.status).toBe('running');
      answer();
      await streams[1]!.ended;
      const names = streams[1]!.events.map((event) => event.event);
      expect(names).toContain('results');
      expect(names.at(-1)).toBe('end');
      expect(streams[1]!.events).toContainEqual({ event: 'status', data: { status: 'completed' } });
    } finally {
      answer();
      await worker.stop();
      await door.close();
    }
  });
});
