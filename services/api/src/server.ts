import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { rehearsalBanner } from './config/stand-ins';
import { StoreConnectionError } from './store/connect';

// Lets in-flight requests finish, yet stays below the 30 s a container platform waits
// before it kills the process.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildApp(config);
  if (config.rehearsal) app.log.warn(rehearsalBanner(config.rehearsal.standIns));

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn({ signal }, 'Second signal during shutdown; exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ host: config.http.host, port: config.http.port });
}

main().catch((error: unknown) => {
  // A configuration error is for a person to read: its message lists every variable to fix.
  console.error(error instanceof ConfigError || error instanceof StoreConnectionError ? error.message : error);
  process.exit(1);
});
