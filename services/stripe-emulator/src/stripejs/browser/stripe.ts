import { createApi } from './api';
import { confirmCard, confirmWithElements, handleNextAction, retrieveIntent, type ConfirmCardInput, type ConfirmWithElementsInput, type StripeContext } from './confirm';
import { createElementsGroup, type ElementsOptions } from './elements-group';
import { IntegrationError } from './integration-error';
import { messagesFor } from './messages';
import type { IntentKind, IntentResult } from './next-action';
import { createPaymentMethod, type CreatePaymentMethodInput } from './payment-methods';

export interface StripeOptions {
  apiVersion?: string;
  locale?: string;
  stripeAccount?: string;
  betas?: string[];
}

/** Stripe.js names the intent after its kind in results: `{paymentIntent}` / `{setupIntent}`. */
function named(kind: IntentKind, result: IntentResult): Record<string, unknown> {
  if (result.error) return { error: result.error };
  return { [kind === 'payment_intent' ? 'paymentIntent' : 'setupIntent']: result.intent };
}

function notEmulated(name: string): () => never {
  return () => {
    throw new IntegrationError(`stripe.${name}() is not implemented by the Stripe emulator's Stripe.js stand-in.`);
  };
}

function checkKey(key: unknown): string {
  if (typeof key !== 'string' || !key) throw new IntegrationError(`Invalid value for Stripe(): apiKey should be a string. You specified: ${String(key)}.`);
  if (/^(sk|rk)_/.test(key)) throw new IntegrationError('You should not use your secret key with Stripe.js.\nPlease pass a publishable key instead.');
  if (!key.startsWith('pk_test_')) throw new IntegrationError(`The Stripe emulator only accepts test-mode publishable keys (pk_test_…); got ${key.slice(0, 8)}….`);
  return key;
}

/** `Stripe(publishableKey, options)`: the subset of the Stripe object MailScout and the React bindings use. */
export function createStripe(origin: string, key: unknown, options: StripeOptions = {}): Record<string, unknown> {
  const publishableKey = checkKey(key);
  if (options.stripeAccount) throw new IntegrationError('Connect (stripeAccount) is not supported by the Stripe emulator.');
  const ctx: StripeContext = { api: createApi(origin, publishableKey, options.apiVersion), messages: messagesFor(options.locale), locale: options.locale };
  const wrappers: unknown[] = [];
  return {
    elements: (elementsOptions?: ElementsOptions) => createElementsGroup(elementsOptions, options.locale),
    confirmPayment: async (input: ConfirmWithElementsInput) => named('payment_intent', await confirmWithElements(ctx, 'payment_intent', input)),
    confirmSetup: async (input: ConfirmWithElementsInput) => named('setup_intent', await confirmWithElements(ctx, 'setup_intent', input)),
    confirmCardPayment: async (clientSecret: unknown, data?: ConfirmCardInput, opts?: { handleActions?: boolean }) =>
      named('payment_intent', await confirmCard(ctx, 'payment_intent', clientSecret, data, opts)),
    confirmCardSetup: async (clientSecret: unknown, data?: ConfirmCardInput, opts?: { handleActions?: boolean }) =>
      named('setup_intent', await confirmCard(ctx, 'setup_intent', clientSecret, data, opts)),
    createPaymentMethod: (input: CreatePaymentMethodInput) => createPaymentMethod(ctx.api, input),
    retrievePaymentIntent: async (clientSecret: unknown) => named('payment_intent', await retrieveIntent(ctx, 'payment_intent', clientSecret)),
    retrieveSetupIntent: async (clientSecret: unknown) => named('setup_intent', await retrieveIntent(ctx, 'setup_intent', clientSecret)),
    handleNextAction: async (input: { clientSecret?: unknown }) => {
      const secret = input?.clientSecret;
      const result = await handleNextAction(ctx, secret);
      return named(typeof secret === 'string' && secret.startsWith('seti_') ? 'setup_intent' : 'payment_intent', result);
    },
    handleCardAction: async (clientSecret: unknown) => named('payment_intent', await handleNextAction(ctx, clientSecret, 'payment_intent')),
    handleCardSetup: async (clientSecret: unknown, data?: ConfirmCardInput) => named('setup_intent', await confirmCard(ctx, 'setup_intent', clientSecret, data)),
    // Tokens and Sources are legacy APIs the emulator does not model; the React bindings only
    // check that the method exists.
    createToken: async () => ({ error: { type: 'invalid_request_error', message: 'Tokens are not supported by the Stripe emulator; use createPaymentMethod().' } }),
    createSource: async () => ({ error: { type: 'invalid_request_error', message: 'Sources are not supported by the Stripe emulator; use createPaymentMethod().' } }),
    createRadarSession: async () => ({ radarSession: { id: `rse_emulator_${Date.now()}` } }),
    paymentRequest: notEmulated('paymentRequest'),
    createConfirmationToken: notEmulated('createConfirmationToken'),
    initCheckout: notEmulated('initCheckout'),
    initEmbeddedCheckout: notEmulated('initEmbeddedCheckout'),
    redirectToCheckout: notEmulated('redirectToCheckout'),
    // Wrapper libraries (stripe-js, react-stripe-js) announce themselves; kept for inspection.
    registerAppInfo: (info: unknown) => {
      wrappers.push(info);
    },
    _registerWrapper: (info: unknown) => {
      wrappers.push(info);
    },
    _emulatorWrappers: wrappers,
  };
}
