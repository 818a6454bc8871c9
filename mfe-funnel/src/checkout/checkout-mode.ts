import type { CheckoutOfferResponse } from '@mailscout/contracts';

/** What the card form sells, or the subscriber's saved-card purchase (docs/decisions.md#saved-card). */
export type CheckoutMode = 'trial' | 'plan' | 'subscriber';

/**
 * The offer's meaning for the checkout. Unknown (not asked yet, or the question failed) and an
 * address still to be proven show the trial; the server decides at payment either way.
 * `trialRefused`: create-subscription answered TRIAL_ALREADY_USED for this address (the account
 * or the card had it), so the plan is offered instead.
 */
export function checkoutMode(offer: CheckoutOfferResponse | null, trialRefused: boolean): CheckoutMode {
  if (offer?.account === 'signed-in' && offer.offer === 'subscriber') return 'subscriber';
  if (offer?.account === 'signed-in' && offer.offer === 'plan') return 'plan';
  return trialRefused ? 'plan' : 'trial';
}
