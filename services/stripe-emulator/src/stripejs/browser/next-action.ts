import type { Api, ApiObject, StripeError } from './api';
import { showAuthDialog } from './auth-dialog';
import { localeTag, type Messages } from './messages';

export type IntentKind = 'payment_intent' | 'setup_intent';
export type IntentResult = { intent: ApiObject; error?: undefined } | { intent?: undefined; error: StripeError };

export function intentPath(kind: IntentKind, clientSecret: string): string {
  const id = clientSecret.split('_secret_')[0];
  return `/v1/${kind === 'payment_intent' ? 'payment_intents' : 'setup_intents'}/${encodeURIComponent(id ?? '')}`;
}

export function kindOfSecret(clientSecret: string): IntentKind | null {
  if (/^pi_[^_]+_secret_/.test(clientSecret)) return 'payment_intent';
  if (/^seti_[^_]+_secret_/.test(clientSecret)) return 'setup_intent';
  return null;
}

function describe(messages: Messages, intent: ApiObject, kind: IntentKind, locale: string | undefined): string {
  if (kind === 'setup_intent' || typeof intent.amount !== 'number' || typeof intent.currency !== 'string') return messages.dialogSetupText;
  let amount: string;
  try {
    amount = new Intl.NumberFormat(localeTag(locale), { style: 'currency', currency: intent.currency.toUpperCase() }).format(intent.amount / 100);
  } catch {
    amount = `${intent.amount} ${intent.currency}`;
  }
  return messages.dialogText(amount);
}

/**
 * Turns an intent the API left unfinished into Stripe.js's result: a failed attempt becomes
 * `{error}` carrying the intent, as Stripe.js reports `last_payment_error`.
 */
export function settle(intent: ApiObject, kind: IntentKind, messages: Messages): IntentResult {
  const last = (kind === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error) as StripeError | null | undefined;
  if (intent.status !== 'requires_payment_method' || !last) return { intent };
  const error: StripeError = { ...last, [kind]: intent };
  // Stripe.js reports a failed challenge as this invalid_request_error, not the API's card_error text.
  if (last.code === 'payment_intent_authentication_failure' || last.code === 'setup_intent_authentication_failure') {
    error.type = 'invalid_request_error';
    error.message = messages.errors.authentication_failure;
  }
  return { error };
}

/**
 * The `use_stripe_sdk` next action the emulator sets for 3D Secure cards: the customer decides in
 * the dialog, the emulator's control route records the outcome, and the fresh intent is read back.
 */
export async function handleActions(api: Api, intent: ApiObject, kind: IntentKind, messages: Messages, locale: string | undefined): Promise<IntentResult> {
  if (intent.status !== 'requires_action') return settle(intent, kind, messages);
  const clientSecret = String(intent.client_secret ?? '');
  const outcome = await showAuthDialog(messages, describe(messages, intent, kind, locale));
  const authenticated = await api.control('/_emulator/authenticate', { client_secret: clientSecret, outcome });
  if (!authenticated.ok) return { error: authenticated.error };
  const fresh = await api.get(intentPath(kind, clientSecret), { client_secret: clientSecret });
  if (!fresh.ok) return { error: fresh.error };
  return settle(fresh.body, kind, messages);
}
