import { screen } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import type { SourceId, SourceState } from '@mailscout/contracts';
import { buildReportDocument } from '../src/report-document';
import { reportText } from '../src/report-text';
import { ReportView } from '../src/report-view';
import { AT, renderPage, resetPage, results } from './helpers';

const progress = (source: SourceId, state: SourceState) => ({ source, state, at: AT });

/** docs/decisions.md#credit-back: every networked source failed, the credit went back; the records index found an age. */
function returnedReport() {
  return results('jane@example.com', {
    sources: [progress('local-checks', 'found'), progress('gravatar', 'error'), progress('github', 'timeout'), progress('hibp', 'error'), progress('records', 'found')],
    emailChecks: { valid: true, type: 'personal', role: false, deliverability: 'deliverable' },
    ages: [{ value: 34, source: 'records', seenAt: AT }],
    creditReturned: { reason: 'scan_no_source_answered' },
  });
}

beforeEach(() => resetPage());

describe('a report whose credit was returned (docs/decisions.md#credit-back)', () => {
  it('says so once, at the top, instead of a card per category that could not be searched', () => {
    renderPage(<ReportView results={returnedReport()} onLookUpAnother={jest.fn()} />);
    const notice = screen.getByTestId('credit-returned');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('No source could be reached for this lookup, so your credit has been returned.');
    expect(notice).toHaveTextContent('You can run the lookup again later.');
    // Only the card with data from a local source stays; no stack of "unavailable" cards.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Profile summary']);
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument();
  });

  it('says it in German', async () => {
    await i18n.changeLanguage('de');
    renderPage(<ReportView results={returnedReport()} onLookUpAnother={jest.fn()} />);
    expect(screen.getByTestId('credit-returned')).toHaveTextContent('Für diese Suche war keine Quelle erreichbar, daher wurde Ihr Guthaben zurückgebucht.');
    expect(screen.getByTestId('credit-returned')).toHaveTextContent('Sie können die Suche später erneut durchführen.');
  });

  it('puts the notice into the copied text too', () => {
    const doc = buildReportDocument(returnedReport().results, i18n.getFixedT('en', 'report'), 'en');
    expect(reportText(doc)).toContain('No source could be reached for this lookup, so your credit has been returned.');
  });

  it('shows no notice on a partial report, which keeps its charge and marks its unavailable cards', () => {
    const partial = results('jane@example.com', {
      sources: [progress('local-checks', 'found'), progress('gravatar', 'found'), progress('github', 'not_found'), progress('hibp', 'error')],
      names: [{ value: 'Jane Doe', source: 'gravatar', seenAt: AT }],
    });
    renderPage(<ReportView results={partial} onLookUpAnother={jest.fn()} />);
    expect(screen.queryByTestId('credit-returned')).not.toBeInTheDocument();
    expect(screen.getByTestId('section-breaches')).toHaveTextContent('Unavailable');
    // The unavailable card stays a card (data may be missing); the empty ones are gathered (docs/product.md#results).
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Profile summary', 'Data breachesUnavailable', 'Categories without data']);
  });
});
