import path from 'node:path';
import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
import { serveReleaseStore } from '@mailscout/release';

/**
 * The release store as its own process: the remotes' releases on their own origin, only the files
 * a browser or the edge loads (docs/deploy.md#release-store). The release-store image runs it
 * compiled (docs/deploy.md#images); in production a bucket behind a CDN with the same rule does.
 * RELEASE_STORE_ROOT (the store's folder), RELEASE_STORE_PORT (8081), RELEASE_STORE_HOST (0.0.0.0).
 */
async function main() {
  const root = process.env.RELEASE_STORE_ROOT;
  if (!root) throw new Error('RELEASE_STORE_ROOT is not set: the folder of the release store to serve');
  const port = Number(process.env.RELEASE_STORE_PORT ?? 8081);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`RELEASE_STORE_PORT must be a port number, not ${process.env.RELEASE_STORE_PORT}`);
  const host = process.env.RELEASE_STORE_HOST ?? '0.0.0.0';
  const server = await serveReleaseStore({ root: path.resolve(root), port, host });
  // docs/deploy.md#graceful-shutdown: requests in flight finish, within 10 s.
  gracefulShutdown({ name: 'release store', timeoutMs: 10_000, log: consoleShutdownLog(), steps: [{ name: 'close the server', run: () => server.close() }] });
  console.log(`release store ${root} on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
