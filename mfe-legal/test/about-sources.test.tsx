import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { CATALOGUE_SOURCES } from '@mailscout/contracts';
import { publicConfigStore } from '@mailscout/public-config';
import { mockConfig, renderLegal } from './render-legal';

/**
 * docs/decisions.md#claims-from-catalogue: /about names every source of the one catalogue, one
 * list item each, in the catalogue's order (a source added there without a text here fails).
 */
beforeEach(() => publicConfigStore.reset());

const SERVICES = ['Gravatar', 'GitHub', 'GitLab', 'Libravatar', 'keys.openpgp.org', 'Have I Been Pwned'];

describe.each([
  ['en', 'Where the results come from'],
  ['de', 'Woher die Ergebnisse stammen'],
] as const)('/about (%s)', (language, title) => {
  it('lists every source of the catalogue', async () => {
    await i18n.changeLanguage(language);
    mockConfig();
    await renderLegal('/about');
    const section = screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
    const items = within(section).getAllByRole('listitem').map((item) => item.textContent ?? '');
    const expected = CATALOGUE_SOURCES.map((id) => i18n.t(`legal:about.sources.items.${id}`));
    for (const [index, id] of CATALOGUE_SOURCES.entries()) expect({ id, text: expected[index] }).not.toEqual({ id, text: `about.sources.items.${id}` });
    expect(items).toEqual(expected);
    for (const service of SERVICES) expect(section).toHaveTextContent(service);
    expect(section.textContent).not.toMatch(/dark|Darknet|household|Haushalt/i);
  });
});
