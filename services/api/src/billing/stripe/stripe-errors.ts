import Stripe from 'stripe';
import { DomainError } from '../../errors/domain-error';

/** docs/product.md#errors fallbacks. */
export const SETUP_INTENT_FAILED = 'Failed to create setup intent';
export const SUBSCRIPTION_FAILED = 'Failed to create subscription';
export const PAYMENT_INIT_FAILED = 'Payment initialization failed';

/**
 * A Stripe failure as the product answers it: a card error is the customer's (402, Stripe's
 * own text, shown as is per docs/product.md#errors, never a 500); a refused request is ours to report with
 * the original's fallback text; Stripe being unreachable is a 503 with the same text.
 */
export function toBillingError(error: unknown, fallback: string): unknown {
  if (error instanceof DomainError) return error;
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new DomainError({ code: 'CARD_ERROR', message: error.message, cause: error });
  }
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) {
    return new DomainError({ code: 'PAYMENTS_UNAVAILABLE', message: fallback, cause: error });
  }
  return new DomainError({ code: 'PAYMENT_FAILED', statusCode: 400, message: fallback, cause: error });
}

export async function withBillingErrors<T>(fallback: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBillingError(error, fallback);
  }
}

export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
