import { CATALOGUE_SOURCES, sourceNameKey } from '@mailscout/contracts';
import { legalTranslations } from '../src/i18n/translations';

/** The value at a dotted key of a translation tree. */
const textAt = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

// docs/architecture.md#add-a-source: a source of the catalogue is named here in every language, under its derived key.
describe('/about names every source of the catalogue', () => {
  it.each(['en', 'de'] as const)('in %s', (language) => {
    for (const place of ['legal'] as const) {
      for (const id of CATALOGUE_SOURCES) {
        const key = sourceNameKey(place, id);
        expect({ key, text: typeof textAt(legalTranslations[language], key) }).toEqual({ key, text: 'string' });
      }
    }
  });
});
