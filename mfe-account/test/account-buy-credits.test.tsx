import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import type { SubscriptionSummary } from '@mailscout/contracts';
import { json, location, me, mockApi, renderAccount, resetPage, settle, signInAs, subscription } from './render-account';

beforeEach(resetPage);

async function showAccount(sub: SubscriptionSummary | null) {
  mockApi({ '/api/me': () => json(me(sub, 0)) });
  signInAs('jane.doe@example.com', 0);
  renderAccount('/account');
  await settle();
}

// docs/decisions.md#one-subscription: packs are sold to an account with a live subscription, at /payment.
describe('account page: Buy credits', () => {
  it.each(['active', 'trialing', 'past_due'])('with a live (%s) subscription, leads to the pack checkout at /payment', async (status) => {
    await showAccount(subscription({ status }));
    const link = screen.getByRole('link', { name: 'Buy credits' });
    expect(link).toHaveAttribute('href', '/payment');
    await userEvent.setup().click(link);
    expect(location()).toBe('/payment');
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    await showAccount(subscription());
    expect(screen.getByRole('link', { name: 'Guthaben kaufen' })).toHaveAttribute('href', '/payment');
  });

  it.each([
    ['no subscription', null],
    ['an ended subscription', { status: 'canceled' }],
  ] as const)('is not offered with %s (the checkout would sell a subscription, which the subscription tab offers)', async (_, overrides) => {
    await showAccount(overrides ? subscription(overrides) : null);
    expect(screen.queryByRole('link', { name: 'Buy credits' })).not.toBeInTheDocument();
  });
});
