import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_DIR, waitFor } from './helpers';

export interface ChildServer {
  child: ChildProcess;
  uri: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs src/cli.ts in its own process (tsx registered in-process, so signals reach the server itself). */
export async function spawnServer(args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const uri = await waitFor<string | undefined>(
    () => {
      if (gone) throw new Error(`server exited early:\n${output}`);
      return /listening on (mongodb:\/\/\S+)/.exec(output)?.[1];
    },
    { timeoutMs: 20_000 },
  );
  return { child, uri: uri as string, output: () => output, exited };
}
