import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import type { LookupKind, Preview } from '@mailscout/contracts';
import { ReportTeaser } from '../../src/checkout/report-teaser';
import { PreviewHints } from '../../src/funnel/preview-hints';
import type { LookupPreview } from '../../src/funnel/use-lookup-preview';
import { renderPage, resetPage } from '../checkout/helpers';
import { emailPreview, noHints, phonePreview } from './fixtures';

/**
 * docs/decisions.md#preview-counts: the counts before payment name what the report lists — places,
 * not "address records", and never the searched address or number itself, so the label says
 * "other" where it could have been counted. The counts here are the seeded person's (two
 * places, one other address and two numbers found by address; one other number found by number).
 */
beforeEach(() => resetPage());

const completed = (preview: Preview): LookupPreview => ({
  lookup: { status: 'ready', previewId: preview.id },
  preview,
  connection: 'live',
  settled: true,
  sources: {},
  outcome: () => 'found',
});

const byEmail = () =>
  emailPreview({ hints: { ...noHints, ownerNameFound: true, locationFound: true, serviceProvider: 'example.com', phoneFound: true, addressRecords: 2 } }, { records: 'found' }, { emails: 1, phones: 2 });
const byNumber = () => phonePreview({ hints: { ...noHints, ownerNameFound: true, serviceProvider: 'GB', phoneFound: true, addressRecords: 2 } }, { 'phone-numbering': 'found', records: 'found' }, { emails: 2, phones: 1 });

const teaserRows = (kind: LookupKind, preview: Preview) => {
  renderPage(<ReportTeaser kind={kind} preview={preview} />);
  return within(screen.getByTestId('report-teaser'))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
};

describe('the paywall teaser counts what the report lists', () => {
  it('by address: places, other email addresses (the searched one is not counted), phone numbers', () => {
    expect(teaserRows('email', byEmail())).toEqual(['1 name', '2 places', '2 phone numbers', '1 other email address']);
  });

  it('by number: other phone numbers (the searched one is not counted), email addresses', () => {
    expect(teaserRows('phone', byNumber())).toEqual(['1 name', '2 places', '1 other phone number', '2 email addresses']);
  });

  it('German, by address', async () => {
    await i18n.changeLanguage('de');
    expect(teaserRows('email', byEmail())).toEqual(['1 Name', '2 Orte', '2 Telefonnummern', '1 weitere E-Mail-Adresse']);
  });

  it('German, by number', async () => {
    await i18n.changeLanguage('de');
    expect(teaserRows('phone', byNumber())).toEqual(['1 Name', '2 Orte', '1 weitere Telefonnummer', '2 E-Mail-Adressen']);
  });

  it('no "2 address records" and no count of the searched address anywhere in it', () => {
    teaserRows('email', emailPreview({}, {}, { emails: 0, locations: 2 }));
    const teaser = screen.getByTestId('report-teaser');
    expect(teaser).not.toHaveTextContent(/address records?|email address/i);
    expect(within(teaser).getByTestId('teaser-locations')).toHaveTextContent('2 places');
  });
});

describe('the report preview names places', () => {
  const hint = (id: string) => screen.getByTestId(`hint-${id}`);

  it('English: "Places" with the report’s count, no "Address records"', () => {
    renderPage(<PreviewHints kind="email" view={completed(byEmail())} />);
    expect(hint('places')).toHaveTextContent('Places2');
    expect(screen.queryByText(/Address records/)).not.toBeInTheDocument();
  });

  it('German: "Orte"', async () => {
    await i18n.changeLanguage('de');
    renderPage(<PreviewHints kind="email" view={completed(byEmail())} />);
    expect(hint('places')).toHaveTextContent('Orte2');
    expect(screen.queryByText(/Adresseinträge/)).not.toBeInTheDocument();
  });

  it('by number: "Other phone numbers" found only when there is another than the one searched', async () => {
    const { unmount } = renderPage(<PreviewHints kind="phone" view={completed(byNumber())} />);
    expect(hint('phone')).toHaveTextContent('Other phone numbersFound');
    unmount();
    await i18n.changeLanguage('de');
    renderPage(<PreviewHints kind="phone" view={completed(phonePreview({}, { 'phone-numbering': 'found', records: 'found' }, { phones: 0 }))} />);
    expect(hint('phone')).toHaveTextContent('Weitere TelefonnummernNicht gefunden');
  });
});
