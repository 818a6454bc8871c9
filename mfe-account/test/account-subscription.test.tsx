import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import type { SubscriptionSummary } from '@mailscout/contracts';
import { apiError, json, location, me, mockApi, renderAccount, resetPage, settle, signInAs, subscription } from './render-account';

beforeEach(resetPage);

async function showAccount(sub: SubscriptionSummary | null, credits = 3) {
  mockApi({ '/api/me': () => json(me(sub, credits)) });
  signInAs('jane.doe@example.com', 3);
  renderAccount('/account');
  await settle();
}

const badge = () => screen.getByTestId('subscription-status');
const cancelLink = () => screen.queryByRole('link', { name: 'Cancel subscription' });

describe('account page: subscription tab (docs/product.md#account-page, docs/product.md#states, docs/product.md#errors)', () => {
  it('sends a signed-out visitor to /', () => {
    mockApi();
    renderAccount('/account');
    expect(location()).toBe('/');
  });

  it('shows the session’s email and credits at once, while /api/me loads', () => {
    mockApi({ '/api/me': () => new Promise<Response>(() => undefined) });
    signInAs('jane.doe@example.com', 3);
    renderAccount('/account');
    expect(screen.getByTestId('account-email')).toHaveTextContent('jane.doe@example.com');
    expect(screen.getByTestId('account-credits')).toHaveTextContent('3 lookup credits available');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('active and not cancelling: Active, plan label, next billing date, credits, truncated id, cancel button', async () => {
    await showAccount(subscription(), 5);
    expect(badge()).toHaveTextContent('Active');
    expect(screen.getByText('Premium Lookup Plan')).toBeInTheDocument();
    expect(screen.getByText('Weekly')).toBeInTheDocument();
    expect(screen.getByText('Next billing date')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('22 November 2026');
    expect(screen.getByTestId('subscription-id')).toHaveTextContent(/^sub_123456…$/);
    expect(screen.getByText('Lookup credits available').nextElementSibling).toHaveTextContent('5');
    expect(cancelLink()).toHaveAttribute('href', '/cancel-subscription');
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Visa ending in 4242');
  });

  it('a trial counts as active (docs/decisions.md#trial)', async () => {
    await showAccount(subscription({ status: 'trialing', planType: 'trial' }));
    expect(badge()).toHaveTextContent('Active');
    expect(cancelLink()).toBeInTheDocument();
  });

  it('active and cancelling at period end: Cancelled, access-until date, no cancel button', async () => {
    await showAccount(subscription({ cancelAtPeriodEnd: true }));
    expect(badge()).toHaveTextContent('Cancelled');
    expect(screen.getByText('Access until')).toBeInTheDocument();
    expect(screen.queryByText('Next billing date')).not.toBeInTheDocument();
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('22 November 2026');
    expect(cancelLink()).not.toBeInTheDocument();
  });

  it.each(['canceled', 'past_due', 'incomplete', 'unpaid'])('any other status (%s): Inactive, no date, no cancel button', async (status) => {
    await showAccount(subscription({ status }));
    expect(badge()).toHaveTextContent('Inactive');
    expect(screen.queryByTestId('subscription-date')).not.toBeInTheDocument();
    expect(cancelLink()).not.toBeInTheDocument();
  });

  it.each(['past_due', 'unpaid'])('a failed renewal (%s) is announced on the account', async (status) => {
    await showAccount(subscription({ status }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment failed');
    // docs/decisions.md#failed-payments: Stripe's default dunning retries for 2 weeks, then the subscription ends.
    expect(screen.getByRole('alert')).toHaveTextContent('We will try again several times over the next 2 weeks');
    expect(screen.getByRole('alert')).toHaveTextContent('your subscription ends');
  });

  it.each(['active', 'canceled'])('no payment warning when the status is %s', async (status) => {
    await showAccount(subscription({ status }));
    expect(screen.queryByText('Your last payment failed')).not.toBeInTheDocument();
  });

  it('German labels and the German long date', async () => {
    await i18n.changeLanguage('de');
    await showAccount(subscription());
    expect(badge()).toHaveTextContent('Aktiv');
    expect(screen.getByText('Premium Lookup-Plan')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('22. November 2026');
    expect(screen.getByRole('tab', { name: 'Abonnement' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('account-credits')).toHaveTextContent('3 Suchguthaben verfügbar');
  });

  it.each([
    ['Gekündigt', { cancelAtPeriodEnd: true }],
    ['Inaktiv', { status: 'canceled' }],
  ] as const)('German: %s', async (text, overrides) => {
    await i18n.changeLanguage('de');
    await showAccount(subscription(overrides));
    expect(badge()).toHaveTextContent(text);
  });

  it('German: the access-until label', async () => {
    await i18n.changeLanguage('de');
    await showAccount(subscription({ cancelAtPeriodEnd: true }));
    expect(screen.getByText('Zugang bis')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('22. November 2026');
  });

  it('without a payment method, a note says so', async () => {
    await showAccount(subscription({ paymentMethod: null }));
    expect(screen.getByTestId('payment-method')).toHaveTextContent('No payment method is on file.');
  });

  it('without a subscription: a prompt to subscribe leading to /payment, no cancel button', async () => {
    await showAccount(null);
    expect(screen.getByText(/You do not have a subscription yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/payment');
    expect(cancelLink()).not.toBeInTheDocument();
  });

  it('syncs the credits and the subscription from /api/me into the shared session', async () => {
    await showAccount(subscription({ cancelAtPeriodEnd: true }), 9);
    expect(sessionStore.getUser()).toMatchObject({ credits: 9, subscriptionId: 'sub_1234567890abcdef', subscriptionStatus: 'active' });
    expect(screen.getByTestId('account-credits')).toHaveTextContent('9 lookup credits available');
  });

  it('a failed /api/me shows the red Error alert with the HTTP status, keeps the session’s email and credits, and can retry', async () => {
    let up = false;
    mockApi({ '/api/me': () => (up ? json(me(subscription())) : apiError(503, 'SERVICE_UNAVAILABLE', 'Down')) });
    signInAs('jane.doe@example.com', 3);
    renderAccount('/account');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch subscription: HTTP 503');
    expect(screen.getByTestId('account-email')).toHaveTextContent('jane.doe@example.com');
    expect(screen.getByTestId('account-credits')).toHaveTextContent('3 lookup credits available');
    up = true;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Active'));
  });

  it('Fehler in German; an unreachable API is the backend-error text', async () => {
    await i18n.changeLanguage('de');
    mockApi({ '/api/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    signInAs('jane.doe@example.com', 3);
    renderAccount('/account');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fehler')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Abonnementdetails konnten nicht abgerufen werden (Serverfehler)');
    expect(screen.getByTestId('account-credits')).toHaveTextContent('3 Suchguthaben verfügbar');
  });

  it('an expired session (401) ends the session here and goes to the login, which says so (docs/decisions.md#sessions)', async () => {
    mockApi({ '/api/me': () => apiError(401, 'UNAUTHORIZED', 'Please log in to continue.') });
    signInAs();
    renderAccount('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(sessionStore.getUser()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
  });

  it('the visitor’s own sign-out goes home without that notice', async () => {
    mockApi({ '/api/me': () => new Promise(() => undefined) });
    signInAs();
    renderAccount('/account');
    act(() => sessionStore.signOut());
    expect(location()).toBe('/');
  });
});
