import type { Api, ApiObject, StripeError } from './api';
import { cardDataFromElement, cardElementOf, type BillingDetails } from './card-data';
import { elementsInternalsOf } from './elements-group';
import type { FormValue } from './form-encode';
import { IntegrationError } from './integration-error';
import type { Messages } from './messages';
import { handleActions, intentPath, kindOfSecret, type IntentKind, type IntentResult } from './next-action';

export interface StripeContext {
  api: Api;
  messages: Messages;
  locale: string | undefined;
}

type Params = { [key: string]: FormValue };

async function confirmWith(ctx: StripeContext, kind: IntentKind, clientSecret: string, params: Params, handle: boolean): Promise<IntentResult> {
  const confirmed = await ctx.api.post(`${intentPath(kind, clientSecret)}/confirm`, { ...params, client_secret: clientSecret });
  if (!confirmed.ok) return { error: confirmed.error };
  if (!handle) return { intent: confirmed.body };
  return handleActions(ctx.api, confirmed.body, kind, ctx.messages, ctx.locale);
}

function checkSecret(clientSecret: unknown, kind: IntentKind, caller: string): string {
  if (typeof clientSecret !== 'string' || kindOfSecret(clientSecret) !== kind) {
    throw new IntegrationError(`Invalid value for ${caller}: expected the client_secret of a ${kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'}, got ${JSON.stringify(clientSecret)}.`);
  }
  return clientSecret;
}

export interface ConfirmWithElementsInput {
  elements?: unknown;
  clientSecret?: string;
  confirmParams?: { return_url?: string; payment_method?: string; payment_method_data?: { billing_details?: BillingDetails; [key: string]: FormValue | undefined }; [key: string]: FormValue | undefined | object };
  redirect?: 'always' | 'if_required';
}

/** Leaves the page as Stripe.js does after a redirect-always confirmation; the promise never settles. */
function redirectTo(returnUrl: string, kind: IntentKind, intent: ApiObject): Promise<never> {
  const url = new URL(returnUrl, window.location.href);
  url.searchParams.set(kind, intent.id);
  url.searchParams.set(`${kind}_client_secret`, String(intent.client_secret ?? ''));
  url.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'processing' ? String(intent.status) : 'failed');
  window.location.assign(url.toString());
  return new Promise<never>(() => undefined);
}

/**
 * `stripe.confirmPayment` / `stripe.confirmSetup`: the card comes from the group's Payment (or
 * Card) Element unless `confirmParams.payment_method` names one; `redirect: 'always'` (the
 * default) navigates to `return_url` with the intent's query parameters on success.
 */
export async function confirmWithElements(ctx: StripeContext, kind: IntentKind, input: ConfirmWithElementsInput): Promise<IntentResult> {
  const caller = kind === 'payment_intent' ? 'stripe.confirmPayment()' : 'stripe.confirmSetup()';
  const group = input.elements === undefined ? undefined : elementsInternalsOf(input.elements);
  if (input.elements !== undefined && !group) throw new IntegrationError(`${caller}: expected an Elements group created by this Stripe.js.`);
  const clientSecret = checkSecret(input.clientSecret ?? group?.options().clientSecret, kind, `${caller} clientSecret`);
  const redirect = input.redirect ?? 'always';
  const { payment_method_data: methodData, ...confirmParams } = input.confirmParams ?? {};
  if (redirect === 'always' && typeof confirmParams.return_url !== 'string') {
    throw new IntegrationError(`${caller}: the \`confirmParams.return_url\` argument is required unless passing \`redirect: 'if_required'\`.`);
  }
  if (group?.deferred && !group.submitted) {
    throw new IntegrationError(`elements.submit() must be called before ${caller}. Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.`);
  }
  const params: Params = { ...(confirmParams as Params) };
  if (!confirmParams.payment_method && group) {
    const data = cardDataFromElement(cardElementOf(input.elements, caller), methodData ?? {});
    if (!data.ok) return { error: data.error };
    params.payment_method_data = data.params;
  }
  const result = await confirmWith(ctx, kind, clientSecret, params, true);
  if (result.intent && redirect === 'always') return redirectTo(String(confirmParams.return_url), kind, result.intent);
  return result;
}

export interface ConfirmCardInput {
  payment_method?: string | { card?: unknown; billing_details?: BillingDetails; [key: string]: unknown };
  [key: string]: unknown;
}

/** `stripe.confirmCardPayment` / `stripe.confirmCardSetup`: a Card Element, a PaymentMethod id or the intent's own. */
export async function confirmCard(ctx: StripeContext, kind: IntentKind, clientSecret: unknown, data: ConfirmCardInput = {}, options: { handleActions?: boolean } = {}): Promise<IntentResult> {
  const caller = kind === 'payment_intent' ? 'stripe.confirmCardPayment()' : 'stripe.confirmCardSetup()';
  const secret = checkSecret(clientSecret, kind, caller);
  const { payment_method: method, ...rest } = data;
  const params: Params = { ...(rest as Params) };
  if (typeof method === 'string') {
    params.payment_method = method;
  } else if (method && typeof method === 'object') {
    const { card, ...extra } = method;
    const cardData = cardDataFromElement(card, extra as Params);
    if (!cardData.ok) return { error: cardData.error };
    params.payment_method_data = cardData.params;
  }
  return confirmWith(ctx, kind, secret, params, options.handleActions !== false);
}

/** `stripe.retrievePaymentIntent` / `retrieveSetupIntent`: the intent as the publishable key sees it. */
export async function retrieveIntent(ctx: StripeContext, kind: IntentKind, clientSecret: unknown): Promise<IntentResult> {
  const secret = checkSecret(clientSecret, kind, kind === 'payment_intent' ? 'stripe.retrievePaymentIntent()' : 'stripe.retrieveSetupIntent()');
  const found = await ctx.api.get(intentPath(kind, secret), { client_secret: secret });
  return found.ok ? { intent: found.body } : { error: found.error };
}

/** `stripe.handleNextAction({clientSecret})` / `handleCardAction`: finish a `requires_action` intent. */
export async function handleNextAction(ctx: StripeContext, clientSecret: unknown, only?: IntentKind): Promise<IntentResult> {
  const kind = typeof clientSecret === 'string' ? kindOfSecret(clientSecret) : null;
  if (!kind || (only && kind !== only)) throw new IntegrationError(`Invalid value for handleNextAction(): clientSecret should be a PaymentIntent or SetupIntent client secret. You specified: ${JSON.stringify(clientSecret)}.`);
  const found = await retrieveIntent(ctx, kind, clientSecret);
  if (!found.intent) return found;
  if (found.intent.status !== 'requires_action') {
    const error: StripeError = {
      type: 'invalid_request_error',
      code: `${kind}_unexpected_state`,
      message: `handleNextAction: the ${kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} has status ${String(found.intent.status)}, not requires_action.`,
      [kind]: found.intent,
    };
    return { error };
  }
  return handleActions(ctx.api, found.intent, kind, ctx.messages, ctx.locale);
}
