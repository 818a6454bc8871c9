import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfCheckResponse } from '@mailscout/contracts';
import { i18n } from '@mailscout/i18n';
import { apiError, callsTo, json, mockApi, publicConfig, renderAccount, resetPage, signInAs } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));
// The report's PDF maker is only loaded on download; jsdom resolves jspdf's browser build.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

beforeEach(resetPage);

const AT = '2026-11-22T12:00:00.000Z';
const NEXT = '2026-11-23T12:00:00.000Z';

/** The API's lookups: 12 months up to November 2026, with a few lookups in two of them. */
function lookups(counts: Record<string, [number, number]> = { '2026-11': [2, 1], '2026-08': [0, 1] }): SelfCheckResponse['lookups'] {
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7);
    const [searches, reports] = counts[month] ?? [0, 0];
    return { month, searches, reports };
  });
  return { months, searches: months.reduce((s, m) => s + m.searches, 0), reports: months.reduce((s, m) => s + m.reports, 0) };
}

function reportAnswer(counts?: Record<string, [number, number]>): SelfCheckResponse {
  const progress = (source: 'local-checks' | 'gravatar' | 'github' | 'hibp' | 'records', state: 'found' | 'not_found') => ({ source, state, at: AT });
  const results = {
    scanId: 'self-check-1',
    kind: 'email' as const,
    target: 'jane@example.com',
    createdAt: AT,
    expiresAt: AT,
    durationSeconds: 1.2,
    sources: [progress('local-checks', 'found'), progress('gravatar', 'found'), progress('github', 'found'), progress('hibp', 'not_found'), progress('records', 'found')],
    emailChecks: null,
    phoneChecks: null,
    names: [{ value: 'Jane Doe', source: 'gravatar' as const, seenAt: AT }],
    ages: [],
    genders: [],
    locations: [],
    phones: [],
    emails: [],
    usernames: [{ value: 'janedoe', source: 'github' as const, seenAt: AT }],
    photos: [],
    accounts: [{ value: { site: 'GitHub', url: 'https://github.com/janedoe', username: 'janedoe' }, source: 'github' as const, seenAt: AT }],
    breaches: [],
  };
  return {
    status: 'report',
    report: { results, lookupCredits: 0, usernames: ['janedoe'], durationSeconds: 1.2, breaches: [], accounts: [{ site: 'GitHub', url: 'https://github.com/janedoe' }] },
    lookups: lookups(counts),
    nextCheckAt: NEXT,
  } as SelfCheckResponse;
}

const emailField = () => screen.getByLabelText('Email address');
const codeField = () => screen.getByLabelText('One-time code');

async function reachCodeStep(handlers: Parameters<typeof mockApi>[0] = {}, email = 'Jane@Example.com') {
  const fetchMock = mockApi({ '/api/self-check/request-code': () => json({ message: 'sent' }), ...handlers });
  const user = userEvent.setup();
  renderAccount('/my-data');
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('One-time code');
  return { user, fetchMock };
}

