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
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => {
        console.log(`embedded-mongo stopped (${signal})`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`embedded-mongo: error while stopping: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  const message = (error as Error).message;
  console.error(message.startsWith('embedded-mongo:') ? message : `embedded-mongo: ${message}`);
  process.exit(1);
});
