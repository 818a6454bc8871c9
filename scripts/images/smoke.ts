import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { freePort, waitForUrl } from '@mailscout/test-kit/node';
import { STRIPE_EMULATOR_KEYS } from '@mailscout/api/config';
import { TEST_COMPANY } from '../lib/prod-company';

/**
 * Runs an image's command the one way this machine can (docs/deploy.md#images): `buildah run`
 * in a working container made from the image, chroot isolation, the host's network; resolves with
 * the time until `url` answered 2xx and the image's own HEALTHCHECK passed inside it, then stops
 * it. No container engine here can start the image itself.
 */
export async function smokeImage(
  image: string,
  options: { env: Record<string, string>; port: number; url: string; timeoutMs?: number },
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const container = execFileSync('buildah', ['from', '--pull-never', image], { env, encoding: 'utf8' }).trim();
  const started = Date.now();
  let output = '';
  let child: ChildProcess | undefined;
  try {
    // The image's own command and health check (buildah run takes WORKDIR and USER from the image, not CMD).
    const config = JSON.parse(execFileSync('buildah', ['inspect', '--type', 'container', container], { env, encoding: 'utf8' })) as ImageConfig;
    const command = config.OCIv1.config.Cmd ?? [];
    const health = config.Docker.config.Healthcheck?.Test ?? [];
    const runArgs = ['run', '--isolation', 'chroot', '--network', 'host', ...Object.entries(options.env).flatMap(([name, value]) => ['--env', `${name}=${value}`]), container, '--'];
    child = spawn('buildah', [...runArgs, ...command], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<never>((_, reject) => child?.on('exit', (code) => reject(new Error(`${image} exited (code ${code}) before answering`))));
    await Promise.race([waitForUrl(options.url, { timeoutMs: options.timeoutMs ?? 90_000 }), exited]);
    const answeredMs = Date.now() - started;
    // Its HEALTHCHECK, run inside it as the engine would: exit 0 while it answers.
    if (health[0] !== 'CMD') throw new Error(`${image} has no HEALTHCHECK CMD`);
    execFileSync('buildah', [...runArgs, ...health.slice(1)], { env, stdio: 'pipe' });
    return answeredMs;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output}`);
  } finally {
    if (child?.pid && child.exitCode === null) {
      const stopped = new Promise((resolve) => child?.on('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await stopped;
    }
    execFileSync('buildah', ['rm', container], { env, stdio: 'ignore' });
  }
}

interface ImageConfig {
  OCIv1: { config: { Cmd?: string[] } };
  Docker: { config: { Healthcheck?: { Test?: string[] } } };
}

/** A production rehearsal's environment for the service image (the test company, fresh secrets, the given database, no Stripe). */
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
      // Stripe is not asked here: its stand-in's keys (a rehearsal may), and an address where nothing listens.
      ...STRIPE_EMULATOR_KEYS,
      STRIPE_API_URL: `http://127.0.0.1:${await freePort()}`,
    },
  };
}
