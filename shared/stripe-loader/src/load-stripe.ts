import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';
// The side-effect-free entry: the main one injects js.stripe.com as soon as it is imported.
import { loadStripe } from '@stripe/stripe-js/pure';

/** Thrown when Stripe.js cannot be loaded (docs/product.md#errors 'Failed to load Stripe.js'). */
export class StripeLoadError extends Error {
  constructor(cause?: unknown) {
    super('Failed to load Stripe.js', { cause });
    this.name = 'StripeLoadError';
  }
}

let scriptLoad: { src: string; promise: Promise<void> } | null = null;

function injectScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new StripeLoadError(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Loads Stripe.js from the configured URL (the emulator's stand-in by default, js.stripe.com in
 * production) only when the checkout mounts. The script is added first, so `loadStripe` finds
 * `window.Stripe` and reuses it instead of adding js.stripe.com itself. A failed load is
 * forgotten, so a retry adds the script again.
 */
export async function loadStripeFrom(src: string, publishableKey: string, options: StripeConstructorOptions): Promise<Stripe> {
  if (!window.Stripe) {
    if (!scriptLoad || scriptLoad.src !== src) {
      const promise = injectScript(src).catch((error: unknown) => {
        scriptLoad = null;
        throw error;
      });
      scriptLoad = { src, promise };
    }
    await scriptLoad.promise;
    if (!window.Stripe) throw new StripeLoadError('the script did not define window.Stripe');
  }
  let stripe: Stripe | null;
  try {
    stripe = await loadStripe(publishableKey, options);
  } catch (error) {
    throw new StripeLoadError(error);
  }
  if (!stripe) throw new StripeLoadError('loadStripe returned null');
  return stripe;
}

/** Tests only. */
export function resetStripeLoader(): void {
  scriptLoad = null;
}
