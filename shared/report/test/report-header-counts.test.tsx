import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { reportCategoryCounts, type ScanResultsResponse } from '@mailscout/contracts';
import { ReportView } from '../src/report-view';
import { AT, renderPage, resetPage, results } from './helpers';
import { richReport } from './fixtures';

jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

beforeEach(() => resetPage());

const section = (id: string) => screen.getByTestId(`section-${id}`);
const withDuration = (seconds: number): ScanResultsResponse => {
  const scan = richReport();
  return { ...scan, durationSeconds: seconds, results: { ...scan.results, durationSeconds: seconds } };
};

describe('report header: how long the lookup took (docs/architecture.md#scans-end)', () => {
  it.each([
    [0.4, 'Scan completed in less than a second'],
    [1, 'Scan completed in 1 second'],
    [2.3, 'Scan completed in 2.3 seconds'],
    [8, 'Scan completed in 8 seconds'],
  ])('%s s reads "%s"', (seconds, text) => {
    renderPage(<ReportView results={withDuration(seconds)} onLookUpAnother={jest.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [0.4, 'Scan in weniger als einer Sekunde abgeschlossen'],
    [1, 'Scan abgeschlossen in 1 Sekunde'],
    [2.3, 'Scan abgeschlossen in 2,3 Sekunden'],
  ])('German: %s s reads "%s"', async (seconds, text) => {
    await i18n.changeLanguage('de');
    renderPage(<ReportView results={withDuration(seconds)} onLookUpAnother={jest.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('the report lists exactly what the preview hints count (docs/decisions.md#progress-screen)', () => {
  it('one row per finding however many sources saw it, as reportCategoryCounts counts', () => {
    const scan = richReport();
    const report = {
      ...scan.results,
      // Two sources name the same places and the same account: one row each.
      locations: [
        { value: { address: 'London, United Kingdom', current: true }, source: 'gravatar' as const, seenAt: scan.results.createdAt },
        { value: { address: 'London, United Kingdom', current: true }, source: 'records' as const, seenAt: scan.results.createdAt },
        { value: { address: 'Bristol, United Kingdom', current: false }, source: 'records' as const, seenAt: scan.results.createdAt },
      ],
      accounts: [
        ...scan.results.accounts,
        { value: { site: 'github', url: 'https://github.com/janedoe/', username: 'janedoe' }, source: 'records' as const, seenAt: scan.results.createdAt },
        { value: { site: 'Telegram', url: 'https://t.me/janedoe', username: 'janedoe' }, source: 'records' as const, seenAt: scan.results.createdAt },
      ],
    };
    renderPage(<ReportView results={{ ...scan, results: report }} onLookUpAnother={jest.fn()} />);
    const counts = reportCategoryCounts(report);
    expect(counts.locations).toBe(2);
    expect(within(section('profile')).getAllByText(/^Location:/)).toHaveLength(2);
    expect(within(section('accounts')).getAllByRole('link')).toHaveLength(counts.accounts!);
    expect(counts.messengerAccounts).toBe(1);
    expect(within(section('phones')).getAllByRole('listitem')).toHaveLength(counts.phones!);
    expect(section('breaches').querySelectorAll('.fn-rp-items > li')).toHaveLength(counts.breaches!);
    expect(counts.exposedPasswords).toBe(1);
  });
});

describe('the searched address or number is not a finding (docs/decisions.md#preview-counts)', () => {
  const rows = (id: string) => within(section(id)).getAllByRole('listitem').map((row) => row.textContent);

  it('an email report: the address searched is named in the header, not listed or counted among the other addresses', () => {
    const scan = results('maren.holt@example.com', {
      sources: [{ source: 'records', state: 'found', at: AT }],
      emails: [
        { value: { address: 'Maren.Holt@example.com', primary: true }, source: 'records', seenAt: AT },
        { value: { address: 'm.holt@example.org', primary: false }, source: 'records', seenAt: AT },
      ],
    });
    renderPage(<ReportView results={scan} onLookUpAnother={jest.fn()} />);
    expect(rows('emails')).toHaveLength(1);
    expect(rows('emails')[0]).toMatch(/^m\.holt@example\.org/);
    expect(reportCategoryCounts(scan.results).emails).toBe(1);
    expect(within(screen.getByTestId('report-summary')).getByText('1 possible email address')).toBeInTheDocument();
  });

  it('a phone report: the number searched (from the numbering plan and the records) is described in its own card, not listed among the other numbers', () => {
    const scan = results('+442079460101', {
      kind: 'phone',
      sources: [
        { source: 'phone-numbering', state: 'found', at: AT },
        { source: 'records', state: 'found', at: AT },
      ],
      phoneChecks: { valid: true, e164: '+442079460101', country: 'GB', lineType: 'FIXED_LINE', international: '+44 20 7946 0101', carrier: null },
      phones: [
        { value: { number: '+44 20 7946 0101', type: 'FIXED_LINE' }, source: 'phone-numbering', seenAt: AT },
        { value: { number: '+442079460101', type: null }, source: 'records', seenAt: AT },
        { value: { number: '+447700900101', type: 'MOBILE' }, source: 'records', seenAt: AT },
      ],
    });
    renderPage(<ReportView results={scan} onLookUpAnother={jest.fn()} />);
    expect(rows('phones')).toHaveLength(1);
    expect(rows('phones')[0]).toMatch(/^\+44 7700 900101/);
    expect(reportCategoryCounts(scan.results).phones).toBe(1);
    expect(within(screen.getByTestId('report-summary')).getByText('1 possible phone number')).toBeInTheDocument();
  });
});
