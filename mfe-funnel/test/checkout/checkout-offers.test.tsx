import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { PaymentStage, type PaymentStageProps } from '../../src/checkout/payment-stage';
import { CheckoutProvider, type Checkout } from '../../src/flow/checkout-context';
import { defineWindowStripe, fakeStripe, resetFakeStripe } from './fake-stripe';
import { apiError, callsTo, json, mockApi, renderPage, resetPage, signInAs, type Handler } from './helpers';

jest.mock('@stripe/react-stripe-js', () => require('./fake-stripe'));

/** docs/decisions.md#prices-and-credits, docs/decisions.md#billing-proof: what the checkout offers for the billing address, and the code proof. */

beforeEach(async () => {
  await resetPage();
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

const termsBox = () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });

const signedInOffer = (offer: 'trial' | 'plan' | 'subscriber', extra: Record<string, unknown> = {}) => ({
  account: 'signed-in',
  offer,
  credits: 0,
  plan: offer === 'subscriber' ? 'weekly' : null,
  canChangeToMonthly: offer === 'subscriber',
  card: offer === 'subscriber' ? { brand: 'visa', last4: '4242' } : null,
  ...extra,
});

const trialing: Handler = () => json({ status: 'trialing', subscriptionId: 'sub_1', clientSecret: null, signIn: 'done' });

