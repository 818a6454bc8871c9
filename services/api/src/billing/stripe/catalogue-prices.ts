import type Stripe from 'stripe';
import type { PlanChoice } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import type { BillingDeps } from '../billing-deps';

/** The Stripe price of a catalogue entry; 503 when Stripe's catalogue is not available. */
export async function priceOf(deps: BillingDeps, lookupKey: string): Promise<Stripe.Price> {
  const found = (await deps.prices()).get(lookupKey);
  if (!found) throw new DomainError({ code: 'PAYMENTS_UNAVAILABLE', message: 'Payment initialization failed' });
  return found;
}

export function planOfPrice(deps: BillingDeps, lookupKey: string | null | undefined): PlanChoice | null {
  if (lookupKey === deps.catalogue.plans.weekly.lookupKey) return 'weekly';
  if (lookupKey === deps.catalogue.plans.monthly.lookupKey) return 'monthly';
  return null;
}

/** The plan a Stripe subscription is on: its price, else what its metadata says. */
export function planOfSubscription(deps: BillingDeps, subscription: Stripe.Subscription): PlanChoice {
  return planOfPrice(deps, subscription.items.data[0]?.price.lookup_key) ?? (subscription.metadata.plan_type === 'monthly' ? 'monthly' : 'weekly');
}
