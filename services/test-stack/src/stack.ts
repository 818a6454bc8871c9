import fs from 'node:fs';
import path from 'node:path';
import { buildDirOf, HOST, REMOTE_NAMES, remoteApp, runtimeRemotes, type RemoteName } from '@mailscout/app-manifest';
import { serveApp } from '@mailscout/edge';

/** The repository's root (this file is services/test-stack/src/stack.ts). */
export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const REMOTES = REMOTE_NAMES;
export type { RemoteName };

function version(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function remoteDist(name: RemoteName): string {
  const dir = path.join(ROOT, remoteApp(name).dir);
  return path.join(dir, buildDirOf('remote', version(dir)));
}

export const SHELL_DIST = path.join(ROOT, HOST.dir, buildDirOf('host', ''));

export interface StackOptions {
  shellPort: number;
  remotePorts: Record<RemoteName, number>;
  apiUrl: string;
  /** The Stripe emulator, whose Stripe.js the shell's CSP must allow. */
  stripeUrl?: string;
  /** The data sources' stand-in, whose photos reports show. */
  sourcesUrl?: string;
  /** Serve a remote from another build folder (another release of it). */
  remoteDirs?: Partial<Record<RemoteName, string>>;
  /** Leave a remote's server stopped (its manifest URL is still in the runtime config). */
  skip?: RemoteName[];
}

export interface Stack {
  url: string;
  /** The runtime configuration the running edge reads (a promotion rewrites it). */
  runtimeConfigFile: string;
  startRemote(name: RemoteName): Promise<void>;
  stopRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

/** Writes a runtime configuration naming where each remote's manifest is served. */
export function writeRuntimeConfig(remotePorts: Record<RemoteName, number>): string {
  fs.mkdirSync(path.join(ROOT, 'e2e', '.tmp'), { recursive: true });
  const file = path.join(fs.mkdtempSync(path.join(ROOT, 'e2e', '.tmp', 'config-')), 'runtime-config.json');
  const remotes = runtimeRemotes((name) => `http://localhost:${remotePorts[name]}/mf-manifest.json`);
  fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: '', remotes }, null, 2));
  return file;
}

/**
 * A server that does not close in time fails the test naming what hung, rather than running into
 * the test's timeout, which names no step when the wait is not a Playwright call.
 */
async function closeWithin(server: { close(): Promise<unknown> }, what: string, ms = 10_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not close within ${ms / 1000} s`)), ms);
  });
  try {
    await Promise.race([server.close(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The unchanged shell build plus the four remotes' builds, each on its own origin. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const servers = new Map<RemoteName, Awaited<ReturnType<typeof serveApp>>>();
  const startRemote = async (name: RemoteName) => {
    const root = options.remoteDirs?.[name] ?? remoteDist(name);
    servers.set(name, await serveApp({ kind: 'remote', root, port: options.remotePorts[name], host: 'localhost', cutConnectionsOnClose: true }));
  };
  await Promise.all(REMOTES.filter((name) => !options.skip?.includes(name)).map(startRemote));
  const runtimeConfigFile = writeRuntimeConfig(options.remotePorts);
  const shell = await serveApp({
    kind: 'shell',
    root: SHELL_DIST,
    port: options.shellPort,
    host: 'localhost',
    // Stopping the stack under a page still loading must not wait for its keep-alive connections.
    cutConnectionsOnClose: true,
    apiUrl: options.apiUrl,
    stripeUrl: options.stripeUrl,
    sourcesUrl: options.sourcesUrl,
    runtimeConfigFile,
  });
  return {
    url: `http://localhost:${options.shellPort}`,
    runtimeConfigFile,
    startRemote,
    async stopRemote(name) {
      const server = servers.get(name);
      if (server) await closeWithin(server, `the ${name} remote's server`);
      servers.delete(name);
    },
    async close() {
      await Promise.all([...servers].map(([name, server]) => closeWithin(server, `the ${name} remote's server`)));
      await closeWithin(shell, "the stack's shell server");
    },
  };
}
