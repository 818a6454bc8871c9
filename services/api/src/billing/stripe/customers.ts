import type Stripe from 'stripe';
import type { Language } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import { normaliseEmail } from '../../store/email-hash';
import type { UserDocument } from '../../store/repositories/users-repository';
import type { BillingDeps } from '../billing-deps';
import { isMissingResource } from './stripe-errors';

/**
 * The Stripe customer of a billing address: the one its account already uses, else Stripe's by
 * email, else a new one. Callers have proven the address first (buyer.ts): an account's
 * customer is only ever used with that account's session.
 */
export async function customerFor(deps: BillingDeps, email: string): Promise<Stripe.Customer> {
  const address = normaliseEmail(email);
  const user = await deps.store.users.findByEmail(address);
  if (user?.stripeCustomerId) {
    try {
      const customer = await deps.stripe.customers.retrieve(user.stripeCustomerId);
      if (!customer.deleted) return customer;
    } catch (error) {
      if (!isMissingResource(error)) throw error;
    }
  }
  const found = await deps.stripe.customers.list({ email: address, limit: 1 });
  // Two first requests for one new address would each find none and create one: within a
  // minute, Stripe answers the same creation for the same idempotency key.
  const idempotencyKey = `customer-for:${deps.hashEmail(address)}:${Math.floor(Date.now() / 60_000)}`;
  const customer = found.data[0] ?? (await deps.stripe.customers.create({ email: address, metadata: { product: 'mailscout' } }, { idempotencyKey }));
  if (user && user.stripeCustomerId !== customer.id) await deps.store.users.setStripeCustomer(user._id, customer.id);
  return customer;
}

/** A customer id sent by the browser: accepted only when it is the billing address's own. */
export async function customerById(deps: BillingDeps, customerId: string, email: string): Promise<Stripe.Customer> {
  const refused = () => new DomainError({ code: 'UNKNOWN_CUSTOMER', message: 'Failed to create subscription' });
  let customer: Stripe.Customer | Stripe.DeletedCustomer;
  try {
    customer = await deps.stripe.customers.retrieve(customerId);
  } catch (error) {
    if (isMissingResource(error)) throw refused();
    throw error;
  }
  if (customer.deleted || normaliseEmail(customer.email ?? '') !== normaliseEmail(email)) throw refused();
  return customer;
}

/**
 * The account of a Stripe customer: the one linked to it. With `create` (a first payment) an
 * account for the customer's email is created, or found; `linkExisting: false` (an anonymous
 * buyer) never ties a found account to that customer (its card, its invoices). Without
 * `create`, an account is never found by email alone: a stranger's customer that happens to
 * carry an account's address is not that account's (docs/decisions.md#identity).
 */
export async function userForCustomer(
  deps: BillingDeps,
  customerId: string,
  options: { create: boolean; language?: Language; createdFor?: string; linkExisting?: boolean },
): Promise<{ user: UserDocument; created: boolean } | null> {
  const linked = await deps.store.users.findByStripeCustomer(customerId);
  if (linked) return { user: linked, created: false };
  if (!options.create) return null;
  const customer = await deps.stripe.customers.retrieve(customerId);
  if (customer.deleted || !customer.email) return null;
  const result = await deps.store.users.findOrCreate(customer.email, options.language ?? 'en', options.createdFor);
  const link = !result.user.stripeCustomerId && (result.created || options.linkExisting !== false);
  if (link) await deps.store.users.setStripeCustomer(result.user._id, customerId);
  return result;
}
