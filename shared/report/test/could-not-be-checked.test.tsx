import { screen } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import type { SourceId, SourceState } from '@mailscout/contracts';
import { buildReportDocument } from '../src/report-document';
import { reportText } from '../src/report-text';
import { ReportView } from '../src/report-view';
import { AT, renderPage, resetPage, results } from './helpers';

/**
 * docs/decisions.md#empty-previews: failed is not empty. A source that could not be reached "could not be
 * checked"; "nothing found" is said only of what every source answered. And a report whose sources
 * answered with nothing beyond the free checks says its credit was returned.
 */
const progress = (source: SourceId, state: SourceState) => ({ source, state, at: AT });
const checks = { valid: true, type: 'personal' as const, role: false, deliverability: 'deliverable' as const };

function reportWith(states: Partial<Record<SourceId, SourceState>>, extra: Parameters<typeof results>[1] = {}) {
  return results('jane@example.com', {
    sources: [progress('local-checks', 'found'), ...(Object.entries(states) as Array<[SourceId, SourceState]>).map(([source, state]) => progress(source, state))],
    emailChecks: checks,
    ...extra,
  });
}

const summary = () => screen.getByTestId('report-summary');

beforeEach(() => resetPage());

describe('the summary when sources failed', () => {
  it('every source failed: "could not be checked", naming them, never "no source found"', () => {
    renderPage(<ReportView results={reportWith({ gravatar: 'error', github: 'timeout', hibp: 'rate_limited' }, { creditReturned: { reason: 'scan_no_source_answered' } })} />);
    expect(summary()).toHaveTextContent('Linked accounts, breaches, places and other contact data could not be checked (not reachable: Gravatar, GitHub, Have I Been Pwned).');
    expect(summary()).toHaveTextContent("The owner's name could not be checked (not reachable: Gravatar, GitHub).");
    expect(summary()).not.toHaveTextContent(/No source (found|named)/);
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    renderPage(<ReportView results={reportWith({ gravatar: 'error', github: 'timeout', hibp: 'error' }, { creditReturned: { reason: 'scan_no_source_answered' } })} />);
    expect(summary()).toHaveTextContent('Verknüpfte Konten, Datenlecks, Orte und weitere Kontaktdaten konnten nicht geprüft werden (nicht erreichbar: Gravatar, GitHub, Have I Been Pwned).');
    expect(summary()).toHaveTextContent('Der Name des Inhabers konnte nicht geprüft werden (nicht erreichbar: Gravatar, GitHub).');
    expect(summary()).not.toHaveTextContent(/Keine Quelle hat/);
  });

  it('some failed, the others answered empty: both said, apart', () => {
    renderPage(<ReportView results={reportWith({ gravatar: 'not_found', github: 'not_found', hibp: 'error' })} />);
    expect(summary()).toHaveTextContent('The sources that answered found no linked accounts, breaches, places or other contact data; could not be checked: Have I Been Pwned.');
    // Every source for the name answered: that is "nothing found".
    expect(summary()).toHaveTextContent('No source named the owner of this address.');
  });

  it('every source answered empty: "nothing found", as before', () => {
    renderPage(<ReportView results={reportWith({ gravatar: 'not_found', github: 'not_found', hibp: 'not_found', records: 'disabled' })} />);
    expect(summary()).toHaveTextContent('No source found linked accounts, breaches, places or other contact data.');
    expect(summary()).not.toHaveTextContent(/could not be checked/);
  });
});

describe('a report with nothing beyond the free checks (its credit returned)', () => {
  const empty = () => reportWith({ gravatar: 'not_found', github: 'not_found', hibp: 'not_found' }, { creditReturned: { reason: 'scan_nothing_found' } });

  it('says the credit was returned and why, and still lists what was checked', () => {
    renderPage(<ReportView results={empty()} />);
    const notice = screen.getByTestId('credit-returned');
    expect(notice).toHaveTextContent('The sources answered but found nothing beyond the free checks, so your credit has been returned.');
    expect(notice).toHaveTextContent('The checks that ran and what each source answered are listed below.');
    // Not the "no source could be reached" notice: nothing failed.
    expect(notice).not.toHaveTextContent('No source could be reached');
    expect(screen.getByTestId('empty-categories')).toHaveTextContent(/No data available from the email scan for: .*Data breaches/);
  });

  it('in German, and in the copied text', async () => {
    await i18n.changeLanguage('de');
    renderPage(<ReportView results={empty()} />);
    expect(screen.getByTestId('credit-returned')).toHaveTextContent('Die Quellen haben geantwortet, aber nichts über die kostenlosen Prüfungen hinaus gefunden, daher wurde Ihr Guthaben zurückgebucht.');
    const doc = buildReportDocument(empty().results, i18n.getFixedT('en', 'report'), 'en');
    expect(reportText(doc)).toContain('so your credit has been returned.');
  });
});
