import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractTranslations } from './extract-translations';
import { BUILD_LABEL_FILE, REMOTE_RELEASE_DECLARATION, RemoteReleaseDeclaration, TRANSLATIONS_FILE } from './release-info';
import { addToStore } from './release-store';

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

export interface BuildToAdd {
  /** The repository (the remote's sources are `mfe-<remote>/`). */
  root: string;
  store: string;
  remote: string;
  /** A finished production build of the remote (left as it is). */
  buildDir: string;
  label?: string | undefined;
  now?: Date;
}

/**
 * The one way a build becomes a release (docs/deploy.md#release-store), for `pnpm release build`
 * and for the releases `start:prod` adds alike: the build with the remote's namespace in en and
 * de (`translations.json`, read from its sources, so the gate checks what was built) and the
 * label of a labelled build, added to the store under its content address with the size budget
 * the remote declares.
 */
export async function addBuildToStore(build: BuildToAdd) {
  const remoteDir = remoteSourceDir(build.root, build.remote);
  const version = (JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as { version: string }).version;
  const staged = fs.mkdtempSync(path.join(os.tmpdir(), `mailscout-release-${build.remote}-`));
  try {
    fs.cpSync(build.buildDir, staged, { recursive: true });
    // The label is part of the release's content: a labelled build is another release even when
    // the remote's code does not show the label (its files are otherwise the same bytes).
    if (build.label) fs.writeFileSync(path.join(staged, BUILD_LABEL_FILE), `${build.label}\n`);
    const translations = await extractTranslations(remoteDir, build.remote);
    fs.writeFileSync(path.join(staged, TRANSLATIONS_FILE), `${JSON.stringify(translations, null, 2)}\n`);
    return addToStore(build.store, staged, {
      remote: build.remote,
      version,
      label: build.label,
      sizeBudgetKb: remoteDeclaration(remoteDir).sizeBudgetKb,
      ...(build.now ? { now: build.now } : {}),
    });
  } finally {
    fs.rmSync(staged, { recursive: true, force: true });
  }
}
