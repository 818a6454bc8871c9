import { ApiRequestError, isApiError } from '@mailscout/api-client';
import { errorTextKey } from '@mailscout/contracts';

/** docs/product.md#errors payment texts this page says itself (translated; `en` keeps the original's words). */
export type CheckoutErrorKey =
  | 'stripeLoad'
  | 'cardMissing'
  | 'noClientSecret'
  | 'notSuccessful'
  | 'setupIntentFailed'
  | 'subscriptionFailed'
  | 'initFailed'
  | 'noSavedCard'
  | 'purchaseFailed'
  | 'invalidEmail'
  | 'invalidInput'
  | 'rateLimited'
  | 'inProgress'
  | 'planChangeUnavailable';

/** What the buyer reads after a failed attempt: one of our texts, or the provider's as is (docs/product.md#errors). */
export type PaymentProblem = { key: CheckoutErrorKey } | { text: string };

/** The server's own fallbacks (docs/product.md#errors) are ours to translate; any other answer is shown as is. */
const SERVER_FALLBACKS: Record<string, CheckoutErrorKey> = {
  'Failed to create setup intent': 'setupIntentFailed',
  'Failed to create subscription': 'subscriptionFailed',
  'Payment initialization failed': 'initFailed',
};

const CHECKOUT_ERRORS = 'checkout.errors.';

/**
 * The API's stable codes this page says in its own words (docs/product.md#page-details: never the raw English
 * text): the shared catalogue names the funnel's text of each (`checkout.errors.rateLimited`).
 */
function knownCode(code: string | undefined): CheckoutErrorKey | undefined {
  const key = errorTextKey(code, 'funnel');
  return key?.startsWith(CHECKOUT_ERRORS) ? (key.slice(CHECKOUT_ERRORS.length) as CheckoutErrorKey) : undefined;
}

/** A VALIDATION_ERROR: the original's message for a bad email field (docs/product.md#validation), else a general one. */
function validationProblem(error: ApiRequestError): CheckoutErrorKey {
  const details = (error.body as { details?: unknown } | undefined)?.details;
  const fields = Array.isArray(details) ? details.map((issue) => (issue as { field?: unknown }).field) : [];
  return fields.some((field) => typeof field === 'string' && /(^|\.)email$/i.test(field)) ? 'invalidEmail' : 'invalidInput';
}

/**
 * A failed billing call: a decline is the provider's own text, shown as is (docs/product.md#errors, 'Your card
 * was declined.'); the server's spec fallbacks and known codes are ours to translate; anything
 * else (validation, network, unreadable answers, an unknown code) is the given fallback or a
 * translated text, never the server's raw message ("email: Invalid format").
 */
export function billingProblem(error: unknown, fallback: CheckoutErrorKey): PaymentProblem {
  if (!(error instanceof ApiRequestError)) return { key: fallback };
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if (isApiError(error, 'CARD_ERROR') && typeof message === 'string' && message) return { text: message };
  if (isApiError(error, 'VALIDATION_ERROR', 'INVALID_JSON')) return { key: validationProblem(error) };
  const byCode = knownCode(error.code);
  if (byCode) return { key: byCode };
  if (error.status === 429) return { key: 'rateLimited' };
  const known = typeof message === 'string' ? SERVER_FALLBACKS[message] : undefined;
  return { key: known ?? fallback };
}

/** A Stripe.js error object: its message as is (docs/product.md#errors 'Payment provider error'). */
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
