import { catalogueItems } from '../../src/billing/stripe/catalogue-sync';
import { loadConfig } from '../../src/config/config';

describe('catalogue items Stripe must sell (docs/decisions.md#price-catalogue)', () => {
  it('are the trial fee, both plans and the packs, nothing one-off', () => {
    const { catalogue } = loadConfig({});
    const items = catalogueItems(catalogue);
    expect(items.map((item) => item.lookupKey).sort()).toEqual(['pack_10', 'pack_25', 'pack_50', 'plan_monthly', 'plan_weekly', 'trial_fee']);
    expect(items.find((item) => item.lookupKey === 'plan_monthly')).toMatchObject({ amount: catalogue.plans.monthly.price.eur, interval: 'month' });
    expect(items.filter((item) => item.interval === undefined).map((item) => item.lookupKey).sort()).toEqual(['pack_10', 'pack_25', 'pack_50', 'trial_fee']);
  });
});
