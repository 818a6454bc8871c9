import type { Api, ApiObject, StripeError } from './api';
import { cardDataFromElement, cardElementOf, type BillingDetails } from './card-data';
import { elementsInternalsOf } from './elements-group';
import type { FormValue } from './form-encode';
import { IntegrationError } from './integration-error';

export type PaymentMethodResult = { paymentMethod: ApiObject; error?: undefined } | { paymentMethod?: undefined; error: StripeError };

export interface CreatePaymentMethodInput {
  elements?: unknown;
  element?: unknown;
  params?: { billing_details?: BillingDetails; [key: string]: FormValue | undefined };
  metadata?: { [key: string]: string };
  type?: string;
  card?: unknown;
  billing_details?: BillingDetails;
  [key: string]: unknown;
}

/**
 * `stripe.createPaymentMethod` in its three forms: `{elements, params}` (deferred intents, after
 * `elements.submit()`), `{element, params}`, and the older `{type: 'card', card, billing_details}`.
 */
export async function createPaymentMethod(api: Api, input: CreatePaymentMethodInput): Promise<PaymentMethodResult> {
  let element: unknown;
  let extra: { billing_details?: BillingDetails; [key: string]: FormValue | undefined };
  if (input.elements !== undefined) {
    const group = elementsInternalsOf(input.elements);
    if (group && group.options().paymentMethodCreation !== 'manual') {
      throw new IntegrationError("stripe.createPaymentMethod() with `elements` requires `paymentMethodCreation: 'manual'` in the options of stripe.elements().");
    }
    if (group && !group.submitted) {
      throw new IntegrationError('elements.submit() must be called before stripe.createPaymentMethod(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.');
    }
    element = cardElementOf(input.elements, 'stripe.createPaymentMethod()');
    extra = { ...(input.params ?? {}), metadata: input.metadata };
  } else if (input.element !== undefined) {
    element = input.element;
    extra = { ...(input.params ?? {}), metadata: input.metadata };
  } else {
    if (input.type !== 'card') throw new IntegrationError(`stripe.createPaymentMethod(): the Stripe emulator supports type 'card' only, not '${String(input.type)}'.`);
    const { type: _type, card, ...rest } = input;
    element = card;
    extra = rest as typeof extra;
  }
  const data = cardDataFromElement(element, extra);
  if (!data.ok) return { error: data.error };
  const created = await api.post('/v1/payment_methods', data.params);
  return created.ok ? { paymentMethod: created.body } : { error: created.error };
}
