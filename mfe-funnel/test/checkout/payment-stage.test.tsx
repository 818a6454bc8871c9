import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { PaymentStage, type PaymentStageProps } from '../../src/checkout/payment-stage';
import { CheckoutProvider, type Checkout } from '../../src/flow/checkout-context';
import { resetStripeLoader } from '@mailscout/stripe-loader';
import { readPendingCheckout } from '../../src/checkout/pending-checkout';
import { defineWindowStripe, fakeCard, fakeStripe, removeWindowStripe, resetFakeStripe, stripeState } from './fake-stripe';
import { apiError, callsTo, json, mockApi, publicConfig, renderPage, resetPage, signInAs, STRIPE_JS_URL, type Handler } from './helpers';

jest.mock('@stripe/react-stripe-js', () => require('./fake-stripe'));

beforeEach(async () => {
  await resetPage();
  // A loaded script stays in the page; each test starts without one.
  document.querySelectorAll('script').forEach((script) => script.remove());
  resetFakeStripe();
  defineWindowStripe();
});
afterEach(() => jest.restoreAllMocks());

function renderStage(props: Partial<Checkout & PaymentStageProps> = {}) {
  const onPaid = jest.fn();
  const { kind = 'email', target = 'jane@example.com', billingEmail = 'buyer@example.com', emailType, ...stage } = props;
  renderPage(
    <CheckoutProvider kind={kind} target={target} billingEmail={billingEmail} emailType={emailType}>
      <PaymentStage onPaid={onPaid} {...stage} />
    </CheckoutProvider>,
  );
  return { onPaid };
}

/** The Stripe.js script the checkout added, once it is there. */
const stripeScript = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS_URL}"]`);
    if (!found) throw new Error('no Stripe.js script yet');
    return found;
  });

const payButton = () => screen.getByRole('button', { name: /^(Pay €1\.00 and get my report|Processing payment…)$/ });

/** The terms checkbox of the checkout (docs/decisions.md#receipts-and-terms). */
const termsBox = () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });

/** Fills the name, ticks the terms and submits; the billing email comes prefilled from the props. */
async function pay(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Name on card'), 'Buyer Name');
  await user.click(termsBox());
  await user.click(payButton());
  return user;
}

