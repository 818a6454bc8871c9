import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleServices } from '../lib/bundle-service';
import { SHELL_BUILD_DIR } from '../lib/builds';
import { releasesForTopology } from '../lib/prod-releases';
import { writeProdRuntimeConfig } from '../lib/prod-runtime-config';
import { SERVICE_BUILDS } from '../lib/service-builds';

/** Each image's build context under deploy/.context, as its container file expects it (docs/deploy.md#images). */
export const IMAGES = ['service', 'edge', 'release-store', 'stand-ins'] as const;
export type ImageName = (typeof IMAGES)[number];

/** A package with its production dependencies only (`pnpm deploy --prod`), its compiled dist/ included. */
function deployPackage(root: string, name: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  execFileSync('pnpm', ['--filter', name, 'deploy', '--prod', '--legacy', target], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Compiles the services and stages every image's context: the compiled outputs with their
 * packages' production dependencies, the shell build, and the release store with each remote's
 * current build as a release, named at `releaseBaseUrl` in the edge's runtime configuration.
 */
export async function stageContexts(root: string, releaseBaseUrl: string): Promise<string> {
  const contexts = path.join(root, 'deploy', '.context');
  await bundleServices(root, SERVICE_BUILDS);
  fs.rmSync(contexts, { recursive: true, force: true });
  const dir = (image: ImageName, ...parts: string[]) => path.join(contexts, image, ...parts);

  deployPackage(root, '@mailscout/api', dir('service', 'app'));

  deployPackage(root, '@mailscout/edge', dir('edge', 'app'));
  fs.cpSync(SHELL_BUILD_DIR, dir('edge', 'shell'), { recursive: true });

  deployPackage(root, '@mailscout/release', dir('release-store', 'app'));
  const store = dir('release-store', 'releases');
  fs.mkdirSync(store, { recursive: true });
  const { manifestUrls, inStore } = await releasesForTopology(root, store, releaseBaseUrl);
  writeProdRuntimeConfig(SHELL_BUILD_DIR, dir('edge', 'runtime-config.json'), manifestUrls, inStore);

  deployPackage(root, '@mailscout/stripe-emulator', dir('stand-ins', 'stripe-emulator'));
  deployPackage(root, '@mailscout/source-stubs', dir('stand-ins', 'source-stubs'));
  return contexts;
}
