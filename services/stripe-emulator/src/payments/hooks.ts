import type { Emulator } from '../emulator';
import type { PaymentIntent } from '../state/models';

/**
 * Billing reacts to PaymentIntent outcomes (an invoice is paid when its PaymentIntent
 * succeeds, however it was confirmed: by the billing engine, the API or Stripe.js). The
 * listener list keeps payments independent of billing.
 */
export type PaymentOutcome = 'succeeded' | 'failed' | 'requires_action' | 'canceled';
export type PaymentIntentListener = (emulator: Emulator, pi: PaymentIntent, outcome: PaymentOutcome) => void;

export const paymentIntentListeners: PaymentIntentListener[] = [];

export function notifyPaymentIntent(emulator: Emulator, pi: PaymentIntent, outcome: PaymentOutcome): void {
  for (const listener of paymentIntentListeners) listener(emulator, pi, outcome);
}
