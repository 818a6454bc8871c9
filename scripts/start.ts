import type { ChildProcess } from 'node:child_process';
import { devServices, PORTS, ROOT, SEED_RECORDS } from './lib/services';
import { runOnce, startService, stopService, waitForPort } from './lib/processes';

/** `pnpm start`: every part of the product in dev mode on embedded defaults. */
async function main() {
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) stopService(child);
    process.exit(0);
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);

  for (const spec of devServices()) {
    if (spec.name === 'api') await runOnce(ROOT, SEED_RECORDS);
    const child = startService(ROOT, spec);
    children.push(child);
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`[${spec.name}] exited with code ${code}`);
    });
    // Stand-ins and the API must accept connections before the apps that call them start.
    if (['mongo', 'stripe', 'mail', 'sources', 'api'].includes(spec.name)) await waitForPort(spec.port);
  }
  await Promise.all(devServices().map((spec) => waitForPort(spec.port)));
  console.log(`\nMailScout is running: http://localhost:${PORTS.shell}\nInbox (MailDev): http://localhost:${PORTS.mailUi}\n(Ctrl+C stops everything)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
