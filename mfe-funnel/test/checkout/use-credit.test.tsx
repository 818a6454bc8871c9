import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { PaymentStage, type PaymentStageProps } from '../../src/checkout/payment-stage';
import { CheckoutProvider, type Checkout } from '../../src/flow/checkout-context';
import { defineWindowStripe, fakeStripe, resetFakeStripe } from './fake-stripe';
import { apiError, callsTo, json, mockApi, renderPage, resetPage, signInAs, type Handler } from './helpers';

jest.mock('@stripe/react-stripe-js', () => require('./fake-stripe'));

/**
 * docs/decisions.md#credits: a signed-in account with credits is offered one of them first, also
 * when the buyer signs in by code inside the checkout; the purchases stay below, never a trial
 * for a subscriber.
 */

beforeEach(async () => {
  await resetPage();
  resetFakeStripe();
  defineWindowStripe();
});
afterEach(() => jest.restoreAllMocks());

function renderStage(props: Partial<Checkout & PaymentStageProps> = {}) {
  const onPaid = jest.fn();
  const onUseCredit = jest.fn();
  const { kind = 'email', target = 'jane@example.com', billingEmail = 'buyer@example.com', emailType, ...stage } = props;
  renderPage(
    <CheckoutProvider kind={kind} target={target} billingEmail={billingEmail} emailType={emailType}>
      <PaymentStage onPaid={onPaid} onUseCredit={onUseCredit} {...stage} />
    </CheckoutProvider>,
  );
  return { onPaid, onUseCredit };
}


const subscriberOffer = (credits: number, extra: Record<string, unknown> = {}) => ({
  account: 'signed-in',
  offer: 'subscriber',
  credits,
  plan: 'weekly',
  canChangeToMonthly: true,
  card: { brand: 'visa', last4: '4242' },
  ...extra,
});

/** buyer@example.com has an account with `credits` and a live subscription; its code is 123456. */
function accountWithCredits(credits: number, extra: Record<string, Handler> = {}) {
  // The session is the API's httpOnly cookie (docs/decisions.md#sessions): here, whether the code was verified.
  let cookie = false;
  return mockApi({
    '/api/checkout/offer': () => json(cookie ? subscriberOffer(credits) : { account: 'sign-in-required' }),
    '/api/checkout/request-code': () => json({ message: 'If this address can receive a code, we have sent one. Please check your email.' }),
    '/api/checkout/verify-code': (body) => {
      if ((body as { otp: string }).otp !== '123456') return apiError(401, 'INVALID_OTP', 'Invalid or expired OTP code');
      cookie = true;
      return json({ email: 'buyer@example.com', credits });
    },
    ...extra,
  });
}

async function signInByCode(user: ReturnType<typeof userEvent.setup>, names = { send: 'Send code', code: '6-digit code' }) {
  const panel = await screen.findByTestId('code-proof');
  await user.click(within(panel).getByRole('button', { name: names.send }));
  await user.type(await within(panel).findByLabelText(names.code), '123456{Enter}');
}

