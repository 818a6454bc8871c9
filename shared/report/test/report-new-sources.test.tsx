import { screen, within } from '@testing-library/react';
import type { ScanResultsResponse, SourceId, SourceState } from '@mailscout/contracts';
import { i18n } from '@mailscout/i18n';
import { buildReportDocument } from '../src/report-document';
import { ReportView } from '../src/report-view';
import { AT, renderPage, resetPage, results } from './helpers';

jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

const seen = (source: SourceId) => ({ source, seenAt: AT });
const progress = (source: SourceId, state: SourceState = 'found') => ({ source, state, at: AT });

/** A report of the newer sources (docs/decisions.md#sources) for maren.holt, as the engine assembles it from the stand-ins. */
function newerSourcesReport(states: Partial<Record<SourceId, SourceState>> = {}): ScanResultsResponse {
  const ids: SourceId[] = ['local-checks', 'gravatar', 'github', 'openpgp', 'gitlab', 'domain-facts', 'username-pivot'];
  return results('maren.holt@example.com', {
    sources: ids.map((id) => progress(id, states[id] ?? 'found')),
    emailChecks: { valid: true, type: 'business', role: false, deliverability: 'deliverable' },
    accounts: [{ value: { site: 'GitLab', url: 'https://gitlab.example/maren.holt', username: 'maren.holt' }, ...seen('gitlab') }],
    possibleAccounts: [
      {
        value: { site: 'Codeberg', url: 'https://codeberg.org/marenholt', username: 'marenholt', via: 'github,gravatar', confidence: 'high', evidence: { httpStatus: 200, marker: null }, tags: ['code'] },
        ...seen('username-pivot'),
      },
      {
        value: { site: 'Hacker News', url: 'https://news.ycombinator.com/user?id=marenholt', username: 'marenholt', via: 'github', confidence: 'medium', evidence: { httpStatus: 200, marker: 'created:' }, tags: ['forum'] },
        ...seen('username-pivot'),
      },
    ],
    keys: [{ value: { fingerprint: '08F13122D72CC3B01D0AA0D35FC82E0A36E2B4D7', userIds: ['Maren Holt <maren.holt@example.com>'], createdAt: '2019-03-14T10:00:00.000Z' }, ...seen('openpgp') }],
    domainFacts: [
      { value: { domain: 'example.com', kind: 'mailProvider', value: 'google-workspace' }, ...seen('domain-facts') },
      { value: { domain: 'example.com', kind: 'registeredAt', value: '1995-08-14T04:00:00.000Z' }, ...seen('domain-facts') },
      { value: { domain: 'example.com', kind: 'websiteTitle', value: 'Example Domain' }, ...seen('domain-facts') },
    ],
  });
}

describe('report cards for the newer sources (docs/decisions.md#sources)', () => {
  beforeEach(() => resetPage());

  it('possible accounts apart from linked accounts, with confidence, evidence and the sources of the username', () => {
    renderPage(<ReportView results={newerSourcesReport()} />);
    const linked = screen.getByTestId('section-accounts');
    expect(within(linked).queryByText(/Codeberg/)).toBeNull();
    const possible = screen.getByTestId('section-possibleAccounts');
    expect(within(possible).getByRole('heading', { name: 'Possible accounts on other sites' })).toBeVisible();
    expect(within(possible).getByText(/possibly the same person, not verified/)).toBeVisible();
    expect(within(possible).getByRole('link', { name: /Codeberg: marenholt/ })).toHaveAttribute('href', 'https://codeberg.org/marenholt');
    expect(within(possible).getByText('Confidence: high')).toBeVisible();
    expect(within(possible).getByText('Evidence: the page answered HTTP 200')).toBeVisible();
    expect(within(possible).getByText('Evidence: the page answered HTTP 200 and shows “created:”')).toBeVisible();
    expect(within(possible).getByText('Username found by GitHub, Gravatar')).toBeVisible();
    expect(within(possible).getAllByText(/Source: Username check on public profile pages · seen/)).toHaveLength(2);
  });

  it('OpenPGP keys with user ID, fingerprint and creation date; domain facts said to be about the domain', () => {
    renderPage(<ReportView results={newerSourcesReport()} />);
    const keys = screen.getByTestId('section-keys');
    expect(within(keys).getByText('Maren Holt <maren.holt@example.com>')).toBeVisible();
    expect(within(keys).getByText('Fingerprint: 08F1 3122 D72C C3B0 1D0A A0D3 5FC8 2E0A 36E2 B4D7')).toBeVisible();
    expect(within(keys).getByText('Created: 14 March 2019')).toBeVisible();
    const domain = screen.getByTestId('section-domain');
    expect(within(domain).getByText('Facts about the domain example.com, not about the person.')).toBeVisible();
    expect(within(domain).getByText('Google Workspace')).toBeVisible();
    expect(within(domain).getByText('Example Domain')).toBeVisible();
    expect(within(domain).getAllByText(/^Source: Domain facts \(DNS, RDAP, website\) · seen/)).toHaveLength(3);
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    renderPage(<ReportView results={newerSourcesReport()} />);
    expect(screen.getByRole('heading', { name: 'Mögliche Konten auf anderen Seiten' })).toBeVisible();
    expect(screen.getByText('Zuverlässigkeit: hoch')).toBeVisible();
    expect(screen.getByText('Fakten zur Domain example.com, nicht zur Person.')).toBeVisible();
    expect(screen.getByText('Erstellt: 14. März 2019')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Öffentliche Schlüssel (OpenPGP)' })).toBeVisible();
  });

  it('a pivot that could not look is unavailable, never "no data"; a report made before these sources has no such cards', () => {
    const t = i18n.getFixedT('en', 'report');
    const failed = buildReportDocument({ ...newerSourcesReport({ 'username-pivot': 'error' }).results, possibleAccounts: [] }, t, 'en');
    expect(failed.sections.find((s) => s.id === 'possibleAccounts')).toMatchObject({ availability: 'unavailable' });
    const old = results('jane@example.com', { sources: [progress('gravatar'), progress('github')] });
    const before = buildReportDocument(old.results, t, 'en');
    expect(before.sections.map((s) => s.id)).not.toEqual(expect.arrayContaining(['possibleAccounts']));
    expect(before.gathered.join(' ')).not.toMatch(/Possible accounts|encryption keys|email domain/);
  });
});
