import fs from 'node:fs';
import path from 'node:path';
import { buildDirOf, HOST, REMOTE_NAMES, remoteApp, type RemoteName } from '@mailscout/app-manifest';
import { ROOT } from './services';

export { REMOTE_NAMES, type RemoteName };

function versionOf(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A remote's production output: each release has its own folder, `mfe-<name>/dist/<version>`. */
export function remoteBuildDir(name: RemoteName): string {
  const dir = path.join(ROOT, remoteApp(name).dir);
  return path.join(dir, buildDirOf('remote', versionOf(dir)));
}

export const SHELL_BUILD_DIR = path.join(ROOT, HOST.dir, buildDirOf('host', ''));

export function missingBuilds(): string[] {
  const dirs = [SHELL_BUILD_DIR, ...REMOTE_NAMES.map(remoteBuildDir)];
  return dirs.filter((dir) => !fs.existsSync(path.join(dir, dir === SHELL_BUILD_DIR ? 'index.html' : 'mf-manifest.json')));
}
