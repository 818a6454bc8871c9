import { metrics } from '@mailscout/ops';
import { DomainError } from '../errors/domain-error';

export type PaymentType = 'subscription' | 'pack' | 'plan_change';

/** How a payment attempt ended, in the few words of mailscout_payments_total (docs/operations.md#payments). */
export function paymentOutcome(error: unknown): 'declined' | 'refused' | 'error' {
  if (!(error instanceof DomainError)) return 'error';
  if (error.code === 'CARD_ERROR') return 'declined';
  return error.statusCode >= 500 ? 'error' : 'refused';
}

/** Runs one payment attempt and counts it by type and outcome; the attempt's answer or error passes through. */
export async function countedPayment<T>(type: PaymentType, attempt: () => Promise<T>): Promise<T> {
  try {
    const result = await attempt();
    metrics.payments.inc({ type, outcome: 'ok' });
    return result;
  } catch (error) {
    metrics.payments.inc({ type, outcome: paymentOutcome(error) });
    throw error;
  }
}
