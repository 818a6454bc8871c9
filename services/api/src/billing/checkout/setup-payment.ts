import type Stripe from 'stripe';
import { DomainError } from '../../errors/domain-error';
import type { BillingDeps } from '../billing-deps';
import { provenBuyer, type Caller } from './buyer';
import { customerFor } from '../stripe/customers';
import { SETUP_INTENT_FAILED } from '../stripe/stripe-errors';

/**
 * docs/product.md#api-calls setup-payment: a SetupIntent for the billing address's customer. Only for a new
 * address or the caller's own account: an account's customer id is never answered to anyone
 * else (docs/decisions.md#identity).
 */
export async function setupPayment(deps: BillingDeps, email: string, caller: Caller | null) {
  await provenBuyer(deps, email, caller);
  const customer = await customerFor(deps, email);
  const intent = await deps.stripe.setupIntents.create({ customer: customer.id, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { product: 'mailscout' } } as Stripe.SetupIntentCreateParams);
  const weekly = (await deps.prices()).get(deps.catalogue.plans.weekly.lookupKey);
  if (!intent.client_secret) throw new DomainError({ code: 'PAYMENT_FAILED', message: SETUP_INTENT_FAILED });
  return { clientSecret: intent.client_secret, customerId: customer.id, priceId: weekly?.id ?? '' };
}
