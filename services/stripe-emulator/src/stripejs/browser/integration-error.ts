/**
 * Stripe.js throws (rather than resolving `{error}`) when the integration itself is wrong, e.g. a
 * missing `return_url`; the stand-in does the same so such bugs surface in emulator mode too.
 */
export class IntegrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntegrationError';
  }
}
