import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findDoorBinaries, INSTALL_SCRIPT, prepareFrontDoor } from '@mailscout/front-door';
import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
import { bundleServices } from './lib/bundle-service';
import { missingBuilds, SHELL_BUILD_DIR } from './lib/builds';
import { exitOf, runOnce, waitForPort } from './lib/processes';
import { parseProdArgs } from './lib/prod-args';
import { missingCompanyVariables, TEST_COMPANY } from './lib/prod-company';
import { prodPorts } from './lib/prod-ports';
import { waitForHealth } from './lib/prod-health';
import { writeProdRuntimeConfig } from './lib/prod-runtime-config';
import { sharedSecrets } from './lib/prod-secrets';
import { releasesForTopology } from './lib/prod-releases';
import { prodTopology, REHEARSAL_VARIABLE, type ProdService } from './lib/prod-topology';
import { ROOT } from './lib/services';
import { SERVICE_BUILDS } from './lib/service-builds';
import { supervise, type Supervised } from './lib/supervisor';

/** nginx and HAProxy from Debian's packages, installed the way CI installs Chromium when they are missing and we may. */
function ensureDoorBinaries(): void {
  if (findDoorBinaries()) return;
  if (os.userInfo().uid === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`installing the front door (nginx, HAProxy) with ${path.relative(ROOT, INSTALL_SCRIPT)}`);
    execFileSync('bash', [INSTALL_SCRIPT], { stdio: 'inherit' });
  }
}

/**
 * `pnpm start:prod`: the production topology on one machine without containers — the front door
 * (nginx, then HAProxy balancing with health checks), two API instances, one scan worker, the edge
 * composing pages, one MongoDB (embedded, or MONGODB_URI), and the stand-ins for outside services,
 * each restarted when it dies. docs/deploy.md describes each deployable from what this starts.
 */
