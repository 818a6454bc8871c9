import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acceptsConnections, waitFor } from '@mailscout/test-kit/node';
import { ROOT } from './stack';

async function waitForPort(port: number, exited: () => number | null, timeoutMs = 60_000): Promise<void> {
  const listening = () => {
    // A crash at start-up (its error is on stderr above) fails at once instead of after a minute.
    const code = exited();
    if (code !== null) throw new Error(`API exited with code ${code} before listening on ${port}`);
    return acceptsConnections(port);
  };
  await waitFor(listening, { timeoutMs, intervalMs: 200, what: `the API listening on ${port}` });
}

/**
 * The synthetic people of docs/decisions.md#stand-ins into the records index, with the API's import command.
 * Asynchronous on purpose: the embedded MongoDB runs in this process and must keep answering.
 */
export async function seedRecords(mongoUri: string): Promise<void> {
  const dir = path.join(ROOT, 'services', 'api');
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/records/import-cli.ts', path.join(dir, 'data', 'synthetic-records.jsonl')], {
    cwd: dir,
    env: { ...process.env, MONGODB_URI: mongoUri, NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`records:import exited with code ${code}`);
}

/** The real API as its own process, as `pnpm start` runs it. */
export async function startApi(port: number, env: Record<string, string> = {}): Promise<{ stop(): Promise<void> }> {
  const dir = path.join(ROOT, 'services', 'api');
  if (!fs.existsSync(path.join(dir, 'src', 'server.ts'))) return { stop: async () => undefined };
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: dir,
    env: { ...process.env, API_PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(port, () => child.exitCode);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
