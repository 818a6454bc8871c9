import { act, screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { PaymentStage } from '../../src/checkout/payment-stage';
import { CheckoutProvider } from '../../src/flow/checkout-context';
import { rememberPreview, resetRememberedPreviews } from '../../src/flow/preview-store';
import { emailPreview, mobileChecks, noHints, phonePreview } from '../funnel/fixtures';
import { defineWindowStripe, resetFakeStripe } from './fake-stripe';
import { mockApi, renderPage, resetPage } from './helpers';

jest.mock('@stripe/react-stripe-js', () => require('./fake-stripe'));

/** docs/product.md#payment-stage: the paywall's type line, teaser, price terms and promises, from real data only. */
beforeEach(async () => {
  await resetPage();
  document.querySelectorAll('script').forEach((script) => script.remove());
  resetFakeStripe();
  defineWindowStripe();
  act(() => resetRememberedPreviews());
});
afterEach(() => jest.restoreAllMocks());

const TARGET = 'jane@example.com';

/** The payment stage for a target, as a page provides its checkout. */
const paymentStage = (kind: 'email' | 'phone', target: string) => (
  <CheckoutProvider kind={kind} target={target} billingEmail="buyer@example.com">
    <PaymentStage onPaid={jest.fn()} />
  </CheckoutProvider>
);

async function renderStage() {
  mockApi();
  renderPage(paymentStage('email', TARGET));
  await screen.findByTestId('card-element');
}

describe('payment hero: the real type of the address (docs/product.md#payment-stage)', () => {
  it.each([
    ['personal', 'Email Type: Personal'],
    ['business', 'Email Type: Business'],
    ['disposable', 'Email Type: Disposable'],
  ] as const)('%s', async (type, text) => {
    rememberPreview('email', TARGET, emailPreview({ emailChecks: { valid: true, type, role: false, deliverability: 'deliverable' } }));
    await renderStage();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    rememberPreview('email', TARGET, emailPreview({ emailChecks: { valid: true, type: 'business', role: false, deliverability: 'deliverable' } }));
    await renderStage();
    expect(screen.getByText(/E-Mail-Typ: Geschäftlich/)).toBeInTheDocument();
  });

  it('a number: its line type from the numbering plan, when known; nothing otherwise', async () => {
    mockApi();
    // A preview that found something (one that found nothing has its own stage: docs/decisions.md#empty-previews).
    rememberPreview('phone', '+4915123456789', phonePreview({ phoneChecks: mobileChecks }, {}, { names: 1 }));
    const { unmount } = renderPage(paymentStage('phone', '+4915123456789'));
    await screen.findByTestId('card-element');
    expect(screen.getByText('Line Type: Mobile')).toBeInTheDocument();
    expect(screen.queryByText(/Email Type/)).not.toBeInTheDocument();
    unmount();
    rememberPreview('phone', '+4915123456789', phonePreview({ phoneChecks: { ...mobileChecks, lineType: 'UNKNOWN' } }, {}, { names: 1 }));
    renderPage(paymentStage('phone', '+4915123456789'));
    await screen.findByTestId('card-element');
    expect(screen.queryByText(/Line Type/)).not.toBeInTheDocument();
  });

  it('no type without a preview of this target', async () => {
    rememberPreview('email', 'someone.else@example.com', emailPreview());
    await renderStage();
    expect(screen.queryByText(/Email Type/)).not.toBeInTheDocument();
  });
});

describe('paywall teaser (docs/product.md#payment-stage)', () => {
  it('lists the categories the preview counted, with their counts, details hidden from assistive tech', async () => {
    rememberPreview('email', TARGET, emailPreview({}, {}, { photos: 1 }));
    await renderStage();
    const teaser = screen.getByTestId('report-teaser');
    expect(within(teaser).getByRole('heading', { name: 'Found in the free preview' })).toBeInTheDocument();
    expect(within(teaser).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 name', '1 place', '1 photo', '2 linked accounts', '3 data breaches']);
    // Blurred bars: at most three per category, all decorative.
    const breaches = within(teaser).getByTestId('teaser-breaches');
    expect(breaches.querySelectorAll('.fn-tz__line')).toHaveLength(3);
    expect(breaches.querySelector('.fn-tz__blurred')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('report-teaser').closest('.fn-ck-paywall')).toHaveAttribute('data-teaser', 'yes');
  });

  it('shows no number for a category the preview has no count for', async () => {
    rememberPreview('email', TARGET, emailPreview({}, {}, { accounts: null, names: 0 }));
    await renderStage();
    const teaser = screen.getByTestId('report-teaser');
    expect(within(teaser).queryByTestId('teaser-accounts')).not.toBeInTheDocument();
    expect(within(teaser).queryByTestId('teaser-names')).not.toBeInTheDocument();
    expect(within(teaser).getByTestId('teaser-breaches')).toHaveTextContent('3 data breaches');
  });

  it('when the preview found nothing, the stage says so instead of a teaser, and invents nothing (docs/decisions.md#empty-previews)', async () => {
    rememberPreview('email', TARGET, emailPreview({ hints: noHints }));
    await renderStage();
    expect(screen.queryByTestId('report-teaser')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'We found nothing about this address in the sources we searched' })).toBeInTheDocument();
  });

  it('is not shown while the preview runs or without one (the card form stands alone)', async () => {
    rememberPreview('email', TARGET, emailPreview({ status: 'running' }));
    await renderStage();
    expect(screen.queryByTestId('report-teaser')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SECURE CHECKOUT' }).closest('.fn-ck-paywall')).toHaveAttribute('data-teaser', 'no');
  });

  it('in German, with German plurals', async () => {
    await i18n.changeLanguage('de');
    rememberPreview('email', TARGET, emailPreview());
    await renderStage();
    const teaser = screen.getByTestId('report-teaser');
    expect(within(teaser).getByRole('heading', { name: 'In der kostenlosen Vorschau gefunden' })).toBeInTheDocument();
    expect(within(teaser).getByTestId('teaser-accounts')).toHaveTextContent('2 verknüpfte Konten');
    expect(within(teaser).getByTestId('teaser-names')).toHaveTextContent('1 Name');
  });
});

describe('beside the Pay button (docs/product.md#payment-stage)', () => {
  it('what the price buys and when it renews, from the catalogue, describing the button', async () => {
    await renderStage();
    const terms = screen.getByTestId('pay-terms');
    expect(terms).toHaveTextContent('€1.00 today for 7 days, then €14.99 every week until you cancel.');
    expect(screen.getByRole('button', { name: 'Pay €1.00 and get my report' })).toHaveAccessibleDescription(terms.textContent!);
  });

  it('the provider, the promises and the sources the preview asked, by name', async () => {
    rememberPreview('email', TARGET, emailPreview({}, { records: 'disabled' }));
    await renderStage();
    const promises = screen.getByTestId('checkout-promises');
    expect(within(promises).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Payments are processed by Stripe. MailScout never sees your card number.',
      'The person you look up is not notified.',
      'Cancel any time in your account; access continues to the end of the paid period.',
      // The catalogue's order; the records, disabled in this preview, are not named (docs/decisions.md#claims-from-catalogue).
      'Sources asked: our own checks of the address, Gravatar, GitHub, and Have I Been Pwned (data breaches). Every finding names its source.',
    ]);
  });

  it('without a preview, the sources promise names none', async () => {
    await renderStage();
    expect(screen.getByTestId('checkout-promises')).toHaveTextContent('Every finding names its source and when it was seen.');
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    rememberPreview('email', TARGET, emailPreview());
    await renderStage();
    expect(screen.getByTestId('pay-terms')).toHaveTextContent('Heute 1,00 € für 7 Tage, danach 14,99 € pro Woche bis zur Kündigung.');
    const promises = screen.getByTestId('checkout-promises');
    expect(promises).toHaveTextContent('Zahlungen werden von Stripe abgewickelt.');
    expect(promises).toHaveTextContent('Die gesuchte Person wird nicht benachrichtigt.');
    expect(promises).toHaveTextContent(
      'Befragte Quellen: eigene Prüfungen der Adresse, Gravatar, GitHub, Have I Been Pwned (Datenlecks) und der Datensatzindex (lizenzierte Daten). Jeder Fund nennt seine Quelle.',
    );
  });
});
