import { screen, waitFor, within } from '@testing-library/react';
import { getToasts } from '@mailscout/ui';
import { sessionStore } from '@mailscout/auth';
import FunnelRoutes from '../../src/expose/routes';
import { readPendingCheckout, savePendingCheckout } from '../../src/checkout/pending-checkout';
import { callsTo, json, lastToast, location, mockApi, renderPage, resetPage } from '../checkout/helpers';

jest.mock('../../src/scan/processing-stage', () => ({ ProcessingStage: require('../funnel/stand-ins').ProcessingStage }));

beforeEach(() => resetPage());
afterEach(() => jest.restoreAllMocks());

const pending = () => savePendingCheckout({ subscriptionId: 'sub_1', billingEmail: 'buyer@example.com', kind: 'email', target: 'jane@example.com' });

describe('/return (docs/product.md#screens: after a redirect-based payment)', () => {
  it('confirms the pending subscription once, signs the new account in and runs the scan', async () => {
    pending();
    const fetchMock = mockApi({ '/api/billing/sync-invoice': () => json({ status: 'trialing', paid: true, signIn: 'done', token: 'tok-1', credits: 2 }) });
    renderPage(<FunnelRoutes />, ['/return?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded'], '/*');
    expect(await screen.findByTestId('processing-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');
    expect(callsTo(fetchMock, '/api/billing/sync-invoice')).toEqual([{ subscriptionId: 'sub_1' }]);
    expect(sessionStore.getUser()).toMatchObject({ email: 'buyer@example.com', credits: 2 });
    expect(lastToast()).toMatchObject({ title: 'Payment Successful', description: 'Initiating final scan...' });
    expect(readPendingCheckout()).toBeNull();
  });

  it('says "Confirming your payment" while confirming; Payment Successful goes when the report shows (docs/product.md#page-details)', async () => {
    pending();
    let answer: (value: Response) => void = () => undefined;
    mockApi({ '/api/billing/sync-invoice': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(<FunnelRoutes />, ['/return?redirect_status=succeeded'], '/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
    answer(json({ status: 'trialing', paid: true, signIn: 'done', token: 'tok-1', credits: 2 }));
    const processing = await screen.findByTestId('processing-stage');
    expect(getToasts().filter((toast) => toast.open).map((toast) => toast.title)).toEqual(['Payment Successful']);
    within(processing).getByRole('button', { name: 'stand-in: complete' }).click();
    await waitFor(() => expect(getToasts().filter((toast) => toast.open)).toEqual([]));
  });

  it('the scan starts with the request id the purchase named, the one its receipt links (docs/decisions.md#report-link-mail)', async () => {
    savePendingCheckout({ subscriptionId: 'sub_1', billingEmail: 'buyer@example.com', kind: 'email', target: 'jane@example.com', reportRequestId: 'purchase-0001' });
    mockApi({ '/api/billing/sync-invoice': () => json({ status: 'trialing', paid: true, signIn: 'done', token: 'tok-1', credits: 2 }) });
    renderPage(<FunnelRoutes />, ['/return?redirect_status=succeeded'], '/*');
    expect(await screen.findByTestId('processing-request')).toHaveTextContent('purchase-0001');
  });

  it("the pending checkout's token goes to sync-invoice (it proves the buyer without a session); not to another subscription", async () => {
    savePendingCheckout({ subscriptionId: 'sub_1', billingEmail: 'buyer@example.com', kind: 'email', target: 'jane@example.com', checkoutToken: 'ct_secret' });
    const fetchMock = mockApi({ '/api/billing/sync-invoice': () => json({ status: 'trialing', paid: true, signIn: 'done', token: 'tok-1', credits: 2 }) });
    renderPage(<FunnelRoutes />, ['/return?redirect_status=succeeded'], '/*');
    expect(await screen.findByTestId('processing-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');
    expect(callsTo(fetchMock, '/api/billing/sync-invoice')).toEqual([{ subscriptionId: 'sub_1', checkoutToken: 'ct_secret' }]);
  });

  it('a subscription named in the query from another tab: the session the payment started says whose it is; a sign-up goes to the account', async () => {
    const fetchMock = mockApi({
      '/api/billing/sync-invoice': () => json({ status: 'trialing', paid: true, signIn: 'done', token: 'tok-2', credits: 2 }),
      '/api/me': () => json({ email: 'new@example.com', credits: 2, language: 'en', subscription: null, preferences: { renewalReminders: true } }),
    });
    renderPage(<FunnelRoutes />, ['/return?subscription_id=sub_2&redirect_status=succeeded'], '/*');
    await waitFor(() => expect(location()).toBe('/account'));
    expect(callsTo(fetchMock, '/api/billing/sync-invoice')).toEqual([{ subscriptionId: 'sub_2' }]);
    expect(sessionStore.getUser()).toMatchObject({ email: 'new@example.com', credits: 2 });
  });

  it('not paid: the provider’s reason, and a way back to the checkout with the scan email', async () => {
    pending();
    mockApi({ '/api/billing/sync-invoice': () => json({ status: 'incomplete', paid: false, paymentError: 'Your card was declined.' }) });
    renderPage(<FunnelRoutes />, ['/return?redirect_status=failed'], '/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment was not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    // The failure is said once: the heading says it, the alert gives the reason (docs/product.md#page-details).
    expect(screen.queryByText('The payment did not go through')).not.toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/payment');
    expect(sessionStore.getUser()).toBeNull();
  });

  it('an existing account: sign in with a code', async () => {
    pending();
    mockApi({ '/api/billing/sync-invoice': () => json({ status: 'trialing', paid: true, signIn: 'required', credits: 2 }) });
    renderPage(<FunnelRoutes />, ['/return'], '/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toHaveFocus();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText(/buyer@example\.com already has a MailScout account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with a code' })).toHaveAttribute('href', '/login');
  });

  it('nothing to confirm: says so; a failed redirect says the payment was not successful', async () => {
    const fetchMock = mockApi();
    const { unmount } = renderPage(<FunnelRoutes />, ['/return'], '/*');
    // docs/product.md#page-details: the heading matches the state; 'Confirming your payment' only while confirming.
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find a payment to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('If you were charged, your account shows it once you sign in.');
    expect(screen.queryByText('Confirming your payment')).not.toBeInTheDocument();
    expect(document.title).toBe('We could not find a payment to confirm – MailScout');
    unmount();
    renderPage(<FunnelRoutes />, ['/return?redirect_status=failed'], '/*');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment was not successful.');
    expect(callsTo(fetchMock, '/api/billing/sync-invoice')).toEqual([]);
  });
});