const trialing = (extra: Record<string, unknown> = {}): Handler => () =>
  json({ status: 'trialing', subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_x', customerId: 'cus_1', signIn: 'done', token: 'tok-new', ...extra });

describe('payment stage: hero and prices (docs/product.md#payment-stage, docs/decisions.md#price-catalogue)', () => {
  it('shows the target, its real type, what results may include, and the collapsible section', async () => {
    mockApi();
    const user = userEvent.setup();
    renderStage({ emailType: 'personal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your report is ready to unlock' })).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('Email Type: Personal')).toBeInTheDocument();
    const includes = screen.getByRole('heading', { name: 'Results May Include' }).closest('div')!;
    // Only what the catalogue's sources return (docs/decisions.md#claims-from-catalogue; results-may-include.test.tsx has the lists).
    const items = within(includes).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Owner name', 'Linked online accounts', 'Known data breaches']));
    expect(items).not.toEqual(expect.arrayContaining([expect.stringMatching(/household|family|dark|video|online activity|current address/i)]));
    const toggle = screen.getByRole('button', { name: /Why is this report valuable\?/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Every finding shows where it came from/)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Every finding shows where it came from/)).toBeVisible();
    await screen.findByTestId('card-element');
  });

  it('makes no claim about the type when the checks did not give one', async () => {
    mockApi();
    renderStage();
    expect(screen.queryByText(/Email Type/)).not.toBeInTheDocument();
    await screen.findByTestId('card-element');
  });

  it("'Get My Report' moves to the SECURE CHECKOUT card", async () => {
    mockApi();
    const user = userEvent.setup();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderStage();
    await user.click(screen.getByRole('button', { name: 'Get My Report' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'SECURE CHECKOUT' })).toHaveFocus();
    await screen.findByTestId('card-element');
  });

  it('renders the prices from the catalogue: 1.00 today, then 14.99 per week; monthly selectable', async () => {
    mockApi();
    const user = userEvent.setup();
    renderStage();
    expect(await screen.findByTestId('total-today')).toHaveTextContent('€1.00');
    expect(screen.getByTestId('then-price')).toHaveTextContent('Then €14.99 per week until cancelled');
    expect(screen.getByText('7-day trial · Includes 2 reports')).toBeInTheDocument();
    const weekly = screen.getByRole('radio', { name: /Weekly/ });
    expect(weekly).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Monthly: €37.99 per month, 20 reports per month' }));
    expect(screen.getByTestId('then-price')).toHaveTextContent('Then €37.99 per month until cancelled');
  });

  it('shows no invented reference price: nothing struck through, no regular price, no saving (docs/decisions.md#reference-prices)', async () => {
    mockApi();
    renderStage();
    const summary = await screen.findByTestId('order-summary');
    // The honest price line: the total due today and nothing beside it.
    expect(within(summary).getByText('Total due today').parentElement).toHaveTextContent(/^Total due today€1\.00$/);
    expect(summary.querySelector('s, del, strike')).toBeNull();
    expect(summary).not.toHaveTextContent(/4[.,]59|Regular price|You save|%/);
    expect(document.body).not.toHaveTextContent(/4[.,]59|You save/);
  });

  it('a changed catalogue changes the checkout (configuration, not code)', async () => {
    const config = publicConfig();
    config.catalogue.trial.price.eur = 150;
    config.catalogue.plans.weekly.price.eur = 1999;
    mockApi({ '/api/public-config': () => json(config) });
    renderStage();
    expect(await screen.findByTestId('total-today')).toHaveTextContent('€1.50');
    expect(screen.getByTestId('then-price')).toHaveTextContent('Then €19.99 per week until cancelled');
  });

  it('prefills the billing email from the funnel and lets it be changed', async () => {
    mockApi();
    const user = userEvent.setup();
    renderStage();
    const field = await screen.findByLabelText('Billing email');
    expect(field).toHaveValue('buyer@example.com');
    await user.clear(field);
    await user.type(field, 'other@example.com');
    expect(field).toHaveValue('other@example.com');
  });
});

