import fs from 'node:fs';
import path from 'node:path';
import { addToStore, manifestUrlOf, releaseOfUrl } from '@mailscout/release';
import { REMOTE_NAMES, remoteApp, type RemoteName } from '@mailscout/app-manifest';
import { remoteBuildDir } from './builds';

function versionOf(root: string, remote: RemoteName): string {
  return (JSON.parse(fs.readFileSync(path.join(root, remoteApp(remote).dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The remotes `start:prod` serves come from the release store (issue 17.5): each remote's current
 * build is added as a release (content-addressed, so an unchanged build is the release already
 * there) and its manifest URL on the store's origin is what goes live — unless a release promoted
 * earlier is still in the store, which stays live (see writeProdRuntimeConfig).
 */
export function releasesForTopology(root: string, store: string, storeUrl: string) {
  const manifestUrls: Record<string, string> = {};
  for (const remote of REMOTE_NAMES) {
    const { release } = addToStore(store, remoteBuildDir(remote), { remote, version: versionOf(root, remote) });
    manifestUrls[remote] = manifestUrlOf(storeUrl, remote, release);
  }
  const inStore = (manifestUrl: string) => {
    if (!manifestUrl.startsWith(`${storeUrl}/`)) return false;
    const remote = manifestUrl.slice(storeUrl.length + 1).split('/')[0] ?? '';
    const release = releaseOfUrl(manifestUrl);
    return Boolean(release) && fs.existsSync(path.join(store, remote, release!, 'mf-manifest.json'));
  };
  return { manifestUrls, inStore };
}
