import { serveApp } from '@mailscout/edge';
import { serveReleaseStore } from '@mailscout/release';
import type { EdgeProcessConfig } from './prod-topology';

/**
 * The edge as its own process in `pnpm start:prod`: the shell's page (composed on the server)
 * with /api/* balanced over the API instances, and the release store (every remote's releases) on
 * its own origin, as the CDN in front of it would serve it. Configured by start-prod.ts through EDGE_CONFIG.
 */
async function main() {
  const config = JSON.parse(process.env.EDGE_CONFIG ?? 'null') as EdgeProcessConfig | null;
  if (!config) throw new Error('EDGE_CONFIG is not set: run the edge through `pnpm start:prod`');
  // The release store on its own origin, as the CDN in front of it serves it in production: only
  // the files a browser needs (docs/deploy.md#release-store).
  const servers = [await serveReleaseStore({ root: config.store.root, port: config.store.port, host: 'localhost' })];
  servers.push(
    await serveApp({
      kind: 'shell',
      root: config.shellRoot,
      port: config.port,
      host: 'localhost',
      apiUrl: config.apiUrls,
      apiPinHeader: config.pinHeader,
      stripeUrl: config.stripeUrl,
      sourcesUrl: config.sourcesUrl,
      runtimeConfigFile: config.runtimeConfigFile,
    }),
  );
  const stop = () => void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`edge on http://localhost:${config.port}, API instances ${config.apiUrls.join(' ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
