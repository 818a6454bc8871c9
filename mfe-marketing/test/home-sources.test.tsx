import { within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { CATALOGUE_SOURCES, categoriesForKind, LookupKind } from '@mailscout/contracts';
import { publicConfigStore } from '@mailscout/public-config';
import { DISCOVER_ITEMS } from '../src/sections/home-sections';
import { mockApi, renderMarketing } from './render-marketing';

/**
 * docs/decisions.md#claims-from-catalogue: the home page names every source of the one catalogue
 * (a source added there without a name here fails), and offers no category no source searches.
 */
beforeEach(() => publicConfigStore.reset());

/** What a reader can check by name: the services the engine asks. */
const SERVICES = ['Gravatar', 'GitHub', 'GitLab', 'Libravatar', 'keys.openpgp.org', 'Have I Been Pwned'];

describe.each(['en', 'de'] as const)('the home page (%s)', (language) => {
  beforeEach(() => i18n.changeLanguage(language));

  it('names every source of the catalogue among its promises', async () => {
    mockApi();
    await renderMarketing();
    const promise = within(document.getElementById('promises')!).getByTestId('named-sources');
    expect(CATALOGUE_SOURCES.length).toBeGreaterThan(0);
    for (const id of CATALOGUE_SOURCES) {
      const name = i18n.t(`marketing:sourceNames.${id}`);
      expect({ id, named: name !== `sourceNames.${id}` && name.length > 0 && (promise.textContent ?? '').includes(name) }).toEqual({ id, named: true });
    }
    for (const service of SERVICES) expect(promise).toHaveTextContent(service);
  });

  it('offers only what a source searches: no family, household or dark-web claims', async () => {
    mockApi();
    await renderMarketing();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/family|household|relative|dark-web|dark web|Familie|Haushalt|Angehörige|Darknet/i);
    const discover = within(document.getElementById('discover')!).getAllByRole('listitem');
    expect(discover).toHaveLength(DISCOVER_ITEMS.length);
  });
});

describe('What You Could Discover', () => {
  it('every card stands for a category some source of the catalogue returns', () => {
    for (const item of DISCOVER_ITEMS) {
      expect({ card: item.key, searched: LookupKind.options.some((kind) => categoriesForKind(kind, item.categories).length > 0) }).toEqual({ card: item.key, searched: true });
    }
  });
});
