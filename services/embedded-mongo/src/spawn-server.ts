import { spawn } from 'node:child_process';
import path from 'node:path';

export interface SpawnedMongo {
  uri: string;
  pid: number | undefined;
  /** SIGTERM, resolved when the process has exited. */
  stop(): Promise<void>;
}

/**
 * The embedded server in a process of its own (as production runs a database), through its CLI:
 * `args` are the CLI's (`--port 0 --memory`, `--dbpath …`), `nodeArgs` Node's (e.g. `--cpu-prof`).
 * `packageDir` runs another checkout's server (the store bench's baseline); default this one.
 * Resolves with the URI the server prints once it listens.
 */
export async function spawnEmbeddedMongo(
  args: readonly string[],
  nodeArgs: readonly string[] = [],
  packageDir = path.resolve(__dirname, '..'),
): Promise<SpawnedMongo> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (mongodb:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the embedded database exited with ${code}`)));
  });
  return {
    uri,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
