import { ApiRequestError } from '@mailscout/api-client';

/** Spec §8 payment texts this page says itself (translated; `en` keeps the specification's words). */
export type CheckoutErrorKey =
  | 'stripeLoad'
  | 'cardMissing'
  | 'noClientSecret'
  | 'notSuccessful'
  | 'setupIntentFailed'
  | 'subscriptionFailed'
  | 'initFailed'
  | 'noSavedCard'
  | 'purchaseFailed';

/** What the buyer reads after a failed attempt: one of our texts, or the provider's as is (§8). */
export type PaymentProblem = { key: CheckoutErrorKey } | { text: string };

/** The server's own fallbacks (issue 4) are ours to translate; any other answer is shown as is. */
const SERVER_FALLBACKS: Record<string, CheckoutErrorKey> = {
  'Failed to create setup intent': 'setupIntentFailed',
  'Failed to create subscription': 'subscriptionFailed',
  'Payment initialization failed': 'initFailed',
};

/**
 * A failed billing call: the server's readable message (a decline is Stripe's text, e.g. 'Your
 * card was declined.'), else the given fallback. Network failures and unreadable answers get the
 * fallback too: never a technical message.
 */
export function billingProblem(error: unknown, fallback: CheckoutErrorKey): PaymentProblem {
  if (error instanceof ApiRequestError) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) {
      const known = SERVER_FALLBACKS[message];
      return known ? { key: known } : { text: message };
    }
  }
  return { key: fallback };
}

/** A Stripe.js error object: its message as is (spec §8 'Payment provider error'). */
export function providerProblem(error: { message?: string } | undefined, fallback: CheckoutErrorKey): PaymentProblem {
  return error?.message ? { text: error.message } : { key: fallback };
}

/**
 * The stable code of a refused billing call (`{ error: CODE, message }`), e.g. TRIAL_ALREADY_USED
 * or SIGN_IN_REQUIRED, for the checkout to change its offer rather than only show a text.
 */
export function billingErrorCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : undefined;
}