describe('/my-data: the free self-check (docs/decisions.md#self-check)', () => {
  it('address, code, then the report, the lookups per month and what the owner can do', async () => {
    const { user, fetchMock } = await reachCodeStep({ '/api/self-check/report': () => json(reportAnswer()) });
    expect(screen.getByRole('heading', { level: 1, name: 'See your data' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/self-check/request-code')).toEqual([{ email: 'jane@example.com', language: 'en' }]);
    expect(screen.getByRole('status')).toHaveTextContent('We have sent a 6-digit code to jane@example.com. Please check your email.');

    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Show my data' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Email Scan Results' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/self-check/report')).toEqual([{ email: 'jane@example.com', otp: '123456' }]);
    expect(screen.getAllByText('Jane Doe').length).toBeGreaterThan(0);
    expect(screen.getByText('This report is not stored: copy, print or download it now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Look Up Another Email' })).not.toBeInTheDocument();
    // The time is the browser's own; the date is the same in every zone the tests run in.
    expect(screen.getByText(/^You can check this address again for free from 23 November 2026/)).toBeInTheDocument();

    const counts = within(screen.getByTestId('lookup-counts'));
    expect(counts.getByRole('heading', { level: 2, name: 'How often your address was looked up' })).toBeInTheDocument();
    expect(counts.getByText('In the last 12 months: 2 searches and 2 full reports.')).toBeInTheDocument();
    const table = counts.getByRole('table', { name: 'Lookups of your address per month' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Month', 'Searches', 'Full reports']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('November 202621');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('November 2026');
    expect(rows[3]).toHaveTextContent('August 202601');
    expect(rows[11]).toHaveTextContent('December 202500');

    const next = within(screen.getByTestId('my-data-next-steps'));
    expect(next.getByRole('link', { name: 'Opt out and delete your data' })).toHaveAttribute('href', '/opt-out');
    // Only the sources that found something and have a page of their own.
    expect(next.getAllByRole('link', { name: /^Your data at/ }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Your data at Gravatar (opens in a new tab)', 'https://gravatar.com/profile'],
      ['Your data at GitHub (opens in a new tab)', 'https://github.com/settings/profile'],
    ]);

    // The records index is MailScout's own: corrected by writing to support.
    expect(next.getByText(/^Entries from the records index are held by MailScout itself/)).toBeInTheDocument();
    expect(next.getByRole('link', { name: publicConfig.supportEmail })).toHaveAttribute('href', `mailto:${publicConfig.supportEmail}`);

    await user.click(screen.getByRole('button', { name: 'Check another address' }));
    expect(emailField()).toHaveValue('jane@example.com');
  });

  it('an opted-out address: says nothing is held, shows no report', async () => {
    const { user } = await reachCodeStep({ '/api/self-check/report': () => json({ status: 'opted-out', lookups: lookups({}) }) });
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Show my data' }));
    expect(await screen.findByText('This address has opted out of MailScout: we hold no data about it and nobody can look it up here.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email Scan Results' })).not.toBeInTheDocument();
    expect(screen.getByText('Nobody looked up this address in the last 12 months.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Your data at/ })).not.toBeInTheDocument();
  });

  it('refusals are explained: a wrong code, the daily limit, a network failure', async () => {
    const answers = [
      apiError(400, 'INVALID_OTP', 'Invalid or expired OTP code'),
      apiError(429, 'SELF_CHECK_USED_TODAY', 'This address has already had its free check in the last 24 hours. Please try again tomorrow.'),
    ];
    const { user } = await reachCodeStep({
      '/api/self-check/report': () => {
        const next = answers.shift();
        if (!next) throw new TypeError('Failed to fetch');
        return next;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Show my data' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Show my data' }));
    expect(await screen.findByText('Invalid or expired code. Please check the code or ask for a new one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show my data' }));
    expect(await screen.findByText('This address has already had its free check in the last 24 hours. Please try again tomorrow.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show my data' }));
    expect(await screen.findByText(/A network error occurred/)).toBeInTheDocument();
  });

  it('the bot challenge when the API asks for it: the same call again with its solution', async () => {
    const { user, fetchMock } = await reachCodeStep({
      '/api/self-check/report': (body) => ((body as { captchaToken?: string }).captchaToken ? json(reportAnswer({ '2026-10': [1, 1] })) : apiError(400, 'CAPTCHA_REQUIRED', 'Please complete the CAPTCHA verification.')),
    });
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Show my data' }));
    const panel = await screen.findByRole('group', { name: 'For your security, please confirm you are not a robot before trying again.' });
    expect(panel).toHaveFocus();
    expect(codeField()).toHaveValue('123456');
    await user.click(within(panel).getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Show my data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Scan Results' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/self-check/report').at(-1)).toEqual({ email: 'jane@example.com', otp: '123456', captchaToken: 'captcha-token-0' });
    expect(screen.getByText('In the last 12 months: 1 search and 1 full report.')).toBeInTheDocument();
  });

  it('a mail server that cannot send says so; an invalid address is caught before anything is sent', async () => {
    const fetchMock = mockApi({ '/api/self-check/request-code': () => apiError(503, 'MAIL_UNAVAILABLE', 'We could not send the email right now.') });
    const user = userEvent.setup();
    renderAccount('/my-data');
    await user.type(await screen.findByLabelText('Email address'), 'jane@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(callsTo(fetchMock, '/api/self-check/request-code')).toHaveLength(0);
    await user.clear(emailField());
    await user.type(emailField(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We could not send the email right now. Please try again in a moment.')).toBeInTheDocument();
  });

  it('signed in: the field starts with the account’s address', async () => {
    mockApi();
    signInAs('owner@example.com');
    renderAccount('/my-data');
    expect(await screen.findByLabelText('Email address')).toHaveValue('owner@example.com');
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    const fetchMock = mockApi({ '/api/self-check/request-code': () => json({ message: 'sent' }), '/api/self-check/report': () => json(reportAnswer()) });
    const user = userEvent.setup();
    renderAccount('/my-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Daten einsehen' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    expect(callsTo(fetchMock, '/api/self-check/request-code')).toEqual([{ email: 'jane@example.com', language: 'de' }]);
    await user.type(await screen.findByLabelText('Einmalcode', { exact: false }), '123456');
    await user.click(screen.getByRole('button', { name: 'Meine Daten anzeigen' }));
    const table = await screen.findByRole('table', { name: 'Suchen nach Ihrer Adresse pro Monat' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Monat', 'Suchen', 'Vollständige Berichte']);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('November 2026');
    expect(screen.getByRole('link', { name: 'Widersprechen und Daten löschen' })).toHaveAttribute('href', '/opt-out');
    expect(screen.getByText('Dieser Bericht wird nicht gespeichert: Kopieren, drucken oder laden Sie ihn jetzt herunter.')).toBeInTheDocument();
  });

  it('the opt-out page offers the self-check first', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAccount('/opt-out');
    await user.click(await screen.findByRole('link', { name: 'See your data for free' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'See your data' })).toBeInTheDocument();
  });
});
