import type { ChildProcess } from 'node:child_process';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { missingBuilds, SHELL_BUILD_DIR } from './lib/builds';
import { runOnce, startService, stopService, waitForPort } from './lib/processes';
import { parseProdArgs } from './lib/prod-args';
import { prodPorts } from './lib/prod-ports';
import { waitForHealth } from './lib/prod-health';
import { writeProdRuntimeConfig } from './lib/prod-runtime-config';
import { sharedSecrets } from './lib/prod-secrets';
import { releasesForTopology } from './lib/prod-releases';
import { prodTopology, type ProdService } from './lib/prod-topology';
import { ROOT } from './lib/services';

/**
 * `pnpm start:prod` (issue 17.5): the production topology on one machine without containers —
 * the edge serving the production builds, two API instances behind it (round robin), one scan
 * worker, one MongoDB (embedded, or MONGODB_URI), and the stand-ins for outside services.
 * docs/deploy.md describes each deployable from what this starts.
 */
async function main() {
  const args = parseProdArgs(process.argv.slice(2));
  const dataDir = path.resolve(ROOT, args.dataDir);
  if (args.build || missingBuilds().length > 0) execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });

  const ports = prodPorts(args.webPort, args.servicePort, args.instances);
  // The remotes are served from the release store (as `pnpm release` fills it), on its own origin.
  const store = path.resolve(ROOT, process.env.RELEASE_STORE ?? '.releases');
  const storeUrl = `http://localhost:${ports.store}`;
  const topology = prodTopology(
    { root: ROOT, ports, dataDir, mongodbUri: process.env.MONGODB_URI, memory: args.memory, secrets: sharedSecrets(dataDir), pinHeader: args.pinHeader },
    store,
    SHELL_BUILD_DIR,
  );
  const runtimeConfigFile = path.join(dataDir, 'runtime-config.json');
  const { manifestUrls, inStore } = releasesForTopology(ROOT, store, storeUrl);
  writeProdRuntimeConfig(SHELL_BUILD_DIR, runtimeConfigFile, manifestUrls, inStore);

  const children: ChildProcess[] = [];
  let started = false;
  const stopAll = (code: number) => {
    for (const child of children.reverse()) stopService(child);
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  const start = (spec: ProdService) => {
    const child = startService(ROOT, spec);
    children.push(child);
    child.on('exit', (code) => {
      if (started) console.error(`[${spec.name}] exited with code ${code}`);
      else {
        // Half a topology is no topology: a part that dies while starting stops the rest.
        console.error(`[${spec.name}] exited with code ${code} while starting; stopping everything`);
        stopAll(1);
      }
    });
    return child;
  };

  for (const spec of topology.standIns) {
    start(spec);
    await waitForPort(spec.port);
  }
  await runOnce(ROOT, topology.seed);
  // The first instance synchronises the price catalogue into Stripe before the others start, so
  // two instances never create the same prices at once; the others then find them by lookup key.
  const [first, ...others] = topology.apis;
  for (const group of [first ? [first] : [], others]) {
    for (const spec of group) start(spec);
    await Promise.all(group.map((spec) => waitForHealth(`http://127.0.0.1:${spec.port}/api/health`)));
  }
  start(topology.worker);
  start(topology.edge);
  await waitForPort(ports.edge);
  await waitForHealth(`http://127.0.0.1:${ports.edge}/api/health`);
  started = true;

  console.log(
    [
      '',
      `MailScout production topology is running: ${topology.edgeUrl}`,
      `  API instances (round robin behind the edge): ${ports.apis.map((port) => `http://127.0.0.1:${port}`).join(', ')}`,
      `  scan worker: 1 process; MongoDB: ${process.env.MONGODB_URI ? 'MONGODB_URI' : `embedded on ${ports.mongo}${args.memory ? ' (in memory)' : ` (${path.relative(ROOT, dataDir)}/mongo)`}`}`,
      `  inbox (MailDev): http://127.0.0.1:${ports.mailUi}; Stripe emulator: ${topology.stripeUrl}`,
      `  release store ${path.relative(ROOT, store) || store} on ${storeUrl}; to promote into this topology:`,
      `    RELEASE_BASE_URL=${storeUrl} RUNTIME_CONFIG_FILE=${path.relative(ROOT, runtimeConfigFile)} pnpm release promote <remote> <release>`,
      '(Ctrl+C stops everything)',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
