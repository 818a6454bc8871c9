import { createElement, internalsOf, type ElementOptions, type ElementType, type StripeElement, type ValidationError } from './element';
import { Emitter, type Handler } from './emitter';
import { IntegrationError } from './integration-error';
import { messagesFor } from './messages';

export interface ElementsOptions {
  clientSecret?: string;
  mode?: 'payment' | 'subscription' | 'setup';
  amount?: number;
  currency?: string;
  paymentMethodCreation?: 'manual';
  setupFutureUsage?: 'off_session' | 'on_session' | null;
  locale?: string;
  [key: string]: unknown;
}

/** What confirm and createPaymentMethod need from an Elements group. */
export interface ElementsInternals {
  options(): ElementsOptions;
  /** Deferred-intent groups (`mode`) must go through `elements.submit()` before confirming. */
  deferred: boolean;
  submitted: boolean;
  /** The mounted element that collects the card: the Payment Element, else a Card Element. */
  cardElement(): StripeElement | null;
}

export interface StripeElements {
  create(type: string, options?: ElementOptions): StripeElement;
  /** A type name, or a React Stripe.js component (which carries its type as `__elementType`). */
  getElement(type: string | ElementComponent): StripeElement | null;
  update(options: ElementsOptions): Promise<void>;
  fetchUpdates(): Promise<{ error?: { message: string } }>;
  submit(): Promise<{ error?: ValidationError | { type: string; message: string }; selectedPaymentMethod?: string }>;
  on(event: 'update-end', handler: Handler): void;
}

/** What `@stripe/react-stripe-js` passes for `elements.getElement(CardElement)`. */
export interface ElementComponent {
  __elementType?: string;
}

function typeOf(type: string | ElementComponent): string | undefined {
  return typeof type === 'string' ? type : type?.__elementType;
}

const registry = new WeakMap<object, ElementsInternals>();

export function elementsInternalsOf(elements: unknown): ElementsInternals | undefined {
  return typeof elements === 'object' && elements !== null ? registry.get(elements) : undefined;
}

function checkOptions(options: ElementsOptions): void {
  if (options.clientSecret !== undefined && options.mode !== undefined) {
    throw new IntegrationError('elements(): pass either `clientSecret` or `mode`, not both.');
  }
  if (options.mode === undefined) return;
  if (!['payment', 'subscription', 'setup'].includes(options.mode)) throw new IntegrationError(`Invalid value for elements(): mode should be one of payment, subscription, setup. You specified: ${String(options.mode)}.`);
  if (options.mode !== 'setup' && (!Number.isInteger(options.amount) || (options.amount as number) < 0)) {
    throw new IntegrationError(`Invalid value for elements(): amount should be a non-negative integer for mode '${options.mode}'. You specified: ${String(options.amount)}.`);
  }
  if (options.mode !== 'setup' && typeof options.currency !== 'string') throw new IntegrationError('Missing value for elements(): currency should be a string.');
}

/** `stripe.elements(options)`: the Card and Payment Elements; other types are not emulated. */
export function createElementsGroup(initial: ElementsOptions = {}, defaultLocale: string | undefined): StripeElements {
  checkOptions(initial);
  let options: ElementsOptions = { ...initial };
  const created = new Map<ElementType, StripeElement>();
  const emitter = new Emitter();
  const messages = messagesFor(initial.locale ?? defaultLocale);

  const internals: ElementsInternals = {
    options: () => options,
    deferred: initial.mode !== undefined,
    submitted: false,
    cardElement() {
      for (const type of ['payment', 'card'] as ElementType[]) {
        const element = created.get(type);
        if (element && internalsOf(element)?.isMounted()) return element;
      }
      return null;
    },
  };

  const elements: StripeElements = {
    create(type, elementOptions = {}) {
      if (type !== 'card' && type !== 'payment') {
        throw new IntegrationError(`The Stripe emulator's Stripe.js stand-in implements the 'card' and 'payment' Elements only, not '${type}'.`);
      }
      if (created.has(type)) throw new IntegrationError(`Can only create one Element of type ${type}.`);
      if (type === 'payment' && options.clientSecret === undefined && options.mode === undefined) {
        throw new IntegrationError('In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.');
      }
      const element = createElement(type, elementOptions, messages, () => created.delete(type));
      created.set(type, element);
      return element;
    },
    getElement: (type) => created.get(typeOf(type) as ElementType) ?? null,
    update(update) {
      if ('clientSecret' in update) throw new IntegrationError('elements.update(): clientSecret cannot be changed; create a new Elements group.');
      const next = { ...options, ...update };
      checkOptions(next);
      options = next;
      // Stripe.js fires `update-end` once the change reached every Element.
      setTimeout(() => emitter.emit('update-end', undefined), 0);
      return Promise.resolve();
    },
    fetchUpdates: () => Promise.resolve({}),
    async submit() {
      const element = internals.cardElement();
      if (!element) return { error: { type: 'invalid_request_error', message: 'elements.submit(): mount a Payment Element or Card Element first.' } };
      const reading = internalsOf(element)?.read();
      if (!reading || !reading.ok) return { error: reading?.error };
      internals.submitted = true;
      return { selectedPaymentMethod: 'card' };
    },
    on: (event, handler) => emitter.on(event, handler),
  };
  registry.set(elements, internals);
  return elements;
}