async function main() {
  const args = parseProdArgs(process.argv.slice(2));
  // The instances run as production, which names the company; say so before anything starts.
  if (args.testCompany) for (const [name, value] of Object.entries(TEST_COMPANY)) process.env[name] ||= value;
  const missing = missingCompanyVariables(process.env);
  if (missing.length > 0) {
    throw new Error(
      `start:prod runs the API as production, which names the company that runs the service (docs/decisions.md#company-identity).\n` +
        `Set ${missing.join(', ')} in the environment, or pass --test-company to rehearse with a company named as a test.`,
    );
  }
  const dataDir = path.resolve(ROOT, args.dataDir);
  if (args.build || missingBuilds().length > 0) execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
  // Our services run compiled, with plain node (docs/deploy.md#compiled-services). Compiling them
  // takes seconds, so it happens at every start: a rehearsal never runs code older than its sources.
  else await bundleServices(ROOT, SERVICE_BUILDS);
  if (args.frontDoor) ensureDoorBinaries();

  const ports = prodPorts(args.webPort, args.servicePort, args.instances);
  // The remotes are served from the release store (as `pnpm release` fills it), on its own origin.
  const store = path.resolve(ROOT, process.env.RELEASE_STORE ?? '.releases');
  const storeUrl = `http://localhost:${ports.store}`;
  const streamsPerInstance = Number(process.env.STREAMS_MAX ?? 1000);
  const topology = prodTopology(
    {
      root: ROOT,
      ports,
      dataDir,
      mongodbUri: process.env.MONGODB_URI,
      memory: args.memory,
      secrets: sharedSecrets(dataDir),
      pinHeader: args.pinHeader,
      frontDoor: args.frontDoor,
      streamsPerInstance: Number.isInteger(streamsPerInstance) && streamsPerInstance > 0 ? streamsPerInstance : 1000,
    },
    store,
    SHELL_BUILD_DIR,
  );
  const runtimeConfigFile = path.join(dataDir, 'runtime-config.json');
  const { manifestUrls, inStore } = await releasesForTopology(ROOT, store, storeUrl);
  writeProdRuntimeConfig(SHELL_BUILD_DIR, runtimeConfigFile, manifestUrls, inStore);
  // Written and checked by nginx and HAProxy before anything starts: a refused configuration stops here.
  const door = topology.frontDoor ? prepareFrontDoor(topology.frontDoor) : undefined;

  const parts: Supervised[] = [];
  let started = false;
  const stopAll = (code: number) => {
    for (const part of parts.reverse()) part.stop();
    process.exit(code);
  };
  // Ctrl+C or SIGTERM: our processes first (each drains by its own bound and hands its scans back
  // through MongoDB, docs/deploy.md#graceful-shutdown), then MongoDB and the stand-ins; waiting for
  // each, so nothing is stopped under a process still using it.
  const backing = new Set(topology.standIns.map((spec) => spec.name));
  const stopParts = (which: (part: Supervised) => boolean) => {
    const chosen = [...parts].reverse().filter(which);
    const running = chosen.map((part) => part.current());
    for (const part of chosen) part.stop();
    return Promise.all(running.map(exitOf));
  };
  gracefulShutdown({
    name: 'start:prod',
    timeoutMs: 60_000,
    log: consoleShutdownLog(),
    steps: [
      { name: 'stop the door, the edge, the worker and the instances', run: () => stopParts((part) => !backing.has(part.name)) },
      { name: 'stop MongoDB and the stand-ins', run: () => stopParts((part) => backing.has(part.name)) },
    ],
  });

  const start = (spec: ProdService) => {
    parts.push(
      supervise(ROOT, spec, {
        // Once everything is up, a part that dies is restarted; while starting, half a topology is no topology.
        restarting: () => started,
        onGiveUp: (name, code, signal) => {
          console.error(`[${name}] exited (${signal ?? `code ${code}`}) while starting; stopping everything`);
          stopAll(1);
        },
      }),
    );
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
  await waitForPort(topology.edge.port);
  if (door && topology.frontDoor) {
    start({ name: door.haproxy.name, cwd: '.', command: door.haproxy.command, args: door.haproxy.args, port: topology.frontDoor.balancer.port });
    await waitForPort(topology.frontDoor.balancer.port);
    start({ name: door.nginx.name, cwd: '.', command: door.nginx.command, args: door.nginx.args, port: topology.frontDoor.listen.port });
    await waitForPort(topology.frontDoor.listen.port);
  }
  await waitForHealth(`${topology.siteUrl.replace('localhost', '127.0.0.1')}/api/health`);
  started = true;

  const local = (port: number) => `http://127.0.0.1:${port}`;
  console.log(
    [
      '',
      `MailScout production topology is running: ${topology.siteUrl}`,
      `  REHEARSAL (${REHEARSAL_VARIABLE}=1 on every process): production on this machine's stand-ins; production never sets it (docs/deploy.md#rehearsal)`,
      topology.frontDoor
        ? `  front door: nginx on ${topology.siteUrl} → HAProxy ${local(ports.balancer)} (statistics ${local(ports.doorStats)}, metrics ${local(ports.doorStats)}/metrics; access log ${path.relative(ROOT, path.join(topology.frontDoor.dir, 'access.log'))})`
        : '  no front door: the edge takes visitors and balances /api in turn (--no-front-door)',
      `  API instances: ${ports.apis.map(local).join(', ')}; edge ${local(topology.edge.port)}`,
      `  ops ports (/metrics, /livez, /readyz; docs/operations.md#ops-port): API ${ports.ops.apis.map(local).join(', ')}; worker ${local(ports.ops.worker)}; edge ${local(ports.ops.edge)}`,
      `  scan worker: 1 process; MongoDB: ${process.env.MONGODB_URI ? 'MONGODB_URI' : `embedded on ${ports.mongo}${args.memory ? ' (in memory)' : ` (${path.relative(ROOT, dataDir)}/mongo)`}`}`,
      `  inbox (MailDev): ${local(ports.mailUi)}; Stripe emulator: ${topology.stripeUrl}`,
      `  release store ${path.relative(ROOT, store) || store} on ${storeUrl}; to promote into this topology:`,
      `    RELEASE_BASE_URL=${storeUrl} RUNTIME_CONFIG_FILE=${path.relative(ROOT, runtimeConfigFile)} pnpm release promote <remote> <release>`,
      'A part that dies is restarted (1 s, doubling to 30 s). Ctrl+C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
