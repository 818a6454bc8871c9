import type { ChildProcess } from 'node:child_process';
import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
import { currentDevPlan, devServices, PORTS, ROOT, SEED_RECORDS } from './lib/services';
import { exitOf, runOnce, startService, stopService, waitForPort } from './lib/processes';

const USAGE = 'usage: pnpm start [--backend]   (--backend: the outside services and the API only, no web apps)';

/**
 * `pnpm start`: every part of the product in dev mode, on the embedded stand-ins unless the user
 * has exported their own MongoDB, SMTP server, Stripe test keys or data sources (dev-plan.ts,
 * README "Configuration"); the banner says which.
 */
async function main() {
  const argv = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = argv.filter((arg) => arg !== '--backend');
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(' ')}\n${USAGE}`);
  const plan = currentDevPlan();
  const backendOnly = argv.includes('--backend');
  const specs = devServices(plan).filter((spec) => !backendOnly || ['mongo', 'stripe', 'mail', 'sources', 'api'].includes(spec.name));
  console.log(['MailScout (pnpm start): outside services', ...plan.banner.map((line) => `  ${line}`)].join('\n'));

  const children: Array<{ name: string; child: ChildProcess }> = [];
  // Ctrl+C or SIGTERM (docs/deploy.md#graceful-shutdown): the apps and the API first, each
  // draining by its own bound, then the stand-ins they were using; waiting for each to exit.
  const backing = new Set(['mongo', 'stripe', 'mail', 'sources']);
  const stopParts = (which: (name: string) => boolean) => {
    const chosen = children.filter(({ name }) => which(name)).reverse();
    for (const { child } of chosen) stopService(child);
    return Promise.all(chosen.map(({ child }) => exitOf(child)));
  };
  gracefulShutdown({
    name: 'start',
    timeoutMs: 60_000,
    log: consoleShutdownLog(),
    steps: [
      { name: 'stop the web apps and the API', run: () => stopParts((name) => !backing.has(name)) },
      { name: 'stop MongoDB and the stand-ins', run: () => stopParts((name) => backing.has(name)) },
    ],
  });

  for (const spec of specs) {
    if (spec.name === 'api') await runOnce(ROOT, SEED_RECORDS);
    const child = startService(ROOT, spec);
    children.push({ name: spec.name, child });
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`[${spec.name}] exited with code ${code}`);
    });
    // Stand-ins and the API must accept connections before the apps that call them start.
    if (backing.has(spec.name) || spec.name === 'api') await waitForPort(spec.port);
  }
  await Promise.all(specs.map((spec) => waitForPort(spec.port)));
  console.log(
    [
      '',
      backendOnly ? `MailScout's API is running: http://localhost:${PORTS.api}/api/health` : `MailScout is running: http://localhost:${PORTS.shell}`,
      ...(plan.start.has('mail') ? [`Inbox (MailDev): http://localhost:${PORTS.mailUi}`] : []),
      ...plan.banner.map((line) => `  ${line}`),
      '(Ctrl+C stops everything)',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
