import { act, screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { CATEGORY_SOURCES, sourcesForKind, type LookupKind, type Preview } from '@mailscout/contracts';
import { ReportTeaser } from '../../src/checkout/report-teaser';
import { ResultsMayInclude } from '../../src/checkout/results-may-include';
import { rememberPreview, resetRememberedPreviews } from '../../src/flow/preview-store';
import { emailPreview, noHints, phonePreview } from '../funnel/fixtures';
import { renderPage, resetPage } from './helpers';

/**
 * docs/decisions.md#claims-from-catalogue: 'Results May Include' names only categories that a
 * source of this kind of lookup returns (from the one source catalogue), narrowed to the sources
 * the preview really asked; the teaser counts only within them; both in en and de.
 */
beforeEach(async () => {
  await resetPage();
  act(() => resetRememberedPreviews());
});

const TARGETS: Record<LookupKind, string> = { email: 'jane@example.com', phone: '+4915123456789' };

function includes(kind: LookupKind, preview: Preview | null = null) {
  if (preview) rememberPreview(kind, TARGETS[kind], preview);
  const { unmount } = renderPage(<ResultsMayInclude kind={kind} target={TARGETS[kind]} />);
  const items = within(screen.getByTestId('results-may-include')).getAllByRole('listitem');
  const result = { texts: items.map((item) => item.textContent), categories: items.map((item) => item.getAttribute('data-category')!) };
  unmount();
  return result;
}

describe('Results May Include', () => {
  it.each(['email', 'phone'] as const)('a %s lookup: every category named has a source of that kind, none is a category no source searches', (kind) => {
    const { categories, texts } = includes(kind);
    expect(categories.length).toBeGreaterThan(0);
    const sources = new Set(sourcesForKind(kind));
    for (const category of categories) expect({ category, searched: CATEGORY_SOURCES[category as keyof typeof CATEGORY_SOURCES].some((id) => sources.has(id)) }).toEqual({ category, searched: true });
    for (const text of texts) expect(text).not.toMatch(/household|family|relative|dark|video|online activity|current address/i);
  });

  it('an address: names, places, linked accounts, breaches, keys and the domain facts', () => {
    const { texts } = includes('email');
    expect(texts).toEqual(
      expect.arrayContaining(['Owner name', 'Places linked to the owner', 'Other email addresses', 'Linked online accounts', 'Known data breaches', 'Published OpenPGP keys', 'Facts about the email domain: mail provider, registration, website']),
    );
  });

  it('a number: no breaches, keys, photos or domain facts (no source of a phone lookup returns them); other phone numbers', () => {
    const { texts, categories } = includes('phone');
    expect(categories).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(breaches|keys|photos|domainFacts|possibleAccounts)$/)]));
    expect(texts).toContain('Other phone numbers');
    expect(texts).toContain('Email addresses');
  });

  it('a source the preview did not ask (HIBP without a key) promises nothing', () => {
    const withHibp = includes('email', emailPreview({}, { hibp: 'found' }));
    expect(withHibp.categories).toContain('breaches');
    act(() => resetRememberedPreviews());
    const withoutHibp = includes('email', emailPreview({}, { hibp: 'disabled' }));
    expect(withoutHibp.categories).not.toContain('breaches');
    // The fixture's preview asked only five sources: what only the others return is not promised either.
    expect(withoutHibp.categories).not.toContain('keys');
    expect(withoutHibp.categories).toContain('names');
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    expect(includes('email').texts).toEqual(expect.arrayContaining(['Name des Inhabers', 'Mit dem Inhaber verknüpfte Orte', 'Weitere E-Mail-Adressen', 'Bekannte Datenlecks']));
    expect(includes('phone').texts).toEqual(expect.arrayContaining(['Weitere Telefonnummern', 'E-Mail-Adressen']));
    expect(screen.queryByText(/Haushalt|Darknet|Videos/)).not.toBeInTheDocument();
  });
});

describe('the teaser counts only categories Results May Include names', () => {
  const byEmail = () =>
    emailPreview({ hints: { ...noHints, ownerNameFound: true, locationFound: true, serviceProvider: 'example.com', addressRecords: 2, socialProfiles: 1, breaches: 3 } }, {}, { emails: 1, phones: 2 });
  const byNumber = () => phonePreview({ hints: { ...noHints, ownerNameFound: true, serviceProvider: 'GB', phoneFound: true, addressRecords: 2 } }, { 'phone-numbering': 'found', records: 'found' }, { emails: 2, phones: 1 });

  const teaser = (kind: LookupKind, preview: Preview) => {
    const { unmount } = renderPage(<ReportTeaser kind={kind} preview={preview} />);
    const rows = within(screen.getByTestId('report-teaser')).getAllByRole('listitem');
    const result = rows.map((row) => ({ category: row.getAttribute('data-testid')!.replace('teaser-', ''), text: row.textContent }));
    unmount();
    return result;
  };

  it.each([
    ['email', byEmail, ['1 name', '2 places', '2 phone numbers', '1 other email address', '1 linked account', '3 data breaches']],
    ['phone', byNumber, ['1 name', '2 places', '1 other phone number', '2 email addresses']],
  ] as const)('%s, in English', (kind, preview, texts) => {
    const rows = teaser(kind, preview());
    expect(rows.map((row) => row.text)).toEqual(texts);
    const promised = includes(kind, preview()).categories;
    for (const { category } of rows) expect(promised).toContain(category);
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    expect(teaser('email', byEmail()).map((row) => row.text)).toEqual(['1 Name', '2 Orte', '2 Telefonnummern', '1 weitere E-Mail-Adresse', '1 verknüpftes Konto', '3 Datenlecks']);
    expect(teaser('phone', byNumber()).map((row) => row.text)).toEqual(['1 Name', '2 Orte', '1 weitere Telefonnummer', '2 E-Mail-Adressen']);
  });
});
