import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from '@mailscout/test-kit/node';
import { missingBuilds } from '../lib/builds';
import { ROOT } from '../lib/services';
import { nodeCommand } from '../lib/service-builds';
import { ensureLocalBase } from './base-image';
import { serviceSmokeEnv, smokeImage } from './smoke';
import { IMAGES, stageContexts } from './stage-contexts';

/**
 * `pnpm images` (docs/deploy.md#images): every image from its container file, the way this
 * machine can — buildah, chroot isolation, on a local Debian + Node 24 base in place of
 * `node:24-bookworm-slim` — then the images' own commands run with `buildah run` until they answer:
 * the API against the embedded database (/api/health 200), the edge, the release store.
 * `--stage` only stages the build contexts (deploy/.context) for another engine (docker compose build);
 * `--run-only` runs the images built last time again.
 * Not part of `pnpm test` or CI: it takes minutes and installs buildah.
 */
const args = new Set(process.argv.slice(2));
const WORK = path.join(ROOT, '.data', 'images');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** buildah and podman need this here: no rlimits they may set, cgroupfs (docs/deploy.md#images). */
function containersEnv(): NodeJS.ProcessEnv {
  fs.mkdirSync(WORK, { recursive: true });
  const conf = path.join(WORK, 'containers.conf');
  fs.writeFileSync(conf, '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\n');
  return { ...process.env, CONTAINERS_CONF: conf };
}

function ensureTools(): void {
  const missing = ['buildah', 'podman', 'debootstrap'].filter((tool) => {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  if (os.userInfo().uid !== 0) throw new Error(`pnpm images needs ${missing.join(', ')}: apt-get install -y buildah podman debootstrap`);
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq buildah podman debootstrap'], { stdio: 'inherit' });
}

async function main() {
  const started = Date.now();
  const timings: string[] = [];
  const step = async <T>(label: string, work: () => T | Promise<T>): Promise<T> => {
    const from = Date.now();
    console.log(`▶ ${label}`);
    const result = await work();
    timings.push(`${label.padEnd(44)} ${seconds(Date.now() - from)}`);
    console.log(`◀ ${label}: ${seconds(Date.now() - from)}`);
    return result;
  };

  // --run-only: the images built last time, run again (their commands only).
  const runOnly = args.has('--run-only');
  if (!runOnly) {
    if (missingBuilds().length > 0) await step('pnpm build (the apps)', () => execFileSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' }));
    const releaseBaseUrl = process.env.RELEASE_BASE_URL ?? 'http://localhost:8081';
    await step('stage the build contexts', () => stageContexts(ROOT, releaseBaseUrl));
    if (args.has('--stage')) {
      console.log('staged deploy/.context; build with any engine from deploy/images/*.Containerfile');
      return;
    }
  }

  ensureTools();
  const env = containersEnv();
  const base = await step('local base (debootstrap + Node 24)', () => ensureLocalBase(WORK, env, args.has('--rebase')));
  for (const image of runOnly ? [] : IMAGES) {
    await step(`image ${image}`, () =>
      execFileSync(
        'buildah',
        ['bud', '--isolation', 'chroot', '--format', 'docker', '--pull-never', '--layers=false', '--build-arg', `BASE=${base.name}`,
          '-f', path.join(ROOT, 'deploy', 'images', `${image}.Containerfile`), '-t', `localhost/mailscout-${image}`, path.join(ROOT, 'deploy', '.context', image)],
        { env, stdio: 'inherit' },
      ),
    );
  }

  // The images' commands, run: the API against the embedded database on this machine (compiled, plain node).
  const mongoPort = await freePort();
  const mongoRun = nodeCommand(ROOT, 'embedded-mongo', ['--port', String(mongoPort), '--memory']);
  const mongo = spawn(mongoRun.command, mongoRun.args, { stdio: 'ignore', detached: true });
  try {
    await waitForPort(mongoPort, { timeoutMs: 30_000 });
    const service = await serviceSmokeEnv(`mongodb://127.0.0.1:${mongoPort}/images-smoke`);
    const apiUrl = `http://127.0.0.1:${service.port}`;
    // The ops ports on free ports too: the images run on this machine's network.
    const [apiOpsPort, edgeOpsPort] = [await freePort(), await freePort()];
    const apiMs = await step('run: service image, GET /api/health', () => smokeImage('localhost/mailscout-service', { env: { ...service.env, OPS_HOST: '127.0.0.1', OPS_PORT: String(apiOpsPort) }, port: service.port, url: `${apiUrl}/api/health` }, env));
    console.log(`the API image answered /api/health 200 after ${seconds(apiMs)}`);
    const edgePort = await freePort();
    await step('run: edge image, GET /runtime-config.json', () =>
      smokeImage('localhost/mailscout-edge', { env: { EDGE_HOST: '127.0.0.1', EDGE_PORT: String(edgePort), EDGE_OPS_HOST: '127.0.0.1', EDGE_OPS_PORT: String(edgeOpsPort), EDGE_API_URLS: apiUrl, MAILSCOUT_REHEARSAL: '1' }, port: edgePort, url: `http://127.0.0.1:${edgePort}/runtime-config.json` }, env),
    );
    const storePort = await freePort();
    const [remote] = fs.readdirSync(path.join(ROOT, 'deploy', '.context', 'release-store', 'releases')).filter((name) => !name.includes('.'));
    const remoteDir = path.join(ROOT, 'deploy', '.context', 'release-store', 'releases', remote ?? '');
    const release = fs.readdirSync(remoteDir).find((name) => fs.statSync(path.join(remoteDir, name)).isDirectory());
    await step('run: release-store image, GET a manifest', () =>
      smokeImage('localhost/mailscout-release-store', { env: { RELEASE_STORE_HOST: '127.0.0.1', RELEASE_STORE_PORT: String(storePort) }, port: storePort, url: `http://127.0.0.1:${storePort}/${remote}/${release}/mf-manifest.json` }, env),
    );
    const standInPort = await freePort();
    await step('run: stand-ins image, GET /_emulator/health', () =>
      smokeImage('localhost/mailscout-stand-ins', { env: { STRIPE_EMULATOR_HOST: '127.0.0.1', STRIPE_EMULATOR_PORT: String(standInPort) }, port: standInPort, url: `http://127.0.0.1:${standInPort}/_emulator/health` }, env),
    );
  } finally {
    if (mongo.pid) process.kill(-mongo.pid, 'SIGTERM');
  }
  console.log(`\n${timings.join('\n')}\nall images built and answering in ${seconds(Date.now() - started)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
