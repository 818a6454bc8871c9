import { spawn, type ChildProcess } from 'node:child_process';
import { waitForPort as waitForTcpPort } from '@mailscout/test-kit/node';

export interface ServiceSpec {
  name: string;
  /** Working directory, relative to the repository root. */
  cwd: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** The service counts as up when this TCP port accepts connections. */
  port: number;
}

/** Resolves once something accepts TCP connections on the port, or rejects after the timeout (the test kit's). */
export function waitForPort(port: number, timeoutMs = 120_000, host = '127.0.0.1'): Promise<void> {
  return waitForTcpPort(port, { timeoutMs, host });
}

/** Starts a service with its output prefixed by its name, so one terminal shows them all. */
export function startService(root: string, spec: ServiceSpec): ChildProcess {
  const child = spawn(spec.command, spec.args, {
    cwd: `${root}/${spec.cwd}`,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it stops its children too
  });
  const prefix = `[${spec.name}]`.padEnd(12);
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  return child;
}

export function stopService(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

/** Resolves once the child has exited (at once if it already has). */
export function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A one-off step (the records seed, say) run to its end; a failure is reported and the start goes on. */
export function runOnce(root: string, step: Omit<ServiceSpec, 'port'>): Promise<void> {
  const child = startService(root, { ...step, port: 0 });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (code !== 0) console.error(`[${step.name}] exited with code ${code}`);
      resolve();
    });
  });
}
