import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { json, mockApi, publicConfig, renderMarketing } from './render-marketing';

beforeEach(async () => {
  publicConfigStore.reset();
  await i18n.changeLanguage('en');
});

const section = (id: string) => document.getElementById(id)!;

describe('home page (docs/product.md#screens)', () => {
  it('has the hero, the sections the navigation links to, and semantic headings', async () => {
    mockApi();
    await renderMarketing();
    expect(screen.getByRole('heading', { level: 1, name: 'Find out who is behind an email address' })).toBeInTheDocument();
    for (const id of ['search', 'phone-search', 'how-it-works', 'features', 'why-use', 'faq']) expect(section(id)).toBeInTheDocument();
    expect(within(section('how-it-works')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Enter an email',
      'Instant processing',
      'Get results',
    ]);
    expect(within(section('discover')).getByRole('heading', { level: 2, name: 'What You Could Discover' })).toBeInTheDocument();
    expect(within(section('discover')).getAllByRole('listitem')).toHaveLength(7);
    expect(within(section('why-use')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Verify identities',
      'Reconnect with people',
      'Run background checks',
      'Investigate suspicious emails',
      'Monitor your own presence',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows no marketing claim unless one is configured (docs/decisions.md#marketing-claim)', async () => {
    const fetchMock = mockApi();
    await renderMarketing();
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith('/api/public-config', expect.anything());
    expect(screen.getByTestId('marketing-claim')).toBeEmptyDOMElement();
    expect(document.body).not.toHaveTextContent('50,000');
  });

  it('shows the configured marketing claim', async () => {
    mockApi({ '/api/public-config': () => json({ ...publicConfig, marketingClaim: 'Used by 1,000+ people' }) });
    await renderMarketing();
    expect(await screen.findByText('Used by 1,000+ people')).toBeInTheDocument();
  });

  it('without a configured claim, shows the real user count once the API reports one', async () => {
    mockApi({ '/api/public-config': () => json({ ...publicConfig, userCountRounded: 12000 }) });
    await renderMarketing();
    expect(await screen.findByText('Trusted by over 12,000 users')).toBeInTheDocument();
  });

  it('renders in German', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    await renderMarketing();
    expect(screen.getByRole('heading', { level: 1, name: 'Finden Sie heraus, wer hinter einer E-Mail-Adresse steckt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Häufig gestellte Fragen' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('E-Mail-Adresse zum Nachschlagen eingeben')).toBeInTheDocument();
  });

  it('an unknown path below the remote is its not-found page', async () => {
    mockApi();
    await renderMarketing('/nothing-here');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
