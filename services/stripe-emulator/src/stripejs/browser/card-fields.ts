import type { CardField, CardInput } from './card-validation';
import { digitsOf, formatExpiry, formatNumber } from './card-validation';
import type { Messages } from './messages';
import { injectStyles } from './styles';

export interface CardFieldsOptions {
  idPrefix: string;
  messages: Messages;
  postalCode: boolean;
  disabled: boolean;
  /** The Payment Element prints its errors under the fields; the Card Element leaves that to the page. */
  inlineErrors: boolean;
}

export interface CardFieldsListener {
  input(field: CardField): void;
  focus(): void;
  /** `leftElement`: focus went outside the whole Element (its `blur` event). */
  blur(field: CardField, leftElement: boolean): void;
}

export interface CardFields {
  values(): CardInput;
  /** Whether the customer typed into the field and then left it. */
  left(field: CardField): boolean;
  focus(): void;
  blur(): void;
  clear(): void;
  setDisabled(disabled: boolean): void;
  setPostalCode(visible: boolean, value?: string): void;
  /** Marks the fields whose check failed and (Payment Element) prints the message. */
  showError(message: string | undefined, invalid: CardField[]): void;
  remove(): void;
}

interface FieldSpec {
  field: CardField;
  label: (messages: Messages) => string;
  placeholder: string;
  autocomplete: AutoFill;
  numeric: boolean;
  format?: (value: string) => string;
}

const FIELDS: FieldSpec[] = [
  { field: 'number', label: (m) => m.cardNumber, placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number', numeric: true, format: formatNumber },
  { field: 'expiry', label: (m) => m.expiry, placeholder: 'MM / YY', autocomplete: 'cc-exp', numeric: true, format: formatExpiry },
  { field: 'cvc', label: (m) => m.cvc, placeholder: 'CVC', autocomplete: 'cc-csc', numeric: true, format: (value) => digitsOf(value).slice(0, 4) },
  { field: 'postalCode', label: (m) => m.postalCode, placeholder: '12345', autocomplete: 'postal-code', numeric: false },
];

/** Reformats while keeping the caret after the same number of digits. */
function reformat(input: HTMLInputElement, format: (value: string) => string): void {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
  const formatted = format(input.value);
  if (formatted === input.value) return;
  input.value = formatted;
  let position = 0;
  let seen = 0;
  while (position < formatted.length && seen < digitsBeforeCaret) {
    if (/\d/.test(formatted[position] ?? '')) seen++;
    position++;
  }
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

/**
 * Real, labelled inputs rendered straight into the mount node (no iframe): card number,
 * expiry, CVC and, unless hidden, postal code, with autocomplete hints for browsers' autofill.
 */
export function renderCardFields(container: HTMLElement, options: CardFieldsOptions, listener: CardFieldsListener): CardFields {
  injectStyles();
  const root = document.createElement('div');
  root.className = 'StripeEmulator-fields';
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', options.messages.card);
  const inputs = new Map<CardField, HTMLInputElement>();
  const wrappers = new Map<CardField, HTMLElement>();
  const typed = new Set<CardField>();
  const left = new Set<CardField>();
  const error = document.createElement('p');
  error.className = 'StripeEmulator-error';
  error.id = `${options.idPrefix}-error`;
  error.setAttribute('role', 'alert');
  error.hidden = true;

  for (const spec of FIELDS) {
    const wrapper = document.createElement('div');
    wrapper.className = `StripeEmulator-field StripeEmulator-field--${spec.field}`;
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.id = `${options.idPrefix}-${spec.field}`;
    label.htmlFor = input.id;
    label.textContent = spec.label(options.messages);
    input.type = 'text';
    input.name = `stripe-emulator-${spec.field}`;
    input.placeholder = spec.placeholder;
    input.autocomplete = spec.autocomplete;
    if (spec.numeric) input.inputMode = 'numeric';
    input.spellcheck = false;
    input.disabled = options.disabled;
    input.addEventListener('input', () => {
      if (spec.format) reformat(input, spec.format);
      typed.add(spec.field);
      listener.input(spec.field);
    });
    input.addEventListener('blur', (event) => {
      if (typed.has(spec.field)) left.add(spec.field);
      listener.blur(spec.field, !root.contains(event.relatedTarget as Node | null));
    });
    wrapper.append(label, input);
    inputs.set(spec.field, input);
    wrappers.set(spec.field, wrapper);
    root.appendChild(wrapper);
  }
  // Element-level focus/blur: only when focus enters or leaves the whole group.
  root.addEventListener('focusin', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) listener.focus();
  });
  const wrapperOf = (field: CardField): HTMLElement => wrappers.get(field) as HTMLElement;
  const inputOf = (field: CardField): HTMLInputElement => inputs.get(field) as HTMLInputElement;
  wrapperOf('postalCode').hidden = !options.postalCode;
  container.appendChild(root);
  if (options.inlineErrors) container.appendChild(error);

  return {
    values: () => ({ number: inputOf('number').value, expiry: inputOf('expiry').value, cvc: inputOf('cvc').value, postalCode: inputOf('postalCode').value }),
    left: (field) => left.has(field),
    focus: () => inputOf('number').focus(),
    blur: () => {
      if (root.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    },
    clear: () => {
      for (const input of inputs.values()) input.value = '';
      typed.clear();
      left.clear();
    },
    setDisabled: (disabled) => {
      for (const input of inputs.values()) input.disabled = disabled;
    },
    setPostalCode: (visible, value) => {
      wrapperOf('postalCode').hidden = !visible;
      if (value !== undefined) inputOf('postalCode').value = value;
    },
    showError: (message, invalid) => {
      for (const [field, input] of inputs) {
        const bad = invalid.includes(field);
        input.setAttribute('aria-invalid', String(bad));
        if (bad && options.inlineErrors) input.setAttribute('aria-describedby', error.id);
        else input.removeAttribute('aria-describedby');
      }
      error.textContent = message ?? '';
      error.hidden = !message;
    },
    remove: () => {
      root.remove();
      error.remove();
    },
  };
}

/** Moves on to the next visible field once one is complete, as Elements does. */
export function focusNextField(container: HTMLElement, from: CardField): void {
  const order: CardField[] = ['number', 'expiry', 'cvc', 'postalCode'];
  for (const field of order.slice(order.indexOf(from) + 1)) {
    const input = container.querySelector<HTMLInputElement>(`.StripeEmulator-field--${field} input`);
    if (input && !input.closest<HTMLElement>('.StripeEmulator-field')?.hidden) {
      input.focus();
      return;
    }
  }
}
