import type { StripeError } from './api';
import { internalsOf } from './element';
import { elementsInternalsOf } from './elements-group';
import type { FormValue } from './form-encode';
import { IntegrationError } from './integration-error';

export type BillingDetails = { [key: string]: FormValue };

/** `payment_method_data` / a PaymentMethod create body, or the validation error to return instead. */
export type CardData = { ok: true; params: { [key: string]: FormValue } } | { ok: false; error: StripeError };

function mergeBilling(collected: string | null, given: BillingDetails | undefined): BillingDetails | undefined {
  if (!collected) return given;
  const address = { ...((given?.address as BillingDetails | undefined) ?? {}) };
  if (address.postal_code === undefined) address.postal_code = collected;
  return { ...(given ?? {}), address };
}

/** Reads a Card or Payment Element (validating it like Stripe.js) into the API's card parameters. */
export function cardDataFromElement(element: unknown, extra: { billing_details?: BillingDetails; [key: string]: FormValue | undefined }): CardData {
  const internals = internalsOf(element);
  if (!internals) throw new IntegrationError('Invalid value for card: expected a Card Element or Payment Element created by this Stripe.js.');
  if (internals.isDestroyed()) throw new IntegrationError('This Element has already been destroyed. Please create a new one.');
  const reading = internals.read();
  if (!reading.ok) return { ok: false, error: { ...reading.error } };
  const { billing_details: billing, ...rest } = extra;
  const billingDetails = mergeBilling(reading.postalCode, billing);
  return { ok: true, params: { ...rest, type: 'card', card: { ...reading.card }, ...(billingDetails ? { billing_details: billingDetails } : {}) } };
}

/** The element of an Elements group that holds the card, or an integration error. */
export function cardElementOf(elements: unknown, caller: string): unknown {
  const group = elementsInternalsOf(elements);
  if (!group) throw new IntegrationError(`${caller}: expected an Elements group created by this Stripe.js.`);
  const element = group.cardElement();
  if (!element) throw new IntegrationError(`${caller}: mount a Payment Element or Card Element before calling it.`);
  return element;
}
