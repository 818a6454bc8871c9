import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { ReportView } from '../src/report-view';
import { AT, renderPage, resetPage, results } from './helpers';

beforeEach(() => resetPage());

const seen = { source: 'records' as const, seenAt: AT };
const section = (id: string) => screen.getByTestId(`section-${id}`);

/** A phone report as the records index fills it: numbers in E.164 and site ids, as the synthetic people have them. */
const phoneReport = () =>
  results('+442079460101', {
    kind: 'phone',
    sources: [{ source: 'phone-numbering', state: 'found', at: AT }, { source: 'records', state: 'found', at: AT }],
    phoneChecks: { valid: true, e164: '+442079460101', country: 'GB', lineType: 'FIXED_LINE', international: '+44 20 7946 0101', carrier: null },
    phones: [
      { value: { number: '+442079460101', type: null }, ...seen },
      { value: { number: '+447700900101', type: 'MOBILE' }, ...seen },
    ],
    accounts: [
      { value: { site: 'github', url: 'https://github.example/marenholt', username: 'marenholt' }, ...seen },
      { value: { site: 'linkedin', url: 'https://linkedin.example/in/maren-holt', username: 'maren-holt' }, ...seen },
      { value: { site: 'x', url: 'https://x.example/marenholt', username: 'marenholt' }, ...seen },
      { value: { site: 'nightowl', url: 'https://nightowl.example/marenholt', username: 'marenholt' }, ...seen },
    ],
  });

// docs/decisions.md#phone-numbers: one international format; sites by their names, never raw ids.
describe('a phone report', () => {
  it('names the number searched and the other numbers in the one international format', () => {
    renderPage(<ReportView results={phoneReport()} />);
    expect(screen.getByTestId('report-summary')).toHaveTextContent('+44 20 7946 0101');
    expect(screen.queryByText('+442079460101')).not.toBeInTheDocument();
    const phones = within(section('phones')).getAllByRole('listitem').map((row) => row.textContent);
    expect(phones).toHaveLength(1);
    expect(phones[0]).toMatch(/^\+44 7700 900101 \(Mobile\)/);
  });

  it('names each linked account’s site as people write it, a source’s site by the source’s name', () => {
    renderPage(<ReportView results={phoneReport()} />);
    const accounts = within(section('accounts')).getAllByRole('listitem').map((row) => row.textContent ?? '');
    expect(accounts.map((text) => text.split(' (opens')[0])).toEqual(['GitHub: marenholt', 'LinkedIn: maren-holt', 'X: marenholt', 'nightowl: marenholt']);
  });

  it('the same in German', async () => {
    await i18n.changeLanguage('de');
    renderPage(<ReportView results={phoneReport()} />);
    expect(within(section('phones')).getByRole('listitem')).toHaveTextContent(/^\+44 7700 900101 \(Mobilfunk\)/);
    expect(within(section('accounts')).getAllByRole('listitem')[0]).toHaveTextContent(/^GitHub: marenholt/);
  });
});
