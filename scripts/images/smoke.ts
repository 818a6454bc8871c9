import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { freePort, waitForUrl } from '@mailscout/test-kit/node';
import { TEST_COMPANY } from '../lib/prod-company';

/**
 * Runs an image's command the one way this machine can (docs/deploy.md#images): `buildah run`
 * in a working container made from the image, chroot isolation, the host's network; resolves when
 * `url(port)` answers 2xx, then stops it. No container engine here can start the image itself.
 */
export async function smokeImage(
  image: string,
  options: { env: Record<string, string>; port: number; url: string; timeoutMs?: number },
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const container = execFileSync('buildah', ['from', '--pull-never', image], { env, encoding: 'utf8' }).trim();
  const started = Date.now();
  let output = '';
  const args = ['run', '--isolation', 'chroot', '--network', 'host', ...Object.entries(options.env).flatMap(([name, value]) => ['--env', `${name}=${value}`]), container];
  // `buildah run` without a command runs the image's own CMD in its WORKDIR, as its USER.
  const child = spawn('buildah', args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`${image} exited (code ${code}) before answering:\n${output}`))));
  try {
    await Promise.race([waitForUrl(options.url, { timeoutMs: options.timeoutMs ?? 90_000 }), exited]);
    return Date.now() - started;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output}`);
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve(undefined)));
    execFileSync('buildah', ['rm', container], { env, stdio: 'ignore' });
  }
}

/** A production rehearsal's environment for the service image (the test company, fresh secrets, the given database). */
export async function serviceSmokeEnv(mongodbUri: string): Promise<{ env: Record<string, string>; port: number }> {
  const port = await freePort();
  const secret = () => crypto.randomBytes(32).toString('base64url');
  return {
    port,
    env: {
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      MONGODB_URI: mongodbUri,
      MAILSCOUT_REHEARSAL: '1',
      SESSION_SECRET: secret(),
      OTP_SECRET: secret(),
      SUPPRESSION_KEY: secret(),
      ...TEST_COMPANY,
    },
  };
}
