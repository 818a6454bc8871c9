import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { ReportView } from '../src/report-view';
import { COPIED_MS } from '../src/use-report-actions';
import { AT, renderPage, resetPage, results } from './helpers';
import { richReport } from './fixtures';
import { imageObjects } from './pdf-fixtures';

// The jsdom project resolves jspdf's browser build (ES modules, not transformed here); its
// CommonJS build is the same library.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));
// jsdom loads no images: the photos arrive as pdf-images.ts hands them over in a browser.
jest.mock('../src/pdf-images', () => {
  const actual = jest.requireActual('../src/pdf-images');
  const { TINY_PNG } = jest.requireActual('./pdf-fixtures');
  return { ...actual, loadPdfImages: jest.fn(async (urls: string[]) => new Map(urls.map((url) => [url, { dataUrl: TINY_PNG, width: 4, height: 4 }]))) };
});

beforeEach(() => resetPage());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderReport(scan = richReport()) {
  const onLookUpAnother = jest.fn();
  renderPage(<ReportView results={scan} onLookUpAnother={onLookUpAnother} />);
  return { onLookUpAnother };
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const section = (id: string) => screen.getByTestId(`section-${id}`);
// The summary's facts, the cards with data in the original's order, then the categories without data (docs/product.md#results).
const SECTION_TITLES = ['Key facts', 'Profile summary', 'Photos', 'Linked accounts', 'Possible phones', 'Possible emails', 'Data breaches', 'Categories without data'];
const gathered = () => screen.getByTestId('empty-categories');

describe('results page (docs/product.md#results; docs/decisions.md#honest-data, docs/decisions.md#sources, docs/decisions.md#placeholders-made-real)', () => {
  it('header with the scan duration and the report date in the long format; the cards with data in the original’s order', () => {
    renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Email Scan Results' })).toBeInTheDocument();
    expect(screen.getByText('Scan completed in 4.2 seconds')).toBeInTheDocument();
    expect(screen.getByText('Report date: 22 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Available until 22 December 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(SECTION_TITLES);
  });

  it('profile summary: the first username as the possible username, each datum with its source and seen date', () => {
    renderReport();
    const profile = within(section('profile'));
    expect(profile.getByText('Possible username:').closest('li')).toHaveTextContent('Possible username: janedoeSource: GitHub · seen 22 November 2026');
    expect(profile.queryByText('jd')).not.toBeInTheDocument();
    expect(profile.getByText('Owner:').closest('li')).toHaveTextContent('Owner: Jane DoeSource: Gravatar · seen 22 November 2026');
    expect(profile.getByText('Age:').closest('li')).toHaveTextContent('Age: 34Source: Records index');
    expect(profile.getByText('Location:').closest('li')).toHaveTextContent('Berlin, Germany (current)');
    expect(profile.getByText('Gender:').closest('li')).toHaveTextContent('Gender: Not found');
    expect(profile.getByText('Email type:').closest('li')).toHaveTextContent('Email type: PersonalSource: Local checks');
    expect(profile.getByText('Deliverability:').closest('li')).toHaveTextContent('Deliverable');
  });

  it('linked accounts: only http(s) URLs, opening in a new tab, with an icon by site', () => {
    renderReport();
    const accounts = within(section('accounts'));
    const links = accounts.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://github.com/janedoe',
      'https://www.linkedin.com/in/janedoe',
      'https://x.com/janedoe',
      'https://instagram.com/janedoe',
      'http://facebook.com/janedoe',
      'https://mastodon.example/@jane',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
    expect(accounts.getByRole('link', { name: /^GitHub: janedoe/ })).toBeInTheDocument();
    const icons = Array.from(section('accounts').querySelectorAll('svg[data-icon]')).map((icon) => icon.getAttribute('data-icon'));
    expect(icons).toEqual(['github', 'linkedin', 'twitter', 'instagram', 'facebook', 'generic']);
    expect(section('accounts')).not.toHaveTextContent('Evil');
    expect(section('accounts')).not.toHaveTextContent('Relative');
  });

  it('data breaches with their details', () => {
    renderReport();
    const breach = within(section('breaches')).getByText('Adobe').closest('li')!;
    expect(breach).toHaveTextContent('Domain: adobe.com');
    expect(breach).toHaveTextContent('Breach date: 4 October 2013');
    expect(breach).toHaveTextContent('Affected accounts: 152,445,165');
    expect(breach).toHaveTextContent('Exposed data: Email addresses, Passwords');
    expect(breach).toHaveTextContent('In October 2013, 153 million Adobe accounts were breached.');
    expect(breach).toHaveTextContent('Source: Have I Been Pwned · seen 22 November 2026');
  });

  it('photos, possible phones and emails with their sources', () => {
    renderReport();
    expect(within(section('photos')).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'https://gravatar.example/avatar/1.png');
    // docs/decisions.md#phone-numbers: in the one international format, grouped as the country writes it.
    expect(section('phones')).toHaveTextContent('+49 1512 3456789 (Mobile)Source: Records index');
    expect(section('emails')).toHaveTextContent('jane.work@example.com');
  });

  it('one row per finding when several sources agree, naming every source', () => {
    const scan = richReport();
    const at = scan.results.createdAt;
    scan.results.names.push({ value: 'jane doe', source: 'records', seenAt: at });
    scan.results.accounts.push({ value: { site: 'github', url: 'https://github.com/janedoe/', username: 'janedoe' }, source: 'records', seenAt: at });
    scan.results.phones.push({ value: { number: '+49 151 23456789', type: 'MOBILE' }, source: 'github', seenAt: at });
    renderReport(scan);
    const owners = within(section('profile')).getAllByText('Owner:');
    expect(owners).toHaveLength(1);
    expect(owners[0]!.closest('li')).toHaveTextContent(/Source: Gravatar · seen .+; Source: Records index · seen/);
    expect(within(section('accounts')).getAllByRole('link', { name: /GitHub: janedoe/i })).toHaveLength(1);
    expect(within(section('accounts')).getByRole('link', { name: /^GitHub: janedoe/ }).closest('li')).toHaveTextContent('Source: GitHub · seen 22 November 2026; Source: Records index');
    expect(within(section('phones')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('empty categories are gathered into one line each in the original’s words; what no source looks for says it was not searched', () => {
    renderReport();
    for (const id of ['phoneData', 'vehicles', 'relationships', 'work', 'education', 'sexOffender']) expect(screen.queryByTestId(`section-${id}`)).not.toBeInTheDocument();
    const lines = within(gathered()).getAllByText(/./, { selector: 'p' }).map((line) => line.textContent);
    expect(lines).toEqual([
      'No data available from the email scan for: Public phone data.',
      // The same categories the progress screen marks "Not searched" (docs/decisions.md#progress-screen).
      'Not searched, as no source in this service looks for them: Vehicles, Relationships, Work history, Education.',
      'Sex-offender registers are public in the US only. MailScout does not search them, so this report holds no data on this.',
    ]);
    expect(within(gathered()).getByRole('heading', { level: 2 })).toHaveTextContent('Categories without data');
  });

  it('a category whose source failed is marked unavailable, not empty', () => {
    const scan = richReport({ hibp: 'timeout' });
    scan.results.breaches = [];
    renderReport(scan);
    const breaches = section('breaches');
    expect(within(breaches).getByRole('heading', { level: 2 })).toHaveTextContent('Data breachesUnavailable');
    expect(breaches).toHaveTextContent('Unavailable: a source for this category could not be reached during the scan');
    expect(breaches).not.toHaveTextContent('No data available');
  });

  it('data from the sources that answered is shown, with a note about the one that failed', () => {
    renderReport(richReport({ records: 'error' }));
    expect(section('accounts')).toHaveTextContent('One source for this category could not be reached during the scan');
    expect(within(section('accounts')).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('a source that is not set up: not searched', () => {
    const scan = richReport({ hibp: 'disabled' });
    scan.results.breaches = [];
    renderReport(scan);
    expect(screen.queryByTestId('section-breaches')).not.toBeInTheDocument();
    expect(gathered()).toHaveTextContent('Not searched, as their source is not set up on this service: Data breaches.');
  });

  it('a phone report: public phone data from the numbering plan, and the phone wording', async () => {
    const scan = results('+4915123456789', {
      kind: 'phone',
      sources: [{ source: 'phone-numbering', state: 'found', at: AT }, { source: 'records', state: 'not_found', at: AT }],
      phoneChecks: { valid: true, e164: '+4915123456789', country: 'DE', lineType: 'MOBILE', international: '+49 151 23456789', carrier: null },
    });
    const { onLookUpAnother } = renderReport(scan);
    expect(screen.getByRole('heading', { level: 1, name: 'Phone Scan Results' })).toBeInTheDocument();
    expect(section('phoneData')).toHaveTextContent('Number: +49 151 23456789Source: Numbering plan');
    expect(section('phoneData')).toHaveTextContent('Country: Germany');
    expect(section('phoneData')).toHaveTextContent('Line type: Mobile');
    expect(gathered()).toHaveTextContent('Not searched, as no source in this service looks for them: Vehicles, Relationships, Work history, Education.');
    expect(gathered()).toHaveTextContent(/No data available from the phone scan for: [^.]*Possible emails/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Look Up Another Number' }));
    expect(onLookUpAnother).toHaveBeenCalled();
  });
});

describe('actions (docs/product.md#results, docs/product.md#constants; docs/decisions.md#report-actions)', () => {
  it("Copy Results copies a text report and shows 'Copied!' for 2 s", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup: user-event puts its own clipboard stub in place.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderReport();
    await user.click(screen.getByRole('button', { name: 'Copy Results' }));
    // The copy resolves asynchronously; waiting may move the fake clock by a few polling steps.
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    const text = writeText.mock.calls[0][0] as string;
    expect(text).toContain('Email Scan Results: jane@example.com');
    expect(text).toContain('Report date: 22 November 2026');
    expect(text).toContain('Linked accounts\n---------------');
    expect(text).toContain('- GitHub: janedoe <https://github.com/janedoe>');
    expect(text).toContain('    Source: GitHub · seen 22 November 2026');
    expect(text).toContain('Jane Doe (Name from Gravatar)');
    expect(text).toContain('Key facts: 6 linked accounts (Source: GitHub, Gravatar, Records index); 1 data breach (Source: Have I Been Pwned)');
    expect(text).toContain(
      'Categories without data\n-----------------------\nNo data available from the email scan for: Public phone data.\nNot searched, as no source in this service looks for them: Vehicles, Relationships, Work history, Education.',
    );
    expect(text).not.toContain('javascript:');
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(COPIED_MS - 300);
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByRole('button', { name: 'Copy Results' })).toBeInTheDocument();
  });

  it('a browser that cannot copy says so', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = jest.fn().mockReturnValue(false);
    renderReport();
    await user.click(screen.getByRole('button', { name: 'Copy Results' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Copying is not possible in this browser.');
    expect(screen.getByRole('button', { name: 'Copy Results' })).toBeInTheDocument();
  });

  it('Print Report opens the print dialog', async () => {
    const print = jest.fn();
    window.print = print;
    renderReport();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print Report' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('Download PDF downloads a real PDF of the report', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = jest.fn((value: Blob) => {
      blob = value;
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:report');
      expect(this.download).toBe('mailscout-report-jane-example-com-2026-11-22.pdf');
    });
    renderReport();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(blob?.type).toBe('application/pdf');
    const bytes = await bytesOf(blob!);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(new TextDecoder('latin1').decode(bytes.subarray(bytes.length - 8))).toContain('%%EOF');
    // The report's photo is in it as an image, not as a link only (docs/product.md#results).
    expect(imageObjects(bytes)).toBe(1);
  });

  it('Look Up Another Email', async () => {
    const { onLookUpAnother } = renderReport();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Look Up Another Email' }));
    expect(onLookUpAnother).toHaveBeenCalledTimes(1);
  });
});

describe('German (the original’s German results page)', () => {
  it('titles, dates, numbers, sources and the no-data message in German', async () => {
    await i18n.changeLanguage('de');
    renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'E-Mail-Scan-Ergebnisse' })).toBeInTheDocument();
    expect(screen.getByText('Scan abgeschlossen in 4,2 Sekunden')).toBeInTheDocument();
    expect(screen.getByText('Berichtsdatum: 22. November 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Wichtigste Fakten',
      'Profilübersicht',
      'Fotos',
      'Verknüpfte Konten',
      'Mögliche Telefonnummern',
      'Mögliche E-Mail-Adressen',
      'Datenlecks',
      'Kategorien ohne Daten',
    ]);
    expect(gathered()).toHaveTextContent('Nicht durchsucht, da keine Quelle dieses Dienstes danach sucht: Fahrzeuge, Beziehungen, Beruflicher Werdegang, Ausbildung.');
    expect(gathered()).toHaveTextContent('Keine Daten aus dem E-Mail-Scan verfügbar für: Öffentliche Telefondaten.');
    expect(section('profile')).toHaveTextContent('Möglicher Benutzername: janedoeQuelle: GitHub · gesehen am 22. November 2026');
    expect(section('breaches')).toHaveTextContent('Betroffene Konten: 152.445.165');
    expect(section('breaches')).toHaveTextContent('Datum des Lecks: 4. Oktober 2013');
    for (const name of ['Ergebnisse kopieren', 'Bericht drucken', 'PDF herunterladen', 'Weitere E-Mail-Adresse suchen']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('a known gender and a phone line type from the records in German; an unknown wording as the records give it', async () => {
    await i18n.changeLanguage('de');
    const scan = richReport();
    scan.results.genders.push({ value: 'female', source: 'records', seenAt: scan.results.createdAt }, { value: 'agender', source: 'github', seenAt: scan.results.createdAt });
    renderReport(scan);
    expect(section('profile')).toHaveTextContent('Geschlecht: WeiblichQuelle: Datensatzindex');
    expect(section('profile')).toHaveTextContent('Geschlecht: agender');
    expect(section('phones')).toHaveTextContent('+49 1512 3456789 (Mobilfunk)');
  });
});
