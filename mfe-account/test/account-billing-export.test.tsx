import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingEntry } from '@mailscout/contracts';
import { i18n } from '@mailscout/i18n';
import { apiError, callsTo, json, me, mockApi, renderAccount, resetPage, settle, signInAs, subscription } from './render-account';

beforeEach(resetPage);

const ENTRIES: BillingEntry[] = [
  { id: 'refund-receipt:re_1', kind: 'refund', date: '2026-11-21T10:00:00.000Z', amount: 100, currency: 'eur', what: 'trial', reference: 're_1', vatIncluded: true },
  { id: 'receipt:pi_1', kind: 'charge', date: '2026-11-20T10:00:00.000Z', amount: 1999, currency: 'eur', what: 'pack', credits: 10, invoiceNumber: 'MS-000007', vatIncluded: true },
  { id: 'receipt:in_1', kind: 'charge', date: '2026-11-15T10:00:00.000Z', amount: 100, currency: 'eur', what: 'trial', credits: 2, invoiceNumber: 'ABCD-0001', vatIncluded: true },
];

async function openTab(path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ '/api/me': () => json(me(subscription())), '/api/account/billing': () => json({ entries: ENTRIES }), ...handlers });
  signInAs();
  renderAccount(path);
  await settle();
  return { fetchMock, user: userEvent.setup() };
}

