import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addBuildToStore, remoteSourceDir } from './release-from-build';
import type { ReleaseSettings } from './settings';

/** Runs the remote's production build into `outDir` (replaced in tests by a fixture writer). */
export type RunBuild = (remoteDir: string, outDir: string, label?: string) => void;

/**
 * `release build <remote>`: the remote's production build into a temporary folder, then into the
 * store as every release is made (release-from-build.ts). Returns the release id.
 */
export async function buildRelease(settings: ReleaseSettings, remote: string, options: { label?: string | undefined; runBuild?: RunBuild | undefined } = {}) {
  const remoteDir = remoteSourceDir(settings.root, remote);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `mailscout-build-${remote}-`));
  try {
    (options.runBuild ?? runWebpackBuild)(remoteDir, outDir, options.label);
    return await addBuildToStore({ root: settings.root, store: settings.store, remote, buildDir: outDir, label: options.label });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

function runWebpackBuild(remoteDir: string, outDir: string, label?: string) {
  execFileSync('pnpm', ['exec', 'mailscout-webpack', 'build', '--out', outDir, ...(label ? ['--label', label] : [])], {
    cwd: remoteDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
