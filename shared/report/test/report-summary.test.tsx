import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { ReportView } from '../src/report-view';
import { AT, renderPage, resetPage, results } from './helpers';
import { richReport } from './fixtures';

jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

beforeEach(() => resetPage());

const summary = () => screen.getByTestId('report-summary');
const facts = () => within(summary()).getAllByRole('listitem').map((fact) => fact.textContent);

describe('summary header (docs/product.md#results)', () => {
  it('name and photo with the source that found them, the address, when, and the key facts with their sources', () => {
    renderPage(<ReportView results={richReport()} onLookUpAnother={jest.fn()} />);
    const header = within(summary());
    expect(header.getByText('Jane Doe')).toBeInTheDocument();
    expect(header.getByText('Name from Gravatar')).toBeInTheDocument();
    expect(header.getByRole('img', { name: 'Photo found for Jane Doe' })).toHaveAttribute('src', 'https://gravatar.example/avatar/1.png');
    expect(header.getByText('Photo from Gravatar')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Searched address: jane@example.com');
    expect(header.getByText('Report date: 22 November 2026')).toBeInTheDocument();
    expect(header.getByText('Scan completed in 4.2 seconds')).toBeInTheDocument();
    expect(facts()).toEqual([
      // Six shown accounts (the javascript: and relative links are not), from three sources.
      '6 linked accountsSource: GitHub, Gravatar, Records index',
      '1 data breachSource: Have I Been Pwned',
      '1 placeSource: Gravatar',
      '1 possible phone numberSource: Records index',
      '1 possible email addressSource: GitHub',
      '1 photoSource: Gravatar',
    ]);
    expect(within(summary()).getByRole('list', { name: 'Key facts' })).toBeInTheDocument();
  });

  it('without a name or photo: says no source named the owner, shows no image, and only the facts found', () => {
    const scan = results('nobody@example.com', {
      sources: [
        { source: 'local-checks', state: 'found', at: AT },
        { source: 'hibp', state: 'found', at: AT },
        { source: 'gravatar', state: 'not_found', at: AT },
      ],
      breaches: [
        {
          value: { name: 'Forumly', title: 'Forumly', domain: null, breachDate: null, pwnCount: null, dataClasses: ['Passwords'], description: null },
          source: 'hibp',
          seenAt: AT,
        },
      ],
    });
    renderPage(<ReportView results={scan} onLookUpAnother={jest.fn()} />);
    expect(summary()).toHaveTextContent('No source named the owner of this address.');
    expect(within(summary()).queryByRole('img')).not.toBeInTheDocument();
    expect(summary()).not.toHaveTextContent('Name from');
    expect(facts()).toEqual(['1 data breachSource: Have I Been Pwned']);
  });

  it('nothing found at all: says so instead of facts', () => {
    renderPage(<ReportView results={results('empty@example.com', { sources: [{ source: 'gravatar', state: 'not_found', at: AT }] })} onLookUpAnother={jest.fn()} />);
    expect(summary()).toHaveTextContent('No source found linked accounts, breaches, places or other contact data.');
    expect(within(summary()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('German: facts, sources, breach data classes and countries in German', async () => {
    await i18n.changeLanguage('de');
    const scan = richReport();
    scan.results.locations.push({ value: { address: 'Leeds, United Kingdom', current: false }, source: 'records', seenAt: AT });
    scan.results.breaches[0]!.value.dataClasses = ['Email addresses', 'Passwords', 'Security questions and answers', 'Geographic locations', 'Some future class'];
    renderPage(<ReportView results={scan} onLookUpAnother={jest.fn()} />);
    expect(summary()).toHaveTextContent('Name laut Gravatar');
    expect(summary()).toHaveTextContent('Gesuchte Adresse: jane@example.com');
    expect(facts()).toContain('6 verknüpfte KontenQuelle: GitHub, Gravatar, Datensatzindex');
    expect(facts()).toContain('2 OrteQuelle: Gravatar, Datensatzindex');
    const profile = screen.getByTestId('section-profile');
    expect(profile).toHaveTextContent('Berlin, Deutschland (aktuell)');
    expect(profile).toHaveTextContent('Leeds, Vereinigtes Königreich');
    // An unknown class stays as HIBP wrote it rather than vanish.
    expect(screen.getByTestId('section-breaches')).toHaveTextContent(
      'Offengelegte Daten: E-Mail-Adressen, Passwörter, Sicherheitsfragen und -antworten, Geografische Standorte, Some future class',
    );
  });
});

describe('result actions (docs/product.md#page-details)', () => {
  it('one toolbar of four buttons, each with an icon and its full label as the accessible name', () => {
    renderPage(<ReportView results={richReport()} onLookUpAnother={jest.fn()} />);
    const toolbar = screen.getByRole('group', { name: 'Report actions' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Copy Results', 'Print Report', 'Download PDF', 'Look Up Another Email']);
    for (const button of buttons) expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('the tab names the report in the page’s language, never the address searched', async () => {
    await i18n.changeLanguage('de');
    renderPage(<ReportView results={richReport()} onLookUpAnother={jest.fn()} />);
    expect(document.title).toBe('E-Mail-Scan-Ergebnisse – MailScout');
  });
});