describe('sign-in required: the code proof inside the checkout (docs/decisions.md#billing-proof)', () => {
  /** An address with an account: refused until the caller is signed in as it (the session cookie the code sets). */
  const accountApi = (extra: Record<string, Handler> = {}) => {
    let cookie = false;
    return mockApi({
      '/api/checkout/offer': () => json(cookie ? signedInOffer('trial') : { account: 'sign-in-required' }),
      '/api/checkout/request-code': () => json({ message: 'If this address can receive a code, we have sent one. Please check your email.' }),
      '/api/checkout/verify-code': (body) => {
        if ((body as { otp: string }).otp !== '123456') return apiError(401, 'INVALID_OTP', 'Invalid or expired OTP code');
        cookie = true;
        return json({ email: 'buyer@example.com', credits: 0 });
      },
      '/api/create-subscription': trialing,
      ...extra,
    });
  };

  it('asks for the code, keeps the pay button disabled, signs in with the code and then pays', async () => {
    const fetchMock = accountApi();
    const user = userEvent.setup();
    const { onPaid } = renderStage({ billingEmail: 'Buyer@Example.com' });
    const panel = await screen.findByRole('group', { name: 'Sign in to continue' });
    expect(panel).toHaveTextContent('This address already has an account. To continue, we send a sign-in code to buyer@example.com.');
    const pay = screen.getByRole('button', { name: 'Pay €1.00 and get my report' });
    expect(pay).toBeDisabled();
    // What the price buys (docs/product.md#payment-stage), then why paying waits.
    expect(pay).toHaveAccessibleDescription('€1.00 today for 7 days, then €14.99 every week until you cancel. You can pay once the address is confirmed with the code.');
    expect(callsTo(fetchMock, '/api/checkout/offer')).toContainEqual({ email: 'buyer@example.com' });

    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByText('This address already has an account. Enter the code we sent to it to continue.')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('We sent a 6-digit code to buyer@example.com.');
    expect(callsTo(fetchMock, '/api/checkout/request-code')).toEqual([{ email: 'buyer@example.com', language: 'en' }]);
    const code = within(panel).getByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());

    // Too short: a field error, nothing sent.
    await user.type(code, '12');
    await user.click(within(panel).getByRole('button', { name: 'Verify code' }));
    expect(code).toHaveAccessibleDescription('Please enter the 6-digit code');
    // A wrong code: the server's refusal.
    await user.clear(code);
    await user.type(code, '654321{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Invalid or expired OTP code');
    expect(onPaid).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('Signed in as buyer@example.com. You can continue.')).toHaveFocus();
    expect(callsTo(fetchMock, '/api/checkout/verify-code')).toEqual([
      { email: 'buyer@example.com', otp: '654321' },
      { email: 'buyer@example.com', otp: '123456' },
    ]);
    // The shared session, as the login page sets it; the offer is asked again with it.
    expect(sessionStore.getUser()).toMatchObject({ email: 'buyer@example.com', credits: 0 });
    expect(screen.queryByRole('group', { name: 'Sign in to continue' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Billing email')).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €1.00 and get my report' })).toBeEnabled());

    await user.type(screen.getByLabelText('Name on card'), 'Buyer Name');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Pay €1.00 and get my report' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
    expect(callsTo(fetchMock, '/api/create-subscription')[0]).toMatchObject({ email: 'buyer@example.com', withTrial: true, termsAccepted: true });
  });

  it('a submit while the address is unproven sends nothing and moves to the panel', async () => {
    // The debounced question answered 'new'; the one asked on submit finds the account.
    let asked = 0;
    const fetchMock = mockApi({ '/api/checkout/offer': () => json(asked++ === 0 ? { account: 'new', offer: 'trial' } : { account: 'sign-in-required' }) });
    const user = userEvent.setup();
    renderStage();
    await waitFor(() => expect(asked).toBe(1));
    await user.type(await screen.findByLabelText('Name on card'), 'Buyer Name');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Pay €1.00 and get my report' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toHaveFocus());
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/create-subscription')).toEqual([]);
  });

  it('the server refusing with SIGN_IN_REQUIRED (403) shows the panel, nothing charged', async () => {
    mockApi({ '/api/create-subscription': () => apiError(403, 'SIGN_IN_REQUIRED', 'This address already has an account. Please sign in with the code we send to it before paying.') });
    const user = userEvent.setup();
    const { onPaid } = renderStage();
    await user.type(await screen.findByLabelText('Name on card'), 'Buyer Name');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Pay €1.00 and get my report' }));
    expect(await screen.findByRole('group', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay €1.00 and get my report' })).toBeDisabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a rate-limited code request says so', async () => {
    mockApi({
      '/api/checkout/offer': () => json({ account: 'sign-in-required' }),
      '/api/checkout/request-code': () => apiError(429, 'RATE_LIMITED', 'Too many requests'),
    });
    const user = userEvent.setup();
    renderStage();
    const panel = await screen.findByRole('group', { name: 'Sign in to continue' });
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
  });

  it('after repeated failures the API asks for the bot challenge (docs/decisions.md#bot-challenge): the checkout says where to continue, not "invalid code"', async () => {
    mockApi({
      '/api/checkout/offer': () => json({ account: 'sign-in-required' }),
      '/api/checkout/request-code': () => json({ message: 'sent' }),
      '/api/checkout/verify-code': () => apiError(400, 'CAPTCHA_REQUIRED', 'Please complete the CAPTCHA verification.'),
    });
    const user = userEvent.setup();
    renderStage();
    const panel = await screen.findByRole('group', { name: 'Sign in to continue' });
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    await user.type(await within(panel).findByLabelText(/code/i), '123456');
    await user.click(within(panel).getByRole('button', { name: /Verify/ }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('not a robot');
    expect(alert).not.toHaveTextContent('Invalid or expired');
  });

  it('paying with the address being looked up needs the code even for a new address', async () => {
    const fetchMock = mockApi({ '/api/checkout/request-code': () => json({ message: 'sent' }) });
    const user = userEvent.setup();
    renderStage({ target: 'jane@example.com', billingEmail: 'jane@example.com' });
    const panel = await screen.findByRole('group', { name: 'Confirm that this is your address' });
    expect(panel).toHaveTextContent('You are paying with the address you are looking up. To show that it is yours, we send a code to jane@example.com.');
    expect(screen.getByRole('button', { name: 'Pay €1.00 and get my report' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByText('Enter the code we sent to jane@example.com to continue.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/checkout/request-code')).toEqual([{ email: 'jane@example.com', language: 'en' }]);
    // Another billing address needs no proof: the panel goes once the offer for it is known.
    await user.clear(screen.getByLabelText('Billing email'));
    await user.type(screen.getByLabelText('Billing email'), 'other@example.com');
    await waitFor(() => expect(screen.queryByTestId('code-proof')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay €1.00 and get my report' })).toBeEnabled();
  });
});

describe('the plan at full price (docs/decisions.md#one-subscription: the trial is once per account and card)', () => {
  it('TRIAL_ALREADY_USED switches to the plan offer with an explanation; paying again subscribes without the trial', async () => {
    let attempt = 0;
    const fetchMock = mockApi({
      '/api/create-subscription': () =>
        attempt++ === 0
          ? apiError(409, 'TRIAL_ALREADY_USED', 'This card has already had its trial.')
          : json({ status: 'active', subscriptionId: 'sub_plan', clientSecret: null, signIn: 'done', token: 'tok-plan' }),
    });
    const user = userEvent.setup();
    const { onPaid } = renderStage();
    await user.type(await screen.findByLabelText('Name on card'), 'Buyer Name');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Pay €1.00 and get my report' }));

    const notice = await screen.findByTestId('checkout-notice');
    expect(notice).toHaveTextContent('You have already had your trial');
    expect(notice).toHaveTextContent('Nothing was charged.');
    expect(notice).toHaveFocus();
    expect(screen.getByTestId('total-today')).toHaveTextContent('€14.99');
    expect(screen.getByText('Weekly plan · 4 reports per week')).toBeInTheDocument();
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    // What was typed stays.
    expect(screen.getByLabelText('Name on card')).toHaveValue('Buyer Name');

    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(screen.getByTestId('total-today')).toHaveTextContent('€37.99');
    await user.click(screen.getByRole('button', { name: 'Subscribe · €37.99/month' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
    expect(callsTo(fetchMock, '/api/create-subscription')).toEqual([
      expect.objectContaining({ withTrial: true, plan: 'weekly', termsAccepted: true }),
      expect.objectContaining({ withTrial: false, plan: 'monthly', termsAccepted: true }),
    ]);
  });

  it("a signed-in account that had its trial sees 'Subscribe · €14.99/week' from the start", async () => {
    signInAs('jane.doe@example.com', 0);
    const fetchMock = mockApi({ '/api/checkout/offer': () => json(signedInOffer('plan')), '/api/create-subscription': trialing });
    const user = userEvent.setup();
    const { onPaid } = renderStage({ billingEmail: 'jane.doe@example.com' });
    const pay = await screen.findByRole('button', { name: 'Subscribe · €14.99/week' });
    expect(screen.getByTestId('total-today')).toHaveTextContent('€14.99');
    expect(screen.getByRole('group', { name: 'Your plan' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name on card'), 'Jane');
    await user.click(termsBox());
    await user.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(callsTo(fetchMock, '/api/create-subscription')[0]).toMatchObject({ withTrial: false, plan: 'weekly' });
  });
});

describe('a subscriber: credit packs or the monthly plan with the saved card (docs/decisions.md#saved-card)', () => {
  const subscriberApi = (extra: Record<string, Handler> = {}) =>
    mockApi({ '/api/checkout/offer': () => json(signedInOffer('subscriber')), ...extra });

  function renderSubscriber() {
    signInAs('jane.doe@example.com', 0);
    return renderStage({ billingEmail: 'jane.doe@example.com' });
  }

  it('never the trial: packs 10 / 25 / 50 with catalogue prices, the monthly plan, the saved card', async () => {
    subscriberApi();
    renderSubscriber();
    const choices = await screen.findByRole('group', { name: 'Choose what to buy' });
    expect(within(choices).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '10 credits · €18.99',
      '25 credits · €42.99',
      '50 credits · €75.99',
      'Switch to the monthly plan€37.99 per month with 20 reports per month, paid today; your current plan ends then.',
    ]);
    expect(screen.getByText('You have no credits left. Each report uses 1 credit; credits you buy roll over.')).toBeInTheDocument();
    expect(screen.getByTestId('saved-card')).toHaveTextContent('Paid with your saved card: Visa •••• 4242');
    expect(screen.queryByTestId('card-element')).not.toBeInTheDocument();
    expect(screen.queryByText(/trial/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay €18.99 with Visa •••• 4242' })).toBeEnabled();
  });

  it('a pack paid at once: credits in the shared session, then the funnel continues', async () => {
    const fetchMock = subscriberApi({ '/api/purchase': () => json({ status: 'succeeded', paymentIntentId: 'pi_pack', clientSecret: null, amount: 4299, currency: 'eur', credits: 25 }) });
    const user = userEvent.setup();
    const { onPaid } = renderSubscriber();
    await user.click(await screen.findByRole('radio', { name: '25 credits · €42.99' }));
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Pay €42.99 with Visa •••• 4242' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ billingEmail: 'jane.doe@example.com', requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
    expect(callsTo(fetchMock, '/api/purchase')).toEqual([{ item: 'pack_25', termsAccepted: true, language: 'en' }]);
    expect(sessionStore.getUser()).toMatchObject({ email: 'jane.doe@example.com', credits: 25 });
    expect(fakeStripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('a pack the bank wants confirmed (requires_action): Stripe.js confirmCardPayment, then sync-payment', async () => {
    const fetchMock = subscriberApi({
      '/api/purchase': () => json({ status: 'requires_action', paymentIntentId: 'pi_sca', clientSecret: 'pi_sca_secret_1', amount: 1899, currency: 'eur' }),
      '/api/billing/sync-payment': () => json({ status: 'succeeded', credits: 10 }),
    });
    fakeStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_sca', status: 'succeeded' } });
    const user = userEvent.setup();
    const { onPaid } = renderSubscriber();
    await user.click(await screen.findByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Pay €18.99 with Visa •••• 4242' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(fakeStripe.confirmCardPayment).toHaveBeenCalledWith('pi_sca_secret_1');
    expect(callsTo(fetchMock, '/api/billing/sync-payment')).toEqual([{ paymentIntentId: 'pi_sca' }]);
    expect(sessionStore.getUser()?.credits).toBe(10);
  });

  it('a failed challenge or a decline shows the text as is; nothing continues', async () => {
    let attempt = 0;
    subscriberApi({
      '/api/purchase': () =>
        attempt++ === 0
          ? json({ status: 'requires_action', paymentIntentId: 'pi_sca', clientSecret: 'pi_sca_secret_1', amount: 1899, currency: 'eur' })
          : apiError(402, 'CARD_ERROR', 'Your card was declined.'),
    });
    const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    fakeStripe.confirmCardPayment.mockResolvedValue({ error: { type: 'invalid_request_error', message } });
    const user = userEvent.setup();
    const { onPaid } = renderSubscriber();
    await user.click(await screen.findByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Pay €18.99 with Visa •••• 4242' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Pay €18.99 with Visa •••• 4242' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('NO_SAVED_CARD (409) says so and leads to the account', async () => {
    subscriberApi({ '/api/purchase': () => apiError(409, 'NO_SAVED_CARD', 'No saved card') });
    const user = userEvent.setup();
    renderSubscriber();
    await user.click(await screen.findByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Pay €18.99 with Visa •••• 4242' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account has no saved card to charge.');
    expect(within(alert).getByRole('link', { name: 'Add a card in your account' })).toHaveAttribute('href', '/account');
  });

  it('switching to the monthly plan: change-plan, 3D Secure, sync-invoice, then the funnel continues', async () => {
    const fetchMock = subscriberApi({
      '/api/change-plan': () => json({ status: 'incomplete', subscriptionId: 'sub_monthly', clientSecret: 'pi_m_secret_2' }),
      '/api/billing/sync-invoice': () => json({ status: 'active', paid: true, credits: 20 }),
    });
    fakeStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_m', status: 'succeeded' } });
    const user = userEvent.setup();
    const { onPaid } = renderSubscriber();
    await user.click(await screen.findByRole('radio', { name: /Switch to the monthly plan/ }));
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Switch to monthly · €37.99/month' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(callsTo(fetchMock, '/api/change-plan')).toEqual([{ plan: 'monthly', termsAccepted: true, language: 'en' }]);
    expect(fakeStripe.confirmCardPayment).toHaveBeenCalledWith('pi_m_secret_2');
    expect(callsTo(fetchMock, '/api/billing/sync-invoice')).toEqual([{ subscriptionId: 'sub_monthly' }]);
    expect(sessionStore.getUser()).toMatchObject({ credits: 20, subscriptionId: 'sub_monthly', subscriptionStatus: 'active' });
  });

  it('a plan change paid at once needs no confirmation', async () => {
    subscriberApi({ '/api/change-plan': () => json({ status: 'active', subscriptionId: 'sub_monthly', clientSecret: null, credits: 20 }) });
    const user = userEvent.setup();
    const { onPaid } = renderSubscriber();
    await user.click(await screen.findByRole('radio', { name: /Switch to the monthly plan/ }));
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Switch to monthly · €37.99/month' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(fakeStripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(sessionStore.getUser()?.credits).toBe(20);
  });

  it('on the monthly plan already: packs only', async () => {
    mockApi({ '/api/checkout/offer': () => json(signedInOffer('subscriber', { plan: 'monthly', canChangeToMonthly: false, credits: 3 })) });
    renderSubscriber();
    const choices = await screen.findByRole('group', { name: 'Choose what to buy' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('You have 3 credits left. Each report uses 1 credit; credits you buy roll over.')).toBeInTheDocument();
  });
});

describe('terms acceptance on every path (docs/decisions.md#receipts-and-terms)', () => {
  it('the card form: without the tick a field error, nothing sent', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderStage();
    await user.type(await screen.findByLabelText('Name on card'), 'Buyer Name');
    await user.click(screen.getByRole('button', { name: 'Pay €1.00 and get my report' }));
    expect(termsBox()).toHaveAccessibleDescription('Please agree to the terms and conditions');
    expect(termsBox()).toHaveFocus();
    expect(termsBox()).toBeRequired();
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/create-subscription')).toEqual([]);
    // The statement and the links (new tab).
    const label = termsBox().closest('div')!;
    expect(label).toHaveTextContent('14-day right to cancel');
    expect(label).toHaveTextContent('I lose this right once a report has been delivered');
    expect(within(label).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
    expect(within(label).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    await user.click(termsBox());
    expect(termsBox()).not.toHaveAccessibleDescription();
  });

  it('a subscriber purchase: without the tick a field error, nothing sent', async () => {
    signInAs('jane.doe@example.com', 0);
    const fetchMock = mockApi({ '/api/checkout/offer': () => json(signedInOffer('subscriber')) });
    const user = userEvent.setup();
    renderStage({ billingEmail: 'jane.doe@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Pay €18.99 with Visa •••• 4242' }));
    expect(termsBox()).toHaveAccessibleDescription('Please agree to the terms and conditions');
    expect(termsBox()).toHaveFocus();
    expect(callsTo(fetchMock, '/api/purchase')).toEqual([]);
  });

  it('the server refusing TERMS_NOT_ACCEPTED puts the error on the checkbox', async () => {
    mockApi({ '/api/create-subscription': () => apiError(400, 'TERMS_NOT_ACCEPTED', 'Please accept the terms.') });
    const user = userEvent.setup();
    renderStage();
    await user.type(await screen.findByLabelText('Name on card'), 'Buyer Name');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Pay €1.00 and get my report' }));
    await waitFor(() => expect(termsBox()).toHaveAccessibleDescription('Please agree to the terms and conditions'));
    expect(termsBox()).not.toBeChecked();
  });
});

describe('German', () => {
  it('the code proof, the terms and the subscriber purchase in German', async () => {
    await i18n.changeLanguage('de');
    mockApi({ '/api/checkout/offer': () => json({ account: 'sign-in-required' }), '/api/checkout/request-code': () => json({ message: 'ok' }) });
    const user = userEvent.setup();
    renderStage();
    const panel = await screen.findByRole('group', { name: 'Zum Fortfahren anmelden' });
    await user.click(within(panel).getByRole('button', { name: 'Code senden' }));
    expect(await within(panel).findByText('Für diese Adresse gibt es bereits ein Konto. Geben Sie den Code ein, den wir an sie gesendet haben, um fortzufahren.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('6-stelliger Code')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /14-tägiges Widerrufsrecht/ })).toBeInTheDocument();
  });

  it('packs with German prices and the saved card', async () => {
    await i18n.changeLanguage('de');
    signInAs('jane.doe@example.com', 0);
    mockApi({ '/api/checkout/offer': () => json(signedInOffer('subscriber', { card: { brand: 'mastercard', last4: '4444' } })) });
    renderStage({ billingEmail: 'jane.doe@example.com' });
    expect(await screen.findByRole('radio', { name: /^10 Guthaben · 18,99\s€$/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Zum Monatstarif wechseln/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^18,99\s€ mit Mastercard •••• 4444 bezahlen$/ })).toBeInTheDocument();
  });
});
