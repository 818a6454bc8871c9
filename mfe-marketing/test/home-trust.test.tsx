import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { mockApi, renderMarketing } from './render-marketing';

beforeEach(async () => {
  publicConfigStore.reset();
  await i18n.changeLanguage('en');
});

describe('home page trust (docs/conventions.md#design-system)', () => {
  it('shows the hero illustration as an example, with made-up data at a reserved domain', async () => {
    mockApi();
    await renderMarketing();
    const figure = screen.getByRole('figure', { name: /made-up data/ });
    expect(within(figure).getByText('Example report')).toBeVisible();
    expect(within(figure).getByText('alex@example.com')).toBeInTheDocument();
    // Each fact names where a real report's fact would come from.
    expect(within(figure).getByText('Source: Have I Been Pwned')).toBeInTheDocument();
  });

  it('lists the honest promises: the sources the engine queries, no notification, opt-out, Stripe, cancel any time', async () => {
    mockApi();
    await renderMarketing();
    const promises = document.getElementById('promises')!;
    expect(within(promises).getByRole('heading', { level: 2, name: 'What we promise' })).toBeInTheDocument();
    expect(within(promises).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Named sources',
      'No one is notified',
      'Opt-out for anyone',
      'Payments by Stripe',
      'Cancel any time',
    ]);
    for (const source of ['Gravatar', 'GitHub', 'Have I Been Pwned']) expect(within(promises).getByText(new RegExp(source))).toBeInTheDocument();
    expect(within(promises).getByRole('link', { name: 'opt-out page' })).toHaveAttribute('href', '/opt-out');
  });

  it('invents no badges, counts, ratings or reviews', async () => {
    mockApi();
    await renderMarketing();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\d[\d,.]*\s*(users|customers|reviews|searches)|★|rated|trusted by/i);
  });

  it('titles the page per language (docs/product.md#page-details)', async () => {
    mockApi();
    const { unmount } = await renderMarketing();
    expect(document.title).toBe('Reverse Email Lookup – MailScout');
    unmount();
    await i18n.changeLanguage('de');
    await renderMarketing();
    expect(document.title).toBe('E-Mail-Rückwärtssuche – MailScout');
  });

  it('puts an icon, hidden from screen readers, on every feature, step, discover, why-use and promise card', async () => {
    mockApi();
    await renderMarketing();
    for (const [id, count] of [['how-it-works', 3], ['features', 4], ['discover', 7], ['why-use', 5], ['promises', 5]] as const) {
      const cards = within(document.getElementById(id)!).getAllByRole('listitem');
      expect(cards).toHaveLength(count);
      for (const card of cards) expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('says the same in German', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    await renderMarketing();
    expect(screen.getByRole('figure', { name: /erfundenen Daten/ })).toBeInTheDocument();
    expect(screen.getByText('Beispielbericht')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unser Versprechen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Widerspruchsseite' })).toHaveAttribute('href', '/opt-out');
  });
});
