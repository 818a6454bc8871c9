import { spawn } from 'node:child_process';
import { startSourceStubs } from './index';

/**
 * `tsx services/source-stubs/src/with-stand-ins.ts <command> [args…]`: starts the source stand-ins
 * on free ports, runs the command with every API setting pointing at them in its environment (the
 * source catalogue's stand-in settings), then stops them and exits with the command's status.
 * `pnpm sources:selftest` runs the API's profile-site self-test through it, so the API needs no
 * import of the stand-ins and the stand-ins none of the API (docs/conventions.md#boundaries).
 */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: with-stand-ins.ts <command> [args…]');
  const stubs = await startSourceStubs({ port: 0 });
  try {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...stubs.env } });
    process.exitCode = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await stubs.close();
  }
}

main().catch((error: unknown) => {
  console.error('[source-stubs] with-stand-ins failed', error);
  process.exit(1);
});
