import { act, render, screen, within } from '@testing-library/react';
import { LookupProvider } from '@mailscout/contracts';
import { i18n } from '@mailscout/i18n';
import { renderWithProviders, withProviders } from '@mailscout/test-kit/web';
import { LatestResultsTicker } from '../src/ticker/latest-results-ticker';
import { MaskedAddress } from '../src/ticker/masked-address';
import { json, mockApi, settle } from './render-marketing';

/** One entry per provider the feed can name, as the API masks them. */
const ENTRIES = [
  ['gmail', '•••@gmail.com', 'Gmail'],
  ['outlook', '•••@hotmail.co.uk', 'Outlook'],
  ['yahoo', '•••@yahoo.de', 'Yahoo'],
  ['icloud', '•••@icloud.com', 'iCloud Mail'],
  ['proton', '•••@proton.me', 'Proton Mail'],
  ['gmx', '•••@gmx.net', 'GMX'],
  ['webde', '•••@web.de', 'WEB.DE'],
  ['tonline', '•••@t-online.de', 'Telekom (t-online.de)'],
] as const;

const feed = ENTRIES.map(([provider, maskedEmail], index) => ({ id: `id-${index}`, provider, maskedEmail, period: 'today' as const }));

async function renderTicker(items: unknown[]) {
  mockApi({ '/api/recent-lookups': () => json({ items }) });
  renderWithProviders(<LatestResultsTicker />, { router: false });
  await settle();
}

beforeEach(() => i18n.changeLanguage('en'));

describe('ticker providers (docs/product.md#page-details)', () => {
  it('gives every provider its own mark, named for screen readers, next to its full domain', async () => {
    await renderTicker(feed);
    const rows = screen.getAllByTestId('ticker-item');
    expect(rows).toHaveLength(ENTRIES.length);
    const marks = new Set<string>();
    for (const [provider, maskedEmail, name] of ENTRIES) {
      const row = rows.find((item) => item.textContent?.includes(maskedEmail))!;
      const icon = within(row).getByRole('img', { name });
      expect(icon).toHaveAttribute('data-provider', provider);
      marks.add(icon.querySelector('svg')!.innerHTML);
      expect(row.querySelector('.mk-ticker__domain')).toHaveTextContent(maskedEmail.slice(maskedEmail.indexOf('@')));
    }
    // No two providers share a drawing.
    expect(marks.size).toBe(ENTRIES.length);
  });

  it('has a name in English and German for every provider of the contract', async () => {
    for (const language of ['en', 'de']) {
      await i18n.changeLanguage(language);
      for (const provider of LookupProvider.options) {
        const key = `marketing:ticker.providers.${provider}`;
        expect(i18n.exists(key)).toBe(true);
      }
    }
  });

  it('an unknown provider from a newer server is shown with the generic mark', async () => {
    await renderTicker([{ id: 'x', provider: 'fastmail', maskedEmail: '•••@•••.com', period: 'today' }]);
    expect(screen.getByRole('img', { name: 'Other email provider' })).toHaveAttribute('data-provider', 'other');
  });

  it('names the provider in German', async () => {
    await i18n.changeLanguage('de');
    await renderTicker([{ id: 'x', provider: 'other', maskedEmail: '•••@•••.de', period: 'this-week' }]);
    expect(screen.getByRole('img', { name: 'Anderer E-Mail-Anbieter' })).toBeInTheDocument();
    expect(screen.getByText('diese Woche')).toBeInTheDocument();
  });
});

describe('masked address', () => {
  it('puts the local part, which alone may be cut short, apart from the domain', () => {
    const { container } = render(<MaskedAddress value="•••@googlemail.com" />);
    expect(container.querySelector('.mk-ticker__local')).toHaveTextContent(/^•••$/);
    expect(container.querySelector('.mk-ticker__domain')).toHaveTextContent(/^@googlemail\.com$/);
    expect(container.querySelector('.mk-ticker__email')).toHaveTextContent('•••@googlemail.com');
  });

  it('is read out as words, not as bullets (en, de)', async () => {
    await i18n.changeLanguage('en');
    const { container, rerender } = renderWithProviders(<MaskedAddress value="•••@•••.de" />, { router: false });
    expect(container.querySelector('.mk-ticker__email')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.ms-visually-hidden')).toHaveTextContent(/^Hidden address at hidden\.de$/);
    await act(() => i18n.changeLanguage('de'));
    rerender(withProviders(<MaskedAddress value="•••@gmail.com" />, { router: false }));
    expect(container.querySelector('.ms-visually-hidden')).toHaveTextContent(/^Verborgene Adresse bei gmail\.com$/);
  });
});
