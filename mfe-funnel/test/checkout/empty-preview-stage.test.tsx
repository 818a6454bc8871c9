import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import type { SourceId, SourceState } from '@mailscout/contracts';
import { PaymentStage } from '../../src/checkout/payment-stage';
import { CheckoutProvider } from '../../src/flow/checkout-context';
import { rememberPreview, resetRememberedPreviews } from '../../src/flow/preview-store';
import { emailPreview, noHints, phonePreview } from '../funnel/fixtures';
import { defineWindowStripe, resetFakeStripe } from './fake-stripe';
import { callsTo, json, mockApi, renderPage, resetPage, signInAs } from './helpers';

jest.mock('@stripe/react-stripe-js', () => require('./fake-stripe'));

/**
 * docs/decisions.md#empty-previews: when the free preview found nothing beyond the free checks, the
 * payment stage says so as its headline, lists the checks that ran, does not push, and buying (by
 * card or with a credit) needs an explicit confirmation first.
 */
beforeEach(async () => {
  await resetPage();
  document.querySelectorAll('script').forEach((script) => script.remove());
  resetFakeStripe();
  defineWindowStripe();
  act(() => {
    resetRememberedPreviews();
  });
});
afterEach(() => jest.restoreAllMocks());

const TARGET = 'someone.random@gmail.com';
const NOTHING: Partial<Record<SourceId, SourceState>> = { gravatar: 'not_found', github: 'not_found', hibp: 'not_found', records: 'not_found' };

/** A completed preview with every count zero: local checks found, each source asked answered as given. */
const emptyPreview = (states: Partial<Record<SourceId, SourceState>> = NOTHING) => emailPreview({ hints: { ...noHints, serviceProvider: 'gmail.com' } }, states);

function renderStage(target = TARGET, kind: 'email' | 'phone' = 'email') {
  const onPaid = jest.fn();
  const onUseCredit = jest.fn();
  renderPage(
    <CheckoutProvider kind={kind} target={target} billingEmail="buyer@example.com">
      <PaymentStage onPaid={onPaid} onUseCredit={onUseCredit} />
    </CheckoutProvider>,
  );
  return { onPaid, onUseCredit };
}

const checksOf = (row: 'data-check' | 'data-source') =>
  [...screen.getByTestId('empty-preview-checks').querySelectorAll(`[${row}]`)].map((entry) => `${entry.querySelector('dt')!.textContent}: ${entry.querySelector('dd')!.textContent}`);

