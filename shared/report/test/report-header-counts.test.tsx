import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { reportCategoryCounts, type ScanResultsResponse } from '@mailscout/contracts';
import { ReportView } from '../src/report-view';
import { renderPage, resetPage } from './helpers';
import { richReport } from './fixtures';

jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

beforeEach(() => resetPage());

const section = (id: string) => screen.getByTestId(`section-${id}`);
const withDuration = (seconds: number): ScanResultsResponse => {
  const scan = richReport();
  return { ...scan, durationSeconds: seconds, results: { ...scan.results, durationSeconds: seconds } };
};

describe('report header: how long the lookup took (issue 13)', () => {
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

describe('the report lists exactly what the preview hints count (issue 13)', () => {
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
