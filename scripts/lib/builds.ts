import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './services';

export const REMOTE_NAMES = ['marketing', 'funnel', 'account', 'legal'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

function versionOf(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A remote's production output: each release has its own folder, `mfe-<name>/dist/<version>`. */
export function remoteBuildDir(name: RemoteName): string {
  const dir = path.join(ROOT, `mfe-${name}`);
  return path.join(dir, 'dist', versionOf(dir));
}

export const SHELL_BUILD_DIR = path.join(ROOT, 'shell', 'dist');

export function missingBuilds(): string[] {
  const dirs = [SHELL_BUILD_DIR, ...REMOTE_NAMES.map(remoteBuildDir)];
  return dirs.filter((dir) => !fs.existsSync(path.join(dir, dir === SHELL_BUILD_DIR ? 'index.html' : 'mf-manifest.json')));
}
