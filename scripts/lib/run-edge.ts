import { serveApp } from '@mailscout/edge';
import type { EdgeProcessConfig } from './prod-topology';

/**
 * The edge as its own process in `pnpm start:prod`: the shell's page (composed on the server)
 * with /api/* balanced over the API instances, and each remote's release on its own origin, as a
 * CDN would serve the release store. Configured by start-prod.ts through EDGE_CONFIG.
 */
async function main() {
  const config = JSON.parse(process.env.EDGE_CONFIG ?? 'null') as EdgeProcessConfig | null;
  if (!config) throw new Error('EDGE_CONFIG is not set: run the edge through `pnpm start:prod`');
  const servers = await Promise.all(config.remotes.map((remote) => serveApp({ kind: 'remote', root: remote.root, port: remote.port, host: 'localhost' })));
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
