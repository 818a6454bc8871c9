import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfCheckResponse, WatchStatus } from '@mailscout/contracts';
import { i18n } from '@mailscout/i18n';
import { renderWithProviders } from '@mailscout/test-kit/web';
import { WatchOwnAddress } from '../src/watch/watch-own-address';
import { apiError, callsTo, json, mockApi, renderAccount, resetPage } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

/** docs/decisions.md#watch-my-address: the self-check's watch card, the manage link's page and the Settings section. */
beforeEach(resetPage);
afterEach(() => i18n.changeLanguage('en'));

const watching = (overrides: Partial<WatchStatus> = {}): WatchStatus => ({
  watching: true,
  email: 'jane@example.com',
  provenUntil: '2027-11-22T12:00:00.000Z',
  nextCheckAt: '2026-11-29T12:00:00.000Z',
  lastCheckAt: null,
  intervalDays: 7,
  sources: ['gravatar', 'hibp'],
  ...overrides,
});

const optedOut = (watchProof?: string): SelfCheckResponse => ({
  status: 'opted-out',
  lookups: { months: [], searches: 0, reports: 0 },
  ...(watchProof ? { watchProof } : {}),
});

async function selfCheckResult(answer: SelfCheckResponse, handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ '/api/self-check/request-code': () => json({ message: 'sent' }), '/api/self-check/report': () => json(answer), ...handlers });
  const user = userEvent.setup();
  renderAccount('/my-data');
  await user.type(await screen.findByLabelText('Email address'), 'jane@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('One-time code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Show my data' }));
  return { user, fetchMock };
}

describe('watch my address (mfe-account)', () => {
  it('the self-check result offers the watch with the proof, names the sources and what they cannot see, and never says "safe"', async () => {
    const { user, fetchMock } = await selfCheckResult(optedOut('proof-token'), { '/api/watch': () => json(watching()) });
    const card = within((await screen.findByRole('heading', { name: 'Watch my address' })).closest('.md-watch') as HTMLElement);
    expect(card.getByText('Have I Been Pwned')).toBeInTheDocument();
    expect(card.getByText(/^Cannot see: breaches not yet known/)).toBeInTheDocument();
    expect(card.getByText(/^Nothing new is not the same as safe/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Watch this address' }));
    expect(await card.findByText(/^This address is watched and checked every 7 days\. Next check: 29 November 2026/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/watch')).toEqual([{ proof: 'proof-token', language: 'en' }]);
  });

  it('no proof, no offer', async () => {
    await selfCheckResult(optedOut());
    await screen.findByText(/^This address has opted out/);
    expect(screen.queryByRole('heading', { name: 'Watch my address' })).not.toBeInTheDocument();
  });

  it("a mail's manage link shows the watch and ends it in one click, without signing in (German)", async () => {
    await i18n.changeLanguage('de');
    const fetchMock = mockApi({ '/api/watch/manage': () => json(watching()), '/api/watch/unsubscribe': () => json({ message: 'ended' }) });
    const user = userEvent.setup();
    renderAccount('/my-data?watch=link-token');
    expect(await screen.findByText(/^Diese Adresse wird beobachtet und alle 7 Tage geprüft/)).toBeInTheDocument();
    expect(screen.getByText(/^Nichts Neues heißt nicht sicher/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Beobachtung beenden' }));
    expect(await screen.findByText(/^Die Beobachtung ist beendet/)).toBeInTheDocument();
    const unsubscribed = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/watch/unsubscribe'));
    expect(unsubscribed).toHaveLength(1);
    expect(String(unsubscribed[0]![0])).toContain('token=link-token');
  });

  it("Settings: the account's own address, on and off", async () => {
    let status = watching({ watching: false, provenUntil: null, nextCheckAt: null });
    const fetchMock = mockApi({
      '/api/watch/account': (_body: unknown, init?: RequestInit) => {
        if (init?.method === 'DELETE') status = watching({ watching: false, provenUntil: null, nextCheckAt: null });
        return json(status);
      },
      '/api/watch': () => json((status = watching())),
    });
    const user = userEvent.setup();
    renderWithProviders(<WatchOwnAddress />);
    expect(await screen.findByText('This address is not watched.')).toBeInTheDocument();
    expect(screen.getByText('Only your own account address can be watched here (jane@example.com).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Watch this address' }));
    expect(await screen.findByText(/^This address is watched/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/watch')).toEqual([{ language: 'en' }]);
    await user.click(screen.getByRole('button', { name: 'Stop watching' }));
    expect(await screen.findByText('This address is not watched.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'To turn the watch on, prove first that jane@example.com is yours', 'Go to the free self-check', 'Watch this address'],
    ['de', 'Um die Beobachtung einzuschalten, bestätigen Sie zuerst, dass jane@example.com Ihnen gehört', 'Zur kostenlosen Selbstauskunft', 'Diese Adresse beobachten'],
  ])("Settings (%s): a session signed in long ago proves the address again through the self-check", async (language, says, link, turnOn) => {
    await i18n.changeLanguage(language);
    mockApi({
      '/api/watch/account': () => json(watching({ watching: false, provenUntil: null, nextCheckAt: null })),
      '/api/watch': () => apiError(403, 'WATCH_PROOF_REQUIRED', 'Only the owner of an address who has just proved it with a code can watch it.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<WatchOwnAddress />);
    await user.click(await screen.findByRole('button', { name: turnOn }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(says);
    expect(within(alert).getByRole('link', { name: link })).toHaveAttribute('href', '/my-data');
    // Still off, and the button is there to try again after the self-check.
    expect(screen.getByRole('button', { name: turnOn })).toBeEnabled();
  });
});
