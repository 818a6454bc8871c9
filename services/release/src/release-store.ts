import fs from 'node:fs';
import path from 'node:path';
import { contentHash } from './content-hash';
import { RELEASE_INFO_FILE, readReleaseInfo, type ReleaseInfo } from './release-info';

const RELEASE_ID = /^[0-9A-Za-z.-]+\+[0-9a-f]{6,}$/;

export function isReleaseId(id: string): boolean {
  return RELEASE_ID.test(id);
}

export function releaseDir(store: string, remote: string, release: string): string {
  if (!isReleaseId(release)) throw new Error(`"${release}" is not a release id (<version>+<hash>, as \`release build\` prints it)`);
  return path.join(store, remote, release);
}

/**
 * Adds a finished build to the store as `<remote>/<version>+<hash>/`. Releases are immutable:
 * the same build again is the same release (nothing is written); the folder appears whole or
 * not at all (copied beside it, then renamed).
 */
export function addToStore(
  store: string,
  buildDir: string,
  meta: { remote: string; version: string; label?: string | undefined; sizeBudgetKb?: number | undefined; now?: Date },
): { release: string; dir: string; created: boolean } {
  const hash = contentHash(buildDir);
  const release = `${meta.version}+${hash}`;
  const dir = releaseDir(store, meta.remote, release);
  if (fs.existsSync(dir)) return { release, dir, created: false };
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const staging = `${dir}.staging-${process.pid}-${Date.now()}`;
  fs.cpSync(buildDir, staging, { recursive: true });
  const info: ReleaseInfo = {
    remote: meta.remote,
    release,
    version: meta.version,
    hash,
    ...(meta.label ? { label: meta.label } : {}),
    builtAt: (meta.now ?? new Date()).toISOString(),
    ...(meta.sizeBudgetKb ? { sizeBudgetKb: meta.sizeBudgetKb } : {}),
  };
  fs.writeFileSync(path.join(staging, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  fs.renameSync(staging, dir);
  return { release, dir, created: true };
}

/** The releases of a remote in the store, oldest build first. */
export function listReleases(store: string, remote: string): ReleaseInfo[] {
  const remoteDir = path.join(store, remote);
  if (!fs.existsSync(remoteDir)) return [];
  return fs
    .readdirSync(remoteDir)
    .filter(isReleaseId)
    .map((id) => readReleaseInfo(path.join(remoteDir, id)))
    .filter((info): info is ReleaseInfo => Boolean(info))
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}
