import fs from 'node:fs';
import path from 'node:path';
import { ReleaseTranslations, TRANSLATIONS_FILE } from '../release-info';
import { ruleResult, type RuleResult } from './rule-result';

/** Leaf keys of a translation tree as dotted paths (an array is one value, as i18next returns it). */
export function leafKeys(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return out;
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) for (const [k, v] of leafKeys(value, full)) out.set(k, v);
    else out.set(full, value);
  }
  return out;
}

const LIST_LIMIT = 10;

function listed(keys: string[]): string {
  return keys.length > LIST_LIMIT ? `${keys.slice(0, LIST_LIMIT).join(', ')} and ${keys.length - LIST_LIMIT} more` : keys.join(', ');
}

/** Why a namespace's texts are incomplete: keys with no (or a blank) text in de, or in en. */
export function incompleteTexts(namespace: string, en: unknown, de: unknown): string[] {
  const enKeys = leafKeys(en);
  const deKeys = leafKeys(de);
  const reasons: string[] = [];
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  const missingDe = [...enKeys.keys()].filter((k) => !deKeys.has(k) || blank(deKeys.get(k)));
  const missingEn = [...deKeys.keys()].filter((k) => !enKeys.has(k) || blank(enKeys.get(k)));
  if (missingDe.length) reasons.push(`${missingDe.length} key(s) of ${namespace} have no German text: ${listed(missingDe)}`);
  if (missingEn.length) reasons.push(`${missingEn.length} key(s) of ${namespace} have no English text: ${listed(missingEn)}`);
  return reasons;
}

/** Gate rule (c): every key of the remote's namespace has a text in en and in de. */
export function checkTranslations(releaseDir: string): RuleResult {
  const file = path.join(releaseDir, TRANSLATIONS_FILE);
  if (!fs.existsSync(file)) return ruleResult('translations en/de', [`the release has no ${TRANSLATIONS_FILE} (made by \`pnpm release build\`), so its texts cannot be checked`]);
  const parsed = ReleaseTranslations.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) return ruleResult('translations en/de', [`${TRANSLATIONS_FILE} has no en and de trees`]);
  const { namespace, en, de } = parsed.data;
  return ruleResult('translations en/de', incompleteTexts(namespace, en, de), [`${leafKeys(en).size} keys in ${namespace}`]);
}
