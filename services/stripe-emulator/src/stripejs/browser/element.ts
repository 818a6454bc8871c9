import { renderCardFields, focusNextField, type CardFields } from './card-fields';
import { cardDetails, checkCard, firstError, type CardCheck, type CardDetails, type CardField } from './card-validation';
import { Emitter, type Handler } from './emitter';
import { IntegrationError } from './integration-error';
import type { Messages } from './messages';

export type ElementType = 'card' | 'payment';

export interface ElementOptions {
  hidePostalCode?: boolean;
  disabled?: boolean;
  value?: { postalCode?: string };
  [key: string]: unknown;
}

/** Stripe.js's client-side error for unfinished or impossible card input. */
export interface ValidationError {
  type: 'validation_error';
  code: string;
  message: string;
  param?: string;
}

export type CardReading = { ok: true; card: CardDetails; postalCode: string | null } | { ok: false; error: ValidationError };

/** What the rest of the stand-in needs from an Element; hidden from the page as in Stripe.js. */
export interface ElementInternals {
  type: ElementType;
  isMounted(): boolean;
  isDestroyed(): boolean;
  /** Validates like a submit: reports every unfinished field to the page and returns the card. */
  read(): CardReading;
}

export interface StripeElement {
  mount(target: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
  on(event: string, handler: Handler): StripeElement;
  once(event: string, handler: Handler): StripeElement;
  off(event: string, handler?: Handler): StripeElement;
  update(options: ElementOptions): void;
  focus(): void;
  blur(): void;
  clear(): void;
  collapse(): StripeElement;
}

const registry = new WeakMap<object, ElementInternals>();

export function internalsOf(element: unknown): ElementInternals | undefined {
  return typeof element === 'object' && element !== null ? registry.get(element) : undefined;
}

let counter = 0;

const PARAM_OF: Record<CardField, string> = { number: 'number', expiry: 'exp_month', cvc: 'cvc', postalCode: 'postal_code' };

/**
 * A Card Element or the card part of a Payment Element. Events follow Elements: `ready` once
 * mounted, `change` on every edit with `{elementType, empty, complete, brand, error, value}`,
 * `focus`/`blur` when focus enters or leaves the Element.
 */
export function createElement(type: ElementType, initial: ElementOptions, messages: Messages, onDestroy: () => void): StripeElement {
  const emitter = new Emitter();
  let options: ElementOptions = { ...initial };
  let fields: CardFields | null = null;
  let container: HTMLElement | null = null;
  let destroyed = false;
  let lastError: string | undefined;
  const idPrefix = `stripe-emulator-${type}-${++counter}`;
  const postalCodeShown = (): boolean => type === 'card' && options.hidePostalCode !== true;

  const check = (): CardCheck => checkCard(fields?.values() ?? { number: '', expiry: '', cvc: '', postalCode: '' }, { postalCode: postalCodeShown(), now: new Date() });

  function render(current: CardCheck, code: string | undefined): void {
    if (!container || !fields) return;
    const invalid = (Object.keys(current.fields) as CardField[]).filter((field) => current.fields[field].state === 'invalid' || (code && field === fieldOfCode(code)));
    fields.showError(code ? messages.errors[code] : undefined, invalid);
    container.classList.toggle('StripeElement--empty', current.empty);
    container.classList.toggle('StripeElement--complete', current.complete);
    container.classList.toggle('StripeElement--invalid', Boolean(code));
  }

  function changeEvent(current: CardCheck, code: string | undefined): Record<string, unknown> {
    const error = code ? { type: 'validation_error', code, message: messages.errors[code] } : undefined;
    const base = { elementType: type, empty: current.empty, complete: current.complete, brand: current.brand, error };
    if (type === 'payment') return { ...base, collapsed: false, value: { type: 'card' } };
    return { ...base, value: { postalCode: fields?.values().postalCode ?? '' } };
  }

  function report(submit: boolean): { current: CardCheck; code: string | undefined } {
    const current = check();
    const code = firstError(current, { submit, left: (field) => fields?.left(field) ?? false });
    render(current, code);
    return { current, code };
  }

  function assertAlive(): void {
    if (destroyed) throw new IntegrationError('This Element has already been destroyed. Please create a new one.');
  }

  const element: StripeElement = {
    mount(target) {
      assertAlive();
      if (fields) throw new IntegrationError('This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.');
      const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
      if (!node || !(node instanceof HTMLElement)) {
        throw new IntegrationError(`The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().`);
      }
      container = node;
      container.classList.add('StripeElement');
      fields = renderCardFields(container, { idPrefix, messages, postalCode: postalCodeShown(), disabled: options.disabled === true, inlineErrors: type === 'payment' }, {
        input: (field) => {
          const { current, code } = report(false);
          lastError = code;
          emitter.emit('change', changeEvent(current, code));
          if (current.fields[field].state === 'complete' && field !== 'postalCode' && field !== 'cvc' && container) focusNextField(container, field);
        },
        focus: () => {
          container?.classList.add('StripeElement--focus');
          emitter.emit('focus', { elementType: type });
        },
        blur: (_field, leftElement) => {
          const { current, code } = report(false);
          if (code !== lastError) {
            lastError = code;
            emitter.emit('change', changeEvent(current, code));
          }
          if (leftElement) {
            container?.classList.remove('StripeElement--focus');
            emitter.emit('blur', { elementType: type });
          }
        },
      });
      if (options.value?.postalCode) fields.setPostalCode(postalCodeShown(), options.value.postalCode);
      render(check(), undefined);
      // Stripe.js answers `ready` once its iframe loaded, never synchronously: wrappers
      // (React) attach their handler right after mount() returns.
      const mountedFields = fields;
      setTimeout(() => {
        if (fields === mountedFields) emitter.emit('ready', { elementType: type });
      }, 0);
    },
    unmount() {
      assertAlive();
      fields?.remove();
      container?.classList.remove('StripeElement', 'StripeElement--empty', 'StripeElement--complete', 'StripeElement--invalid', 'StripeElement--focus');
      fields = null;
      container = null;
    },
    destroy() {
      if (destroyed) return;
      if (fields) element.unmount();
      destroyed = true;
      emitter.clear();
      onDestroy();
    },
    on(event, handler) {
      emitter.on(event, handler);
      return element;
    },
    once(event, handler) {
      emitter.once(event, handler);
      return element;
    },
    off(event, handler) {
      emitter.off(event, handler);
      return element;
    },
    update(update) {
      assertAlive();
      options = { ...options, ...update };
      fields?.setPostalCode(postalCodeShown(), update.value?.postalCode);
      if (update.disabled !== undefined) fields?.setDisabled(update.disabled);
    },
    focus: () => fields?.focus(),
    blur: () => fields?.blur(),
    clear() {
      if (!fields) return;
      fields.clear();
      lastError = undefined;
      const current = check();
      render(current, undefined);
      emitter.emit('change', changeEvent(current, undefined));
    },
    collapse: () => element,
  };

  registry.set(element, {
    type,
    isMounted: () => fields !== null,
    isDestroyed: () => destroyed,
    read() {
      if (!fields) throw new IntegrationError(`The ${type === 'card' ? 'Card' : 'Payment'} Element is not mounted.`);
      const { current, code } = report(true);
      if (code !== lastError) {
        lastError = code;
        emitter.emit('change', changeEvent(current, code));
      }
      if (code) return { ok: false, error: { type: 'validation_error', code, message: messages.errors[code] ?? code, param: PARAM_OF[fieldOfCode(code)] } };
      const values = fields.values();
      return { ok: true, card: cardDetails(values), postalCode: postalCodeShown() ? values.postalCode.trim() : null };
    },
  });
  return element;
}

function fieldOfCode(code: string): CardField {
  if (code.includes('number')) return 'number';
  if (code.includes('expiry')) return 'expiry';
  if (code.includes('cvc')) return 'cvc';
  return 'postalCode';
}
