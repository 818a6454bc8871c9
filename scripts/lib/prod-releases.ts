import fs from 'node:fs';
import path from 'node:path';
import { addBuildToStore, checkContentIntegrity, manifestUrlOf, releaseOfUrl, TRANSLATIONS_FILE } from '@mailscout/release';
import { REMOTE_NAMES } from '@mailscout/app-manifest';
import { remoteBuildDir } from './builds';

/** A release that may stay live across a restart: in the store, what its id says, and complete (its namespace beside it). */
function soundInStore(store: string, remote: string, release: string): boolean {
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) return false;
  const dir = path.join(store, remote, release);
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json')) || !fs.existsSync(path.join(dir, TRANSLATIONS_FILE))) return false;
  return checkContentIntegrity(dir, remote, release).ok;
}

/**
 * The remotes `start:prod` serves come from the release store (docs/deploy.md#release-store): each
 * remote's current build is added as `pnpm release build` adds one (the same function: its
 * namespace included, content-addressed, so an unchanged build is the release already there), and
 * its manifest URL on the store's origin is what goes live — unless a release promoted earlier is
 * still in the store and sound, which stays live (see writeProdRuntimeConfig).
 */
export async function releasesForTopology(root: string, store: string, storeUrl: string) {
  const manifestUrls: Record<string, string> = {};
  for (const remote of REMOTE_NAMES) {
    const { release } = await addBuildToStore({ root, store, remote, buildDir: remoteBuildDir(remote) });
    manifestUrls[remote] = manifestUrlOf(storeUrl, remote, release);
  }
  const inStore = (manifestUrl: string) => {
    if (!manifestUrl.startsWith(`${storeUrl}/`)) return false;
    const remote = manifestUrl.slice(storeUrl.length + 1).split('/')[0] ?? '';
    const release = releaseOfUrl(manifestUrl);
    return Boolean(release) && manifestUrlOf(storeUrl, remote, release!) === manifestUrl && soundInStore(store, remote, release!);
  };
  return { manifestUrls, inStore };
}
