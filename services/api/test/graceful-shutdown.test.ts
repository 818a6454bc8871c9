import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { withTestMongo } from './mongo';

const mongo = withTestMongo();

// Runs the real entry point the way `pnpm start` does (tsx), on a port the OS picks.
const API_DIR = path.resolve(__dirname, '..');
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
    expect(server.output()).toContain('Shutting down');
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
