import fs from 'node:fs';
import path from 'node:path';
import { listed } from '../differing-files';
import { ReleaseTranslations, TRANSLATIONS_FILE } from '../release-info';
import { incompleteTexts, leafKeys } from './translations-complete';

/** The release's extracted namespace (translations.json), if it has a readable one. */
export function translationsOf(dir: string): ReleaseTranslations | undefined {
  if (!fs.existsSync(path.join(dir, TRANSLATIONS_FILE))) return undefined;
  const parsed = ReleaseTranslations.safeParse(JSON.parse(fs.readFileSync(path.join(dir, TRANSLATIONS_FILE), 'utf8')));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The texts the code registered (what visitors read), complete in en and de; and whether the
 * extracted translations.json the static rule read are those texts (a build older than its
 * sources is noted, not refused: the file is the operator's, the bundle is what is served).
 */
export function shippedTexts(namespace: string, declared: ReleaseTranslations | undefined, bundles: { en?: unknown; de?: unknown }) {
  const en = leafKeys(bundles.en);
  const de = leafKeys(bundles.de);
  const reasons = (['en', 'de'] as const).filter((l) => leafKeys(bundles[l]).size === 0).map((l) => `its namespace ${namespace} is not registered in ${l} with the live shell's i18n`);
  if (!reasons.length) reasons.push(...incompleteTexts(namespace, bundles.en, bundles.de).map((r) => `the code's texts: ${r}`));
  const notes = [`${en.size} keys registered`];
  if (declared) {
    const extracted = leafKeys(declared.en);
    const differ = [...new Set([...extracted.keys(), ...en.keys()])].filter((k) => !(extracted.has(k) && en.has(k) && de.has(k)));
    if (differ.length) notes.push(`${TRANSLATIONS_FILE} differs from the code's texts in ${differ.length} key(s) (${listed(differ)}): built from other sources than it was extracted from`);
  }
  return { reasons, notes };
}
