import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The release's operator metadata, written into its folder by the store after the content hash
 * is taken (the one file the hash leaves out). For the release command, never served to visitors
 * (store-public-files.ts).
 */
export const RELEASE_INFO_FILE = 'release-info.json';
/** The remote's namespace in en and de, extracted from its sources at build time (gate rule c). */
export const TRANSLATIONS_FILE = 'translations.json';
/** The `--label` of a labelled build, kept in the release (and so in its content hash). */
export const BUILD_LABEL_FILE = 'build-label.txt';
/** What a remote declares about its releases, in `mfe-<remote>/release.json`. */
export const REMOTE_RELEASE_DECLARATION = 'release.json';

export const RemoteReleaseDeclaration = z.object({
  /** Entry plus `./routes` chunks (JS and CSS loaded before the routes render), gzip, in kB. */
  sizeBudgetKb: z.number().positive().optional(),
});

export const ReleaseInfo = z.object({
  remote: z.string(),
  release: z.string(),
  version: z.string(),
  hash: z.string(),
  label: z.string().optional(),
  builtAt: z.string(),
  sizeBudgetKb: z.number().positive().optional(),
  /**
   * Each file's SHA-256 as it was added, so a check that finds the content no longer matching the
   * id can name the files that differ. Missing in releases added before it was kept.
   */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).optional(),
});

export const ReleaseTranslations = z.object({
  namespace: z.string(),
  en: z.record(z.string(), z.unknown()),
  de: z.record(z.string(), z.unknown()),
});

export type RemoteReleaseDeclaration = z.infer<typeof RemoteReleaseDeclaration>;
export type ReleaseInfo = z.infer<typeof ReleaseInfo>;
export type ReleaseTranslations = z.infer<typeof ReleaseTranslations>;

export function readReleaseInfo(releaseDir: string): ReleaseInfo | undefined {
  const file = path.join(releaseDir, RELEASE_INFO_FILE);
  if (!fs.existsSync(file)) return undefined;
  return ReleaseInfo.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The metadata, or why it cannot be read (a damaged file must not stop a check from saying so). */
export function releaseInfoOrReason(releaseDir: string): ReleaseInfo | undefined | string {
  try {
    return readReleaseInfo(releaseDir);
  } catch (error) {
    return `${RELEASE_INFO_FILE} cannot be read: ${error instanceof z.ZodError ? (error.issues[0]?.message ?? 'invalid') : (error as Error).message}`;
  }
}