describe('the payment stage for a preview that found nothing (en)', () => {
  it('headlines what the preview found, lists the checks that ran, and does not sell', async () => {
    mockApi();
    rememberPreview('email', TARGET, emptyPreview({ ...NOTHING, hibp: 'error' }));
    renderStage();
    expect(screen.getByRole('heading', { level: 1, name: 'We found nothing about this address in the sources we searched' })).toBeInTheDocument();
    expect(within(screen.getByTestId('empty-preview')).getByText(TARGET)).toBeInTheDocument();
    // What a report would still contain: the free checks with their results, then each source asked.
    expect(checksOf('data-check')).toEqual(['Valid email: Yes', 'Email type: Personal', 'Role address (info@, admin@…): No', 'Deliverability: Deliverable']);
    // A failed source is "could not be checked", never "nothing found".
    expect(checksOf('data-source')).toEqual(['Gravatar: Nothing found', 'GitHub: Nothing found', 'Have I Been Pwned: Could not be checked', 'Records index: Nothing found']);
    // Nothing that pushes the purchase.
    expect(screen.queryByText('Your report is ready to unlock')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Results May Include' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Why is this report valuable/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get My Report' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('report-teaser')).not.toBeInTheDocument();
    // The primary action is another lookup; Pay is outlined, not the primary fill.
    expect(screen.getByRole('link', { name: 'Look up another address' })).toHaveClass('ms-button--primary');
    expect(await screen.findByRole('button', { name: 'Pay €1.00 and get my report' })).toHaveClass('fn-ck-pay');
    expect(screen.getByTestId('buy-anyway').closest('.fn-ep-buy')).toContainElement(screen.getByRole('button', { name: 'Pay €1.00 and get my report' }));
  });

  it('paying needs the confirmation: the checkout stays closed until it is ticked, then the payment goes through', async () => {
    const fetchMock = mockApi({
      '/api/create-subscription': () => json({ status: 'trialing', subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_x', customerId: 'cus_1', signIn: 'done', token: 'tok-new' }),
    });
    rememberPreview('email', TARGET, emptyPreview());
    const user = userEvent.setup();
    const { onPaid } = renderStage();
    const pay = await screen.findByRole('button', { name: 'Pay €1.00 and get my report' });
    // The price stays readable; nothing in the checkout can be used.
    expect(screen.getByTestId('total-today')).toHaveTextContent('€1.00');
    expect(pay).toBeDisabled();
    expect(screen.getByLabelText('Name on card')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toBeDisabled();
    expect(screen.getByTestId('checkout-gate')).toHaveAccessibleDescription('Tick the box above first: the checkout opens once you have confirmed.');
    await user.click(pay);
    expect(callsTo(fetchMock, '/api/create-subscription')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'I understand the preview found nothing and want the report anyway' }));
    expect(pay).toBeEnabled();
    await user.type(screen.getByLabelText('Name on card'), 'Buyer Name');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
    expect(callsTo(fetchMock, '/api/create-subscription')).toHaveLength(1);
  });

  it('using a credit needs the confirmation too', async () => {
    signInAs('buyer@example.com', 2);
    mockApi({ '/api/checkout/offer': () => json({ account: 'signed-in', offer: 'subscriber', credits: 2, plan: 'weekly', canChangeToMonthly: true, card: { brand: 'visa', last4: '4242' } }) });
    rememberPreview('email', TARGET, emptyPreview());
    const user = userEvent.setup();
    const { onUseCredit } = renderStage();
    const credit = await screen.findByRole('button', { name: 'Use 1 of your 2 credits' });
    expect(credit).toBeDisabled();
    await user.click(credit);
    expect(onUseCredit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand the preview found nothing and want the report anyway' }));
    await user.click(credit);
    expect(onUseCredit).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', credits: 2, requestId: expect.stringMatching(/^[\w-]{8,64}$/) });
  });

  it('says "could not be checked" in its headline when no networked source answered', () => {
    mockApi();
    const failed = emptyPreview({ gravatar: 'error', github: 'timeout', hibp: 'error', records: 'not_found' });
    const unreachable = { ...failed, hints: { ...failed.hints, noNetworkedSourceAnswered: true } };
    rememberPreview('email', TARGET, unreachable);
    renderStage();
    expect(screen.getByRole('heading', { level: 1, name: 'We could not check this address in our sources just now' })).toBeInTheDocument();
    expect(screen.getByTestId('no-source-warning')).toBeInTheDocument();
  });

  it('a number: its own words and its free checks', () => {
    mockApi();
    rememberPreview('phone', '+4915123456789', phonePreview());
    renderStage('+4915123456789', 'phone');
    expect(screen.getByRole('heading', { level: 1, name: 'We found nothing about this number in the sources we searched' })).toBeInTheDocument();
    expect(checksOf('data-check')).toEqual(['Valid number: Yes', 'Country: Germany', 'Line type: Mobile']);
    expect(checksOf('data-source')).toEqual(['Records index: Nothing found']);
  });
});

describe('in German', () => {
  it('headline, checks, and the confirmation before paying', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    rememberPreview('email', TARGET, emptyPreview({ ...NOTHING, github: 'timeout' }));
    const user = userEvent.setup();
    renderStage();
    expect(screen.getByRole('heading', { level: 1, name: 'Wir haben in den durchsuchten Quellen nichts über diese Adresse gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Was ein Bericht trotzdem enthielte' })).toBeInTheDocument();
    expect(checksOf('data-source')).toEqual(['Gravatar: Nichts gefunden', 'GitHub: Konnte nicht geprüft werden', 'Have I Been Pwned: Nichts gefunden', 'Datensatzindex: Nichts gefunden']);
    expect(screen.queryByText('Ihr Bericht kann freigeschaltet werden')).not.toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: /bezahlen und Bericht erhalten$/ });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ich verstehe, dass die Vorschau nichts gefunden hat, und möchte den Bericht trotzdem' }));
    expect(pay).toBeEnabled();
  });
});

describe('a preview that found something, or is not known: the stage as before', () => {
  it.each([
    ['found a breach', () => emailPreview({ hints: { ...noHints, breaches: 1 } })],
    ['still running', () => ({ ...emptyPreview(), status: 'running' as const })],
    ['without per-category counts', () => ({ ...emptyPreview(), hints: noHints })],
  ])('%s', async (_name, preview) => {
    mockApi();
    rememberPreview('email', TARGET, preview());
    renderStage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your report is ready to unlock' })).toBeInTheDocument();
    expect(screen.queryByTestId('buy-anyway')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay €1.00 and get my report' })).toBeEnabled();
  });
});