describe('Stripe.js (docs/product.md#api-calls, docs/product.md#lookup-funnel: only at the payment stage)', () => {
  it('is loaded from the configured URL when the checkout mounts, then Elements run in payment mode with the postal code hidden', async () => {
    removeWindowStripe();
    resetStripeLoader();
    expect(document.querySelector(`script[src="${STRIPE_JS_URL}"]`)).toBeNull();
    mockApi();
    renderStage();
    const script = await stripeScript();
    expect(document.querySelectorAll('script[src^="https://js.stripe.com"]')).toHaveLength(0);
    defineWindowStripe();
    act(() => void script.dispatchEvent(new Event('load')));
    expect(await screen.findByTestId('card-element')).toBeInTheDocument();
    expect(stripeState.constructed[0]).toEqual(['pk_test_checkout', { locale: 'en' }]);
    expect(stripeState.elementsOptions.at(-1)).toEqual({ mode: 'payment', amount: 100, currency: 'eur', locale: 'en' });
    expect(stripeState.cardOptions.at(-1)).toEqual({ hidePostalCode: true });
    expect(screen.getByRole('group', { name: 'Card details' })).toContainElement(screen.getByTestId('card-element'));
  });

  it("'Failed to load Stripe.js' when the script cannot load; Try again loads it", async () => {
    removeWindowStripe();
    resetStripeLoader();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi();
    const user = userEvent.setup();
    renderStage();
    const first = await stripeScript();
    act(() => void first.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Stripe.js');
    expect(document.querySelector(`script[src="${STRIPE_JS_URL}"]`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const second = await stripeScript();
    defineWindowStripe();
    act(() => void second.dispatchEvent(new Event('load')));
    expect(await screen.findByTestId('card-element')).toBeInTheDocument();
  });

  it("'Payment initialization failed' when no payment provider is configured", async () => {
    mockApi({ '/api/public-config': () => json(publicConfig({ payments: undefined })) });
    renderStage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment initialization failed');
    expect(screen.queryByTestId('card-element')).not.toBeInTheDocument();
  });
});

describe('paying (docs/product.md#states Payment, docs/product.md#validation, docs/product.md#errors; docs/decisions.md#identity)', () => {
  it('validates the billing email and the name on card before anything is sent', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderStage({ billingEmail: '' });
    await screen.findByTestId('card-element');
    await user.click(payButton());
    expect(screen.getByLabelText('Billing email')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Billing email')).toHaveFocus();
    await user.type(screen.getByLabelText('Billing email'), 'not-an-address');
    await user.click(payButton());
    expect(screen.getByLabelText('Billing email')).toHaveAccessibleDescription('Please enter a valid email address');
    await user.clear(screen.getByLabelText('Billing email'));
    await user.type(screen.getByLabelText('Billing email'), 'buyer@example.com');
    await user.click(payButton());
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/create-subscription')).toEqual([]);
  });

  it('trialing counts as paid: no confirmation, the new account is signed in, onPaid', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockApi({ '/api/create-subscription': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { onPaid } = renderStage();
    await pay();
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: fakeCard, billing_details: { email: 'buyer@example.com', name: 'Buyer Name' } });
    // Loading state while the server works.
    await waitFor(() => expect(payButton()).toHaveTextContent('Processing payment…'));
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Weekly/ })).toBeDisabled();
    answer(trialing()({}, undefined) as Response);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
    // The purchase names the scan's request id, the one the stage hands on (docs/decisions.md#report-link-mail).
    const { requestId } = (onPaid.mock.calls[0] as [{ requestId: string }])[0];
    expect(callsTo(fetchMock, '/api/create-subscription')).toEqual([
      { email: 'buyer@example.com', paymentMethodId: 'pm_123', scanEmail: 'jane@example.com', language: 'en', plan: 'weekly', withTrial: true, termsAccepted: true, reportRequestId: requestId },
    ]);
    expect(fakeStripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/billing/sync-invoice')).toEqual([]);
    expect(sessionStore.getUser()).toMatchObject({ email: 'buyer@example.com', subscriptionId: 'sub_1', subscriptionStatus: 'trialing' });
  });

  it('active counts as paid too, and the chosen plan is sent', async () => {
    const fetchMock = mockApi({ '/api/create-subscription': trialing({ status: 'active' }) });
    const user = userEvent.setup();
    const { onPaid } = renderStage({ billingEmail: 'Buyer@Example.com' });
    await user.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await pay(user);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
    expect(callsTo(fetchMock, '/api/create-subscription')[0]).toMatchObject({ plan: 'monthly', email: 'buyer@example.com' });
  });

  it('SCA (4000 0027 6000 3184): confirmCardPayment with the client secret, then sync-invoice, then signed in with the credits', async () => {
    const fetchMock = mockApi({
      '/api/create-subscription': () => json({ status: 'incomplete', subscriptionId: 'sub_sca', clientSecret: 'pi_sca_secret_y', customerId: 'cus_1', checkoutToken: 'ct_1' }),
      '/api/billing/sync-invoice': () => json({ status: 'trialing', paid: true, signIn: 'done', token: 'tok-sca', credits: 2 }),
    });
    fakeStripe.confirmCardPayment.mockImplementation(async () => {
      // The challenge is pending here: this tab remembers the subscription for /return.
      expect(readPendingCheckout()).toEqual({
        subscriptionId: 'sub_sca',
        billingEmail: 'buyer@example.com',
        kind: 'email',
        target: 'jane@example.com',
        checkoutToken: 'ct_1',
        reportRequestId: expect.stringMatching(/^[\w-]{8,64}$/),
      });
      return { paymentIntent: { id: 'pi_sca', status: 'succeeded' } };
    });
    const { onPaid } = renderStage();
    await pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
    expect(fakeStripe.confirmCardPayment).toHaveBeenCalledWith('pi_sca_secret_y', { payment_method: 'pm_123' });
    // The checkout token proves the buyer to sync-invoice (no session yet).
    expect(callsTo(fetchMock, '/api/billing/sync-invoice')).toEqual([{ subscriptionId: 'sub_sca', checkoutToken: 'ct_1' }]);
    expect(sessionStore.getUser()).toMatchObject({ email: 'buyer@example.com', credits: 2 });
    expect(readPendingCheckout()).toBeNull();
  });

  it('a failed challenge shows the provider text as is and stays on payment with everything typed', async () => {
    mockApi({ '/api/create-subscription': () => json({ status: 'incomplete', subscriptionId: 'sub_sca', clientSecret: 'pi_sca_secret_y' }) });
    const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    fakeStripe.confirmCardPayment.mockResolvedValue({ error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message } });
    const { onPaid } = renderStage();
    await pay();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent(message);
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name on card')).toHaveValue('Buyer Name');
    expect(screen.getByLabelText('Billing email')).toHaveValue('buyer@example.com');
    expect(payButton()).toBeEnabled();
  });

  it.each([
    ['a decline (402) shows the decline text', () => apiError(402, 'CARD_ERROR', 'Your card was declined.'), 'Your card was declined.'],
    ['insufficient funds', () => apiError(402, 'CARD_ERROR', 'Your card has insufficient funds.'), 'Your card has insufficient funds.'],
    ['an unreadable server failure', () => json({}, 500), 'Failed to create subscription'],
    ['the server’s own fallback', () => apiError(503, 'PAYMENTS_UNAVAILABLE', 'Failed to create subscription'), 'Failed to create subscription'],
    ['the server’s setup fallback', () => apiError(400, 'PAYMENT_FAILED', 'Failed to create setup intent'), 'Failed to create setup intent'],
    ['the server’s initialisation fallback', () => apiError(503, 'PAYMENTS_UNAVAILABLE', 'Payment initialization failed'), 'Payment initialization failed'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to create subscription'],
    // docs/product.md#page-details: the API's raw validation text is never shown, only the original's message.
    [
      'a refused billing email (400 VALIDATION_ERROR)',
      () => json({ error: 'VALIDATION_ERROR', message: 'email: Invalid format', details: [{ field: 'email', message: 'Invalid format' }] }, 400),
      'Please enter a valid email address',
    ],
    ['another refused field', () => json({ error: 'VALIDATION_ERROR', message: 'plan: Invalid option', details: [{ field: 'plan', message: 'Invalid option' }] }, 400), 'Please check the details you entered and try again.'],
    ['too many tries (429)', () => apiError(429, 'RATE_LIMITED', 'Too Many Requests'), 'Too many attempts. Please wait a few minutes and try again.'],
    ['an unknown refusal', () => apiError(400, 'SOMETHING_NEW', 'internal detail: x.y.z'), 'Failed to create subscription'],
  ])('%s: the user stays on payment', async (_name, answer, text) => {
    mockApi({ '/api/create-subscription': answer as Handler });
    const { onPaid } = renderStage();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onPaid).not.toHaveBeenCalled();
    expect(sessionStore.getUser()).toBeNull();
    expect(screen.getByLabelText('Name on card')).toHaveValue('Buyer Name');
  });

  it('a card the provider refuses before the server is asked: its text as is', async () => {
    const fetchMock = mockApi();
    fakeStripe.createPaymentMethod.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    renderStage();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(callsTo(fetchMock, '/api/create-subscription')).toEqual([]);
  });

  it("'No client secret returned from the server…' when an incomplete subscription has none", async () => {
    mockApi({ '/api/create-subscription': () => json({ status: 'incomplete', subscriptionId: 'sub_x', clientSecret: null }) });
    renderStage();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent('No client secret returned from the server. Please check the backend response.');
    expect(fakeStripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("'Payment was not successful.' when the confirmed payment did not succeed", async () => {
    mockApi({ '/api/create-subscription': () => json({ status: 'incomplete', subscriptionId: 'sub_x', clientSecret: 'pi_x_secret_z' }) });
    fakeStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_x', status: 'requires_payment_method' } });
    renderStage();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment was not successful.');
  });

  it('sync-invoice saying unpaid: the provider’s last error, else the original’s text', async () => {
    mockApi({
      '/api/create-subscription': () => json({ status: 'incomplete', subscriptionId: 'sub_x', clientSecret: 'pi_x_secret_z' }),
      '/api/billing/sync-invoice': () => json({ status: 'incomplete', paid: false, paymentError: 'Your card was declined.' }),
    });
    fakeStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_x', status: 'succeeded' } });
    renderStage();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it("'Card element not found' when the Elements group has no card", async () => {
    mockApi();
    stripeState.cardAvailable = false;
    renderStage();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Card element not found');
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('the card field’s own validation message is shown under it', async () => {
    mockApi();
    const user = userEvent.setup();
    renderStage();
    await user.type(await screen.findByTestId('card-element'), '4242');
    expect(screen.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription('Your card number is incomplete.');
  });

  it('docs/decisions.md#first-payment-sign-in: an address that had an account is not signed in by paying; the buyer is asked to sign in with a code', async () => {
    mockApi({ '/api/create-subscription': trialing({ signIn: 'required', token: undefined }) });
    const { onPaid } = renderStage();
    await pay();
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toHaveFocus();
    expect(screen.getByText(/buyer@example\.com already has a MailScout account/)).toBeInTheDocument();
    expect(screen.getByText(/look up jane@example\.com again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with a code' })).toHaveAttribute('href', '/login');
    expect(onPaid).not.toHaveBeenCalled();
    expect(sessionStore.getUser()).toBeNull();
    expect(screen.queryByTestId('card-element')).not.toBeInTheDocument();
  });

  it('signed in: the billing email is the account’s, and paying keeps that session', async () => {
    signInAs('jane.doe@example.com', 0);
    const fetchMock = mockApi({ '/api/create-subscription': trialing({ signIn: 'required', token: undefined }) });
    const { onPaid } = renderStage({ billingEmail: 'jane.doe@example.com' });
    const field = await screen.findByLabelText('Billing email');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveValue('jane.doe@example.com');
    await pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ billingEmail: 'jane.doe@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
    expect(callsTo(fetchMock, '/api/create-subscription')[0]).toMatchObject({ email: 'jane.doe@example.com' });
    expect(sessionStore.getUser()).toMatchObject({ email: 'jane.doe@example.com', subscriptionId: 'sub_1' });
  });

  it('a phone scan sends the billing email as the scan email (the contract wants an address)', async () => {
    const fetchMock = mockApi({ '/api/create-subscription': trialing() });
    const { onPaid } = renderStage({ kind: 'phone', target: '+4915123456789' });
    await pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(callsTo(fetchMock, '/api/create-subscription')[0]).toMatchObject({ scanEmail: 'buyer@example.com' });
  });
});

describe('German', () => {
  it('shows the checkout and its errors in German, with German prices', async () => {
    await i18n.changeLanguage('de');
    const fetchMock = mockApi({ '/api/create-subscription': () => json({ status: 'incomplete', subscriptionId: 'sub_x', clientSecret: 'pi_x_secret_z' }) });
    fakeStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_x', status: 'processing' } });
    const user = userEvent.setup();
    renderStage({ emailType: 'personal' });
    expect(screen.getByText('E-Mail-Typ: Privat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Die Ergebnisse können enthalten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'SICHERER CHECKOUT' })).toBeInTheDocument();
    expect(await screen.findByTestId('total-today')).toHaveTextContent('1,00 €');
    // docs/decisions.md#reference-prices: no regular price and no saving in German either.
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByText('Heute fällig').parentElement).toHaveTextContent(/^Heute fällig1,00\s€$/);
    expect(summary.querySelector('s, del, strike')).toBeNull();
    expect(summary).not.toHaveTextContent(/4[.,]59|Regulärer Preis|Sie sparen|%/);
    expect(screen.getByTestId('then-price')).toHaveTextContent('Danach 14,99 € pro Woche bis zur Kündigung');
    await user.type(await screen.findByLabelText('Name auf der Karte'), 'Käufer');
    await user.click(screen.getByRole('checkbox', { name: /Ich stimme den Nutzungsbedingungen/ }));
    await user.click(screen.getByRole('button', { name: /^1,00\s€ bezahlen und Bericht erhalten$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Zahlung war nicht erfolgreich.');
    expect(callsTo(fetchMock, '/api/create-subscription')[0]).toMatchObject({ language: 'de' });
    expect(stripeState.elementsOptions.at(-1)).toMatchObject({ locale: 'de' });
  });
});
