import fs from 'node:fs';
import path from 'node:path';
import { fileDigests, folderEntries, hashOfDigests, RELEASE_HASH_LENGTH, type FileDigests } from './content-hash';
import { differingFiles, listed } from './differing-files';
import { RELEASE_INFO_FILE, readReleaseInfo, type ReleaseInfo } from './release-info';

const RELEASE_ID = /^[0-9A-Za-z.-]+\+[0-9a-f]{6,}$/;

export function isReleaseId(id: string): boolean {
  return RELEASE_ID.test(id);
}

export function releaseDir(store: string, remote: string, release: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(remote)) throw new Error(`"${remote}" is not a remote's name (lower-case letters, digits and _)`);
  if (!isReleaseId(release)) throw new Error(`"${release}" is not a release id (<version>+<hash>, as \`release build\` prints it)`);
  return path.join(store, remote, release);
}

export interface ReleaseMeta {
  remote: string;
  version: string;
  label?: string | undefined;
  sizeBudgetKb?: number | undefined;
  now?: Date;
}

/** What a build holds, refused when it could not be a release (a link, or a file named like the store's metadata). */
function buildDigests(buildDir: string): FileDigests {
  const { files, others } = folderEntries(buildDir);
  if (others.length) throw new Error(`the build holds ${others.join(', ')}, which is not a plain file: a release is files and folders only`);
  if (files.includes(RELEASE_INFO_FILE)) throw new Error(`the build holds a ${RELEASE_INFO_FILE}, the name the store keeps for its own metadata`);
  return fileDigests(buildDir);
}

/**
 * The id is already in the store: the same build again writes nothing; any other content under
 * that id is refused, as is a copy in the store that no longer matches it (docs/deploy.md#release-store).
 */
function alreadyThere(dir: string, release: string, digests: FileDigests): void {
  const { others } = folderEntries(dir);
  const inStore = fileDigests(dir, [RELEASE_INFO_FILE]);
  const differ = differingFiles(digests, inStore);
  if (others.length === 0 && differ.length === 0) return;
  throw new Error(
    `${release} is already in the store with other content (${listed([...differ, ...others.map((o) => `${o} (not a file)`)])}): ` +
      'a release is never replaced or changed; investigate and remove the damaged copy by hand, or add the build under its own id',
  );
}

/**
 * Adds a finished build to the store as `<remote>/<version>+<hash>/`. Releases are immutable:
 * the same build again is the same release (nothing is written), anything else under an id
 * already taken is refused; the folder appears whole or not at all (copied beside it, then
 * renamed). The metadata keeps every file's hash so a later check can name what changed.
 */
export function addToStore(store: string, buildDir: string, meta: ReleaseMeta): { release: string; dir: string; created: boolean } {
  const digests = buildDigests(buildDir);
  const hash = hashOfDigests(digests).slice(0, RELEASE_HASH_LENGTH);
  const release = `${meta.version}+${hash}`;
  const dir = releaseDir(store, meta.remote, release);
  if (fs.existsSync(dir)) {
    alreadyThere(dir, release, digests);
    return { release, dir, created: false };
  }
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
    files: digests,
  };
  fs.writeFileSync(path.join(staging, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  try {
    fs.renameSync(staging, dir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another upload of the same id won the race: fine if it is the same build.
    if (!fs.existsSync(dir)) throw error;
    alreadyThere(dir, release, digests);
    return { release, dir, created: false };
  }
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
