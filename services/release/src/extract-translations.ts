import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseTranslations } from './release-info';

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The export of a translations module that holds the namespace: an object with `en` and `de` trees. */
export function namespaceExport(mod: Record<string, unknown>): { en: Tree; de: Tree } | undefined {
  for (const value of Object.values(mod)) {
    if (isTree(value) && isTree(value.en) && isTree(value.de)) return { en: value.en, de: value.de };
  }
  return undefined;
}

/**
 * Issue 17.2c: the remote's namespace as its sources define it (`src/i18n/translations.ts`, the
 * module each remote registers with i18next), saved into the release so the gate reads exactly
 * what was built. Run under tsx (the release command), which loads TypeScript directly.
 */
export async function extractTranslations(remoteDir: string, remote: string): Promise<ReleaseTranslations> {
  const file = path.join(remoteDir, 'src', 'i18n', 'translations.ts');
  if (!fs.existsSync(file)) throw new Error(`${remote}: no src/i18n/translations.ts to read its namespace from`);
  // A plain absolute path: loads under tsx (the command) and under Jest's CommonJS transform alike.
  const mod = (await import(file)) as Record<string, unknown>;
  const found = namespaceExport(mod) ?? (isTree(mod.default) ? namespaceExport(mod.default) : undefined);
  if (!found) throw new Error(`${remote}: src/i18n/translations.ts exports no object with en and de`);
  return { namespace: remote, en: found.en, de: found.de };
}