describe('use a credit instead of paying (docs/decisions.md#credits)', () => {
  it('signed in by code inside the checkout onto an account with credits: the credit first, the purchases below, no trial', async () => {
    const fetchMock = accountWithCredits(3);
    const user = userEvent.setup();
    const { onPaid, onUseCredit } = renderStage();
    // Before the proof nothing about the account is known: no credit offered.
    await screen.findByTestId('code-proof');
    expect(screen.queryByTestId('use-credit')).not.toBeInTheDocument();

    await signInByCode(user);
    const action = await screen.findByRole('button', { name: 'Use 1 of your 3 credits' });
    expect(screen.getByTestId('use-credit')).toHaveTextContent('You have 3 credits available. This report can use one of them; nothing is charged.');
    // The purchases a subscriber may make stay available below it; never a second trial.
    const choices = await screen.findByRole('group', { name: 'Choose what to buy' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(4);
    // The card form is gone, not kept hidden: one note says who is signed in.
    expect(screen.getAllByText('Signed in as buyer@example.com. You can continue.')).toHaveLength(1);
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
    expect(action.compareDocumentPosition(choices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Or buy more')).toBeInTheDocument();
    expect(screen.queryByText(/trial/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /€1\.00/ })).not.toBeInTheDocument();

    await user.click(action);
    expect(onUseCredit).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', credits: 3, requestId: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(onPaid).not.toHaveBeenCalled();
    // Nothing is bought: the scan's start-scan spends the credit.
    for (const path of ['/api/create-subscription', '/api/purchase', '/api/change-plan']) expect(callsTo(fetchMock, path)).toEqual([]);
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('the session’s credits count until the offer answers; the offer’s count then wins', async () => {
    signInAs('jane.doe@example.com', 2);
    let answer: (response: Response) => void = () => undefined;
    mockApi({ '/api/checkout/offer': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { onUseCredit } = renderStage({ billingEmail: 'jane.doe@example.com' });
    expect(await screen.findByRole('button', { name: 'Use 1 of your 2 credits' })).toBeEnabled();
    answer(json(subscriberOffer(1)));
    await user.click(await screen.findByRole('button', { name: 'Use your 1 credit' }));
    expect(screen.getByTestId('use-credit')).toHaveTextContent('You have 1 credit available.');
    expect(onUseCredit).toHaveBeenCalledWith({ billingEmail: 'jane.doe@example.com', credits: 1, requestId: expect.stringMatching(/^[\w-]{8,64}$/) });
  });

  it('an account with credits that never had a trial: the credit first, the trial still below', async () => {
    signInAs('jane.doe@example.com', 2);
    mockApi({ '/api/checkout/offer': () => json(subscriberOffer(2, { offer: 'trial', plan: null, canChangeToMonthly: false, card: null })) });
    renderStage({ billingEmail: 'jane.doe@example.com' });
    expect(await screen.findByRole('button', { name: 'Use 1 of your 2 credits' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay €1.00 and get my report' })).toBeInTheDocument();
  });

  it('no credit offered when the server says none, whatever the session says', async () => {
    signInAs('jane.doe@example.com', 5);
    mockApi({ '/api/checkout/offer': () => json(subscriberOffer(0)) });
    const first = renderStage({ billingEmail: 'jane.doe@example.com' });
    expect(await screen.findByRole('button', { name: 'Pay €18.99 with Visa •••• 4242' })).toBeInTheDocument();
    expect(screen.queryByTestId('use-credit')).not.toBeInTheDocument();
    expect(first.onUseCredit).not.toHaveBeenCalled();
  });

  it('no credit offered without a way to use it (no onUseCredit: a sign-up checkout)', async () => {
    signInAs('jane.doe@example.com', 2);
    mockApi({ '/api/checkout/offer': () => json(subscriberOffer(2)) });
    renderStage({ billingEmail: 'jane.doe@example.com', onUseCredit: undefined });
    expect(await screen.findByRole('group', { name: 'Choose what to buy' })).toBeInTheDocument();
    expect(screen.queryByTestId('use-credit')).not.toBeInTheDocument();
  });

  it('signed out with a new address: the trial only', async () => {
    mockApi();
    renderStage();
    expect(await screen.findByRole('button', { name: 'Pay €1.00 and get my report' })).toBeInTheDocument();
    expect(screen.queryByTestId('use-credit')).not.toBeInTheDocument();
    expect(sessionStore.getUser()).toBeNull();
  });
});

describe('German', () => {
  it('nach der Anmeldung per Code im Checkout: Guthaben zuerst, Käufe darunter', async () => {
    await i18n.changeLanguage('de');
    accountWithCredits(3);
    const user = userEvent.setup();
    const { onUseCredit } = renderStage();
    await signInByCode(user, { send: 'Code senden', code: '6-stelliger Code' });
    const action = await screen.findByRole('button', { name: '1 von Ihren 3 Guthaben verwenden' });
    expect(screen.getByTestId('use-credit')).toHaveTextContent('Sie haben 3 Guthaben verfügbar. Dieser Bericht kann eines davon verwenden; es wird nichts berechnet.');
    expect(screen.getByText('Oder mehr kaufen')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Wählen Sie, was Sie kaufen möchten' })).toBeInTheDocument();
    expect(screen.queryByText(/Testphase/)).not.toBeInTheDocument();
    await user.click(action);
    await waitFor(() => expect(onUseCredit).toHaveBeenCalledWith({ billingEmail: 'buyer@example.com', credits: 3, requestId: expect.stringMatching(/^[\w-]{8,64}$/) }));
  });

  it('ein einzelnes Guthaben', async () => {
    await i18n.changeLanguage('de');
    signInAs('jane.doe@example.com', 1);
    mockApi({ '/api/checkout/offer': () => json(subscriberOffer(1)) });
    renderStage({ billingEmail: 'jane.doe@example.com' });
    expect(await screen.findByRole('button', { name: 'Ihr 1 Guthaben verwenden' })).toBeInTheDocument();
    expect(screen.getByTestId('use-credit')).toHaveTextContent('Sie haben 1 Guthaben verfügbar.');
  });
});
