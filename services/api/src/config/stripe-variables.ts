import { z } from 'zod';
import { STRIPE_EMULATOR_KEYS } from './stand-ins';
import { isHttpOrigin } from './variable-types';

// The local Stripe emulator (services/stripe-emulator) and its public test keys: the default
// on a developer machine. In production the default is Stripe itself (docs/deploy.md#stripe).
const STRIPE_EMULATOR_URL = 'http://127.0.0.1:12111';
export const STRIPE_DEVELOPMENT_KEYS = STRIPE_EMULATOR_KEYS;
export const REAL_STRIPE_API = 'https://api.stripe.com';
/**
 * The Stripe.js that the installed @stripe/stripe-js is written for: its release train (`endive` in
 * 10.x), which `loadStripe` checks the loaded script against. config.test.ts reads it from the package.
 */
export const REAL_STRIPE_JS = 'https://js.stripe.com/endive/stripe.js';

/** Payments through Stripe (docs/deploy.md#stripe). Part of the one environment schema (config.ts). */
export function stripeVariables(production: boolean) {
  return {
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)')
      .default(STRIPE_DEVELOPMENT_KEYS.STRIPE_SECRET_KEY).describe("your Stripe account's secret key (sk_live_… / sk_test_… or a restricted rk_…); default: the emulator's"),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .default(STRIPE_DEVELOPMENT_KEYS.STRIPE_PUBLISHABLE_KEY).describe("your Stripe account's publishable key (pk_…); default: the emulator's"),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .default(STRIPE_DEVELOPMENT_KEYS.STRIPE_WEBHOOK_SECRET).describe("the webhook endpoint's signing secret (whsec_…, printed by pnpm stripe:setup or stripe listen); default: the emulator's"),
    STRIPE_API_URL: z
      .string()
      .refine(isHttpOrigin, 'must be an http(s) origin without a path, e.g. https://api.stripe.com or http://127.0.0.1:12111')
      .transform((text) => new URL(text).origin)
      .default(production ? REAL_STRIPE_API : STRIPE_EMULATOR_URL).describe("Stripe's API origin: unset in production (Stripe itself); the emulator elsewhere"),
    STRIPE_JS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of Stripe.js' }).optional().describe("where browsers load Stripe.js; default: the release train @stripe/stripe-js expects, or the emulator's stand-in"),
    // docs/decisions.md#one-subscription: the trial once per card (by the provider's card fingerprint). On by default;
    // a shared test stack whose every buyer types Stripe's one test card may switch it off.
    TRIAL_ONCE_PER_CARD: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').describe("true: a card's fingerprint gets one trial (docs/decisions.md#one-subscription)"),
  };
}
