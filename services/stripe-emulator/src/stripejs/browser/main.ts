import { createStripe, type StripeOptions } from './stripe';

/** Stripe.js's release train; `loadStripe` of @stripe/stripe-js warns when it differs. */
const RELEASE_TRAIN = 'endive';

/**
 * The API lives where this script came from. `document.currentScript` is only set while the
 * script runs, so it is read here, synchronously.
 */
function scriptOrigin(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return new URL(current.src).origin;
  const tag = Array.from(document.scripts).find((script) => /\/(v3|endive)(\/stripe\.js)?\/?(\?.*)?$/.test(script.src));
  return tag ? new URL(tag.src).origin : window.location.origin;
}

const origin = scriptOrigin();
const Stripe = Object.assign((key: unknown, options?: StripeOptions) => createStripe(origin, key, options), { version: RELEASE_TRAIN, emulator: true });
(window as unknown as { Stripe?: unknown }).Stripe = Stripe;
