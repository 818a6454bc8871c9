/** Every leaf of a resource bundle as 'a.b.0.c' → text (arrays by index, as i18next reads them). */
export function flattenBundle(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flattenBundle(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, String(value));
  }
  return into;
}

/**
 * Texts that may read the same in English and German: names of products and companies, codes,
 * and technical identifiers. Shown on the panel, so nobody has to guess what is excused.
 */
export const IDENTICAL_ALLOWED = [
  'MailScout',
  'Gmail',
  'Outlook',
  'Yahoo',
  'iCloud Mail',
  'Proton Mail',
  'GMX',
  'WEB.DE',
  'Telekom (t-online.de)',
  'GitHub',
  'Gravatar',
  'GitLab',
  'Libravatar',
  'keys.openpgp.org',
  'Have I Been Pwned',
  'Alex Example',
  'EN',
  'DE',
  'OK',
] as const;

/**
 * True when a text has nothing to translate: only placeholders, digits and punctuation, or allowed
 * names (also a comma-separated list of them, e.g. the sources 'GitHub, Gravatar').
 */
function excused(text: string): boolean {
  const bare = text.replace(/\{\{[^}]*\}\}/g, '').trim();
  if (!/\p{L}/u.test(bare)) return true;
  return bare.split(/,\s*/).every((part) => (IDENTICAL_ALLOWED as readonly string[]).includes(part));
}

export interface NamespaceCoverage {
  namespace: string;
  keys: number;
  missingInEn: string[];
  missingInDe: string[];
  identical: string[];
}

/** Compares one namespace's English and German bundles. */
export function compareNamespace(namespace: string, en: unknown, de: unknown): NamespaceCoverage {
  const english = flattenBundle(en);
  const german = flattenBundle(de);
  const missingInEn = [...german.keys()].filter((key) => !english.has(key));
  const missingInDe = [...english.keys()].filter((key) => !german.has(key));
  const identical = [...english.entries()].filter(([key, text]) => german.get(key) === text && !excused(text)).map(([key]) => key);
  return { namespace, keys: new Set([...english.keys(), ...german.keys()]).size, missingInEn, missingInDe, identical };
}
