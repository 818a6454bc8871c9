import { gracefulShutdown } from '@mailscout/graceful-shutdown';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { rehearsalBanner } from './config/stand-ins';
import { markDraining } from './lifecycle/draining';
import { StoreConnectionError } from './store/connect';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildApp(config);
  if (config.rehearsal) app.log.warn(rehearsalBanner(config.rehearsal.standIns));

  // docs/deploy.md#graceful-shutdown: closing the app answers every new request 503 (the health
  // check too, so the door takes the instance out), tells each open event stream to reconnect
  // elsewhere, hands the in-process worker's scans back to the queue, stops accepting
  // connections, lets requests in flight finish and closes the database — within SHUTDOWN_TIMEOUT.
  gracefulShutdown({
    name: 'api',
    timeoutMs: config.shutdown.timeoutMs,
    log: app.log,
    onDraining: markDraining,
    steps: [{ name: 'close the app', run: () => app.close() }],
  });

  await app.listen({ host: config.http.host, port: config.http.port });
  // Metrics and probes on their own port (docs/operations.md#ops-port), once the API takes requests.
  await app.startOps();
}

main().catch((error: unknown) => {
  // A configuration error is for a person to read: its message lists every variable to fix.
  console.error(error instanceof ConfigError || error instanceof StoreConnectionError ? error.message : error);
  process.exit(1);
});