describe('Billing tab (docs/decisions.md#billing-history)', () => {
  it('a captioned table of every charge and refund: date, what it bought, amount, invoice number, the receipt as PDF; the VAT line (en)', async () => {
    await openTab('/account#billing');
    const panel = screen.getByRole('tabpanel', { name: 'Billing' });
    const table = within(panel).getByRole('table', { name: 'Charges and refunds, newest first' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Description', 'Amount', 'Invoice number', 'Receipt']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('20 November 2026');
    expect(rows[1]).toHaveTextContent('Credit pack (10 credits)');
    expect(rows[1]).toHaveTextContent('€19.99');
    expect(rows[1]).toHaveTextContent('MS-000007');
    expect(rows[0]).toHaveTextContent('Refund: 7-day trial');
    expect(rows[0]).toHaveTextContent('−€1.00');
    const link = within(rows[1]!).getByRole('link', { name: 'Download the receipt of 20 November 2026 as PDF' });
    expect(link).toHaveAttribute('href', '/api/account/billing/receipt%3Api_1/receipt');
    expect(within(panel).getByText('All amounts include VAT at the applicable rate.')).toBeVisible();
  });

  it('in German, and each receipt is reached by keyboard', async () => {
    await i18n.changeLanguage('de');
    const { user } = await openTab('/account#billing');
    const panel = screen.getByRole('tabpanel', { name: 'Zahlungen' });
    const table = within(panel).getByRole('table', { name: 'Zahlungen und Erstattungen, neueste zuerst' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Datum', 'Beschreibung', 'Betrag', 'Rechnungsnummer', 'Quittung']);
    expect(table).toHaveTextContent('Guthabenpaket (10 Suchguthaben)');
    expect(table).toHaveTextContent('19,99 €');
    expect(within(panel).getByText('Alle Beträge enthalten die Umsatzsteuer zum geltenden Satz.')).toBeVisible();
    screen.getByRole('tab', { name: 'Zahlungen' }).focus();
    await user.tab();
    // The first receipt link (the tab panel may take focus first).
    if (document.activeElement === panel) await user.tab();
    expect(document.activeElement).toBe(within(table).getByRole('link', { name: 'Quittung vom 21. November 2026 als PDF herunterladen' }));
  });

  it('says when there is nothing yet', async () => {
    await openTab('/account#billing', { '/api/account/billing': () => json({ entries: [] }) });
    expect(screen.getByText('There are no charges on your account yet.')).toBeVisible();
  });
});

describe('Settings: export my data (docs/decisions.md#account-export)', () => {
  it('offers the JSON and the PDF as downloads and mails a link (en)', async () => {
    const { fetchMock, user } = await openTab('/account#settings', { '/api/account/export/mail': () => json({ sent: true, expiresAt: '2026-11-30T10:00:00.000Z' }) });
    const panel = screen.getByRole('tabpanel', { name: 'Settings' });
    expect(within(panel).getByRole('heading', { name: 'Your data' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Download as JSON (machine-readable)' })).toHaveAttribute('href', '/api/account/export?format=json');
    expect(within(panel).getByRole('link', { name: 'Download as PDF (readable)' })).toHaveAttribute('href', '/api/account/export?format=pdf');
    await user.click(within(panel).getByRole('button', { name: 'Email me a download link' }));
    await waitFor(() => expect(within(panel).getByText('We have sent a download link to jane.doe@example.com. It works for 24 hours.')).toBeVisible());
    expect(callsTo(fetchMock, '/api/account/export/mail')).toEqual([{ language: 'en' }]);
  });

  it('in German, with the daily limit said in German', async () => {
    await i18n.changeLanguage('de');
    const { user } = await openTab('/account#settings', { '/api/account/export/mail': () => apiError(429, 'EXPORT_LIMIT_REACHED', 'limit') });
    const panel = screen.getByRole('tabpanel', { name: 'Einstellungen' });
    expect(within(panel).getByRole('heading', { name: 'Ihre Daten' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Als JSON herunterladen (maschinenlesbar)' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Als PDF herunterladen (lesbar)' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Download-Link per E-Mail senden' }));
    await waitFor(() => expect(within(panel).getByText('Sie haben Ihre Daten heute so oft exportiert, wie es möglich ist. Bitte versuchen Sie es morgen erneut.')).toBeVisible());
  });

  describe('downloads by script: the file saved, a refusal said on the page (never saved as the file)', () => {
    const saved: Array<{ name: string; type: string }> = [];
    beforeEach(() => {
      saved.length = 0;
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        if (this.href.startsWith('blob:')) saved.push({ name: this.download, type: (jest.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob).type });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('the JSON is saved under the name the API gives', async () => {
      const { user, fetchMock } = await openTab('/account#settings', {
        '/api/account/export': () =>
          new Response('{"schema":"x"}', { headers: { 'content-type': 'application/json', 'content-disposition': `attachment; filename="mailscout-export-2026-11-29.json"` } }),
      });
      const panel = screen.getByRole('tabpanel', { name: 'Settings' });
      await user.click(within(panel).getByRole('link', { name: 'Download as JSON (machine-readable)' }));
      await waitFor(() => expect(saved).toEqual([{ name: 'mailscout-export-2026-11-29.json', type: 'application/json' }]));
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/account/export?format=json')).toBe(true);
      expect(within(panel).queryByRole('alert')).toBeNull();
    });

    it.each([
      ['en', 'Download as PDF (readable)', 'Settings', 'You have exported your data as often as you may today. Please try again tomorrow.'],
      ['de', 'Als PDF herunterladen (lesbar)', 'Einstellungen', 'Sie haben Ihre Daten heute so oft exportiert, wie es möglich ist. Bitte versuchen Sie es morgen erneut.'],
    ])('%s: the daily limit is said, and nothing is saved', async (language, linkName, tab, says) => {
      await i18n.changeLanguage(language);
      const { user } = await openTab('/account#settings', { '/api/account/export': () => apiError(429, 'EXPORT_LIMIT_REACHED', 'limit') });
      const panel = screen.getByRole('tabpanel', { name: tab });
      await user.click(within(panel).getByRole('link', { name: linkName }));
      expect(await within(panel).findByRole('alert')).toHaveTextContent(says);
      expect(saved).toEqual([]);
    });

    it('a receipt that cannot be had is said in the Billing tab', async () => {
      const { user } = await openTab('/account#billing', { '/api/account/billing/receipt:pi_1/receipt': () => apiError(404, 'NOT_FOUND', 'gone') });
      const panel = screen.getByRole('tabpanel', { name: 'Billing' });
      await user.click(within(panel).getByRole('link', { name: 'Download the receipt of 20 November 2026 as PDF' }));
      expect(await within(panel).findByRole('alert')).toHaveTextContent(/./);
      expect(saved).toEqual([]);
    });
  });
});
