import { flattenBundle } from '../src/coverage/compare-translations';
import { placeholdersIn } from '../src/legal/fill-placeholders';
import { FIGURE_NAMES } from '../src/legal/legal-figures';
import { legalDocuments } from '../src/i18n/translations';
import { legalTranslations } from '../src/i18n/translations';

const names = ['terms', 'privacy', 'cookies'] as const;
const links = (text: string) => Array.from(text.matchAll(/\]\(([^)]+)\)/g), (m) => m[1]);

describe('the legal texts as data', () => {
  it.each(names)('%s: German has every English section and paragraph, with the same figures and links', (name) => {
    const en = flattenBundle(legalDocuments.en[name]);
    const de = flattenBundle(legalDocuments.de[name]);
    expect([...de.keys()]).toEqual([...en.keys()]);
    for (const [key, english] of en) {
      const german = de.get(key)!;
      expect({ key, figures: placeholdersIn(german).sort() }).toEqual({ key, figures: placeholdersIn(english).sort() });
      expect({ key, links: links(german) }).toEqual({ key, links: links(english) });
      expect({ key, list: german.startsWith('- ') }).toEqual({ key, list: english.startsWith('- ') });
    }
  });

  it('uses only figures the catalogue provides', () => {
    const all = [...flattenBundle(legalTranslations.en).values(), ...flattenBundle(legalTranslations.de).values()];
    const used = new Set(all.flatMap(placeholdersIn));
    const known = new Set<string>([...FIGURE_NAMES, 'date', 'count', 'credits', 'price', 'namespace', 'list', 'number', 'address']);
    expect([...used].filter((name) => !known.has(name))).toEqual([]);
  });

  it('quotes no price or credit amount literally (they come from the catalogue)', () => {
    const all = [...flattenBundle(legalDocuments.en).values(), ...flattenBundle(legalDocuments.de).values()];
    expect(all.filter((text) => /[£€]|\d+[.,]\d\d|\bEUR\b|\bGBP\b/.test(text))).toEqual([]);
  });
});
