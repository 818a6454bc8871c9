import { canCancel, subscriptionBadge, truncateSubscriptionId } from '../src/account/status-badge';

describe('subscription display rule (docs/product.md#states)', () => {
  it.each([
    ['active', false, 'active', true],
    ['active', true, 'cancelled', false],
    ['trialing', false, 'active', true],
    ['trialing', true, 'cancelled', false],
    ['past_due', false, 'inactive', false],
    ['canceled', true, 'inactive', false],
    ['incomplete_expired', false, 'inactive', false],
  ] as const)('%s, cancel at period end %s → %s', (status, cancelAtPeriodEnd, badge, cancellable) => {
    expect(subscriptionBadge({ status, cancelAtPeriodEnd })).toBe(badge);
    expect(canCancel({ status, cancelAtPeriodEnd })).toBe(cancellable);
  });

  it('shows the first 10 characters of the subscription id (docs/product.md#screens)', () => {
    expect(truncateSubscriptionId('sub_1PqRsTuVwXyZ')).toBe('sub_1PqRsT…');
    expect(truncateSubscriptionId('sub_short')).toBe('sub_short');
  });
});
