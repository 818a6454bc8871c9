import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
import { USAGE, parseCliArgs } from './cli-args';
import { startEmbeddedMongo } from './index';

async function main(): Promise<void> {
  let options;
  try {
    options = parseCliArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`embedded-mongo: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const server = await startEmbeddedMongo({ ...options, log: (line) => console.error(line) });
  console.log(
    `embedded-mongo listening on ${server.uri} (${options.memory ? 'in memory' : `dbpath ${options.dbPath}`}, pid ${process.pid})`,
  );
  // docs/deploy.md#graceful-shutdown, as our own processes stop; longer, as its files are written out.
  gracefulShutdown({
    name: 'embedded-mongo',
    timeoutMs: 30_000,
    log: consoleShutdownLog(),
    steps: [{ name: 'stop', run: () => server.stop() }],
  });
}

main().catch((error: unknown) => {
  const message = (error as Error).message;
  console.error(message.startsWith('embedded-mongo:') ? message : `embedded-mongo: ${message}`);
  process.exit(1);
});
