import { screen, within } from '@testing-library/react';
import { ReportView } from '../src/report-view';
import { renderPage, resetPage } from './helpers';
import { richReport } from './fixtures';

jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

beforeEach(() => resetPage());

/** The owner's free self-check (docs/decisions.md#self-check): a report that is not stored, with nothing else to look up. */
function selfCheckReport() {
  const scan = richReport();
  return { ...scan, results: { ...scan.results, expiresAt: scan.results.createdAt } };
}

describe('the report view without a lookup to go back to (docs/decisions.md#self-check)', () => {
  it('has three actions and no Look Up Another', () => {
    renderPage(<ReportView results={selfCheckReport()} />);
    const actions = screen.getByRole('group', { name: 'Report actions' });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Copy Results', 'Print Report', 'Download PDF']);
  });

  it('a report kept for nobody says so instead of a date it could be reopened until', async () => {
    renderPage(<ReportView results={selfCheckReport()} />);
    expect(screen.getByText('This report is not stored: copy, print or download it now.')).toBeInTheDocument();
    expect(screen.queryByText(/^Available until/)).not.toBeInTheDocument();
  });

  it('in German too', async () => {
    await resetPage('de');
    renderPage(<ReportView results={selfCheckReport()} />);
    expect(screen.getByText('Dieser Bericht wird nicht gespeichert: Kopieren, drucken oder laden Sie ihn jetzt herunter.')).toBeInTheDocument();
  });

  it('a stored report still says until when it is available', () => {
    renderPage(<ReportView results={richReport()} onLookUpAnother={() => undefined} />);
    expect(screen.getByText('Available until 22 December 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Look Up Another Email' })).toBeInTheDocument();
  });
});
