import { metrics } from '@mailscout/ops';
import { DomainError } from '../errors/domain-error';
import { toBillingError } from './stripe/stripe-errors';

export type PaymentType = 'subscription' | 'pack' | 'plan_change';

/** How a payment attempt failed, in the few words of mailscout_payments_total (docs/operations.md#payments). */
export function paymentOutcome(failure: unknown): 'declined' | 'refused' | 'error' {
  // A Stripe error as the product answers it (a card error is the customer's 402).
  const error = toBillingError(failure, '');
  if (!(error instanceof DomainError)) return 'error';
  if (error.code === 'CARD_ERROR') return 'declined';
  return error.statusCode >= 500 ? 'error' : 'refused';
}

/**
 * Runs one payment attempt and counts it by type and outcome: `ok`, `pending` (the card asks its
 * holder to confirm: the page finishes it), or how it failed. Its answer or error passes through.
 */
export async function countedPayment<T>(type: PaymentType, attempt: () => Promise<T>): Promise<T> {
  try {
    const result = await attempt();
    const status = (result as { status?: unknown } | null)?.status;
    metrics.payments.inc({ type, outcome: typeof status === 'string' && status !== 'succeeded' && status !== 'active' && status !== 'trialing' ? 'pending' : 'ok' });
    return result;
  } catch (error) {
    metrics.payments.inc({ type, outcome: paymentOutcome(error) });
    throw error;
  }
}
