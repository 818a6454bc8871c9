import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseTranslations } from './release-info';

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The export of a translations module that holds the namespace: an object with `en` and `de`
 * trees, `<remote>Translations` first. A module may export other such objects (the legal
 * remote's documents, registered inside its namespace), and a module namespace lists its exports
 * alphabetically, so the first one found is not necessarily the namespace.
 */
export function namespaceExport(mod: Record<string, unknown>, remote?: string): { en: Tree; de: Tree } | undefined {
  const named = remote ? mod[`${remote}Translations`] : undefined;
  for (const value of [named, ...Object.values(mod)]) {
    if (isTree(value) && isTree(value.en) && isTree(value.de)) return { en: value.en, de: value.de };
  }
  return undefined;
}

/**
 * The remote's namespace as its sources define it (`src/i18n/translations.ts`, the
 * module each remote registers with i18next), saved into the release so the gate reads exactly
 * what was built. Run under tsx (the release command), which loads TypeScript directly.
 */
export async function extractTranslations(remoteDir: string, remote: string): Promise<ReleaseTranslations> {
  const file = path.join(remoteDir, 'src', 'i18n', 'translations.ts');
  if (!fs.existsSync(file)) throw new Error(`${remote}: no src/i18n/translations.ts to read its namespace from`);
  // A plain absolute path: loads under tsx (the command) and under Jest's CommonJS transform alike.
  const mod = (await import(file)) as Record<string, unknown>;
  const found = namespaceExport(mod, remote) ?? (isTree(mod.default) ? namespaceExport(mod.default, remote) : undefined);
  if (!found) throw new Error(`${remote}: src/i18n/translations.ts exports no object with en and de`);
  return { namespace: remote, en: found.en, de: found.de };
}
