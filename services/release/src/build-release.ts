import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractTranslations } from './extract-translations';
import { BUILD_LABEL_FILE, REMOTE_RELEASE_DECLARATION, RemoteReleaseDeclaration, TRANSLATIONS_FILE } from './release-info';
import { addToStore } from './release-store';
import type { ReleaseSettings } from './settings';

export function remoteSourceDir(root: string, remote: string): string {
  const dir = path.join(root, `mfe-${remote}`);
  if (!/^[a-z][a-z0-9_]*$/.test(remote) || !fs.existsSync(path.join(dir, 'app.build.ts'))) {
    throw new Error(`unknown remote "${remote}": expected a folder mfe-${remote}/ with an app.build.ts`);
  }
  return dir;
}

/** What the remote declares about its releases (`mfe-<remote>/release.json`); nothing is fine. */
export function remoteDeclaration(remoteDir: string): RemoteReleaseDeclaration {
  const file = path.join(remoteDir, REMOTE_RELEASE_DECLARATION);
  if (!fs.existsSync(file)) return {};
  return RemoteReleaseDeclaration.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * `release build <remote>`: the remote's production build into a temporary folder, its namespace
 * beside it, then into the store under its content address. Returns the release id.
 */
/** Runs the remote's production build into `outDir` (replaced in tests by a fixture writer). */
export type RunBuild = (remoteDir: string, outDir: string, label?: string) => void;

export async function buildRelease(settings: ReleaseSettings, remote: string, options: { label?: string | undefined; runBuild?: RunBuild | undefined } = {}) {
  const remoteDir = remoteSourceDir(settings.root, remote);
  const version = (JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as { version: string }).version;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `mailscout-release-${remote}-`));
  try {
    (options.runBuild ?? runWebpackBuild)(remoteDir, outDir, options.label);
    // The label is part of the release's content: a labelled build is another release even when
    // the remote's code does not show the label (its files are otherwise the same bytes).
    if (options.label) fs.writeFileSync(path.join(outDir, BUILD_LABEL_FILE), `${options.label}\n`);
    const translations = await extractTranslations(remoteDir, remote);
    fs.writeFileSync(path.join(outDir, TRANSLATIONS_FILE), `${JSON.stringify(translations, null, 2)}\n`);
    return addToStore(settings.store, outDir, { remote, version, label: options.label, sizeBudgetKb: remoteDeclaration(remoteDir).sizeBudgetKb });
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
