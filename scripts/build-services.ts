import path from 'node:path';
import { bundleServices } from './lib/bundle-service';
import { ROOT } from './lib/services';
import { SERVICE_BUILDS, type ServiceBuildName } from './lib/service-builds';

/**
 * `pnpm build:services [name…]` (and the end of `pnpm build`): the API, the worker, the edge, the
 * release CLI and the stand-ins as plain JavaScript, one file each, that `node` runs with the
 * package's production dependencies (docs/deploy.md#compiled-services).
 */
async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !SERVICE_BUILDS.some((build) => build.name === name));
  if (unknown.length > 0) throw new Error(`unknown service build ${unknown.join(', ')}; known: ${SERVICE_BUILDS.map((b) => b.name).join(', ')}`);
  const chosen = names.length > 0 ? SERVICE_BUILDS.filter((build) => names.includes(build.name as ServiceBuildName)) : SERVICE_BUILDS;
  const started = Date.now();
  const results = await bundleServices(ROOT, chosen);
  for (const { build, result } of results) {
    console.log(`${build.name.padEnd(16)} ${path.relative(ROOT, result.outfile).padEnd(40)} ${(result.bytes / 1024).toFixed(0).padStart(6)} KiB`);
  }
  console.log(`compiled ${results.length} services in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
