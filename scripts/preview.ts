import { execSync, type ChildProcess } from 'node:child_process';
import { serveApp } from '@mailscout/edge';
import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
import { missingBuilds, REMOTE_NAMES, remoteBuildDir, SHELL_BUILD_DIR } from './lib/builds';
import { exitOf, runOnce, startService, stopService, waitForPort } from './lib/processes';
import { devServices, PORTS, ROOT, SEED_RECORDS } from './lib/services';

/**
 * `pnpm preview`: the production builds served as a deployment would serve them (see
 * services/edge), with the API and the stand-ins it needs. Builds first if needed.
 */
async function main() {
  if (missingBuilds().length > 0) {
    console.log('building the apps first (pnpm build)…');
    execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
  }
  const children: ChildProcess[] = [];
  for (const spec of devServices().filter((s) => ['mongo', 'stripe', 'mail', 'sources', 'api'].includes(s.name))) {
    if (spec.name === 'api') await runOnce(ROOT, SEED_RECORDS);
    children.push(startService(ROOT, spec));
    await waitForPort(spec.port);
  }
  const servers = await Promise.all([
    ...REMOTE_NAMES.map((name) => serveApp({ kind: 'remote', root: remoteBuildDir(name), port: PORTS[name] })),
    serveApp({ kind: 'shell', root: SHELL_BUILD_DIR, port: PORTS.shell, apiUrl: `http://127.0.0.1:${PORTS.api}`, stripeUrl: `http://127.0.0.1:${PORTS.stripe}`, sourcesUrl: `http://127.0.0.1:${PORTS.sources}` }),
  ]);
  console.log(`\nMailScout (production builds) is running: http://localhost:${PORTS.shell}\n`);
  // docs/deploy.md#graceful-shutdown: the API first (it ends the event streams the edge proxies,
  // which the edge's close would otherwise wait for), then the edges, within 45 s.
  gracefulShutdown({
    name: 'preview',
    timeoutMs: 45_000,
    log: consoleShutdownLog(),
    steps: [
      {
        name: 'stop the services',
        run: () => {
          children.forEach(stopService);
          return Promise.all(children.map(exitOf));
        },
      },
      { name: 'close the edges', run: () => Promise.all(servers.map((s) => s.close())) },
    ],
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
