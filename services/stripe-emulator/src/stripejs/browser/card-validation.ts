/**
 * Client-side card checks with Stripe Elements' codes; pure so they can be unit-tested in Node.
 * Elements reports an incomplete field only once the customer left it (or on submit), but a
 * field that cannot become valid (wrong check digit, date in the past) at once.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';
export type CardField = 'number' | 'expiry' | 'cvc' | 'postalCode';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

export interface FieldCheck {
  state: 'empty' | 'incomplete' | 'invalid' | 'complete';
  /** Elements' error code for this field (`incomplete_number`, `invalid_expiry_year_past`, …). */
  code?: string;
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export function brandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^4/.test(digits)) return 'visa';
  return 'unknown';
}

export function numberLength(brand: CardBrand): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `4242 4242 4242 4242`; Amex groups 4-6-5 as printed on the card. */
export function formatNumber(value: string): string {
  const brand = brandOf(digitsOf(value));
  const digits = digitsOf(value).slice(0, numberLength(brand));
  const groups = brand === 'amex' || brand === 'diners' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** `MM / YY`: a leading 2–9 can only be a month, so it becomes `0x`. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function checkNumber(value: string): FieldCheck {
  const digits = digitsOf(value);
  if (!digits) return { state: 'empty' };
  if (digits.length < numberLength(brandOf(digits))) return { state: 'incomplete', code: 'incomplete_number' };
  return luhnValid(digits) ? { state: 'complete' } : { state: 'invalid', code: 'invalid_number' };
}

export function checkExpiry(value: string, now: Date): FieldCheck {
  const digits = digitsOf(formatExpiry(value));
  if (!digits) return { state: 'empty' };
  const month = Number(digits.slice(0, 2));
  if (digits.length >= 2 && (month < 1 || month > 12)) return { state: 'invalid', code: 'invalid_expiry_month' };
  if (digits.length < 4) return { state: 'incomplete', code: 'incomplete_expiry' };
  const year = 2000 + Number(digits.slice(2, 4));
  if (year < now.getFullYear()) return { state: 'invalid', code: 'invalid_expiry_year_past' };
  if (year === now.getFullYear() && month < now.getMonth() + 1) return { state: 'invalid', code: 'invalid_expiry_month_past' };
  return { state: 'complete' };
}

export function checkCvc(value: string, brand: CardBrand): FieldCheck {
  const digits = digitsOf(value);
  if (!digits) return { state: 'empty' };
  return digits.length >= cvcLength(brand) ? { state: 'complete' } : { state: 'incomplete', code: 'incomplete_cvc' };
}

export function checkPostalCode(value: string): FieldCheck {
  const trimmed = value.trim();
  if (!trimmed) return { state: 'empty' };
  return trimmed.length >= 3 ? { state: 'complete' } : { state: 'incomplete', code: 'incomplete_zip' };
}

export interface CardCheck {
  brand: CardBrand;
  empty: boolean;
  complete: boolean;
  fields: Record<CardField, FieldCheck>;
}

export function checkCard(input: CardInput, options: { postalCode: boolean; now: Date }): CardCheck {
  const brand = brandOf(digitsOf(input.number));
  const fields: Record<CardField, FieldCheck> = {
    number: checkNumber(input.number),
    expiry: checkExpiry(input.expiry, options.now),
    cvc: checkCvc(input.cvc, brand),
    postalCode: options.postalCode ? checkPostalCode(input.postalCode) : { state: 'complete' },
  };
  const shown = (Object.keys(fields) as CardField[]).filter((field) => field !== 'postalCode' || options.postalCode);
  return {
    brand,
    empty: shown.every((field) => fields[field].state === 'empty'),
    complete: shown.every((field) => fields[field].state === 'complete'),
    fields,
  };
}

/**
 * The first error to report, in field order. While typing, an incomplete field counts only once
 * the customer left it and an empty one never; on submit every unfinished field counts.
 */
export function firstError(check: CardCheck, options: { submit: boolean; left: (field: CardField) => boolean }): string | undefined {
  for (const field of ['number', 'expiry', 'cvc', 'postalCode'] as CardField[]) {
    const { state, code } = check.fields[field];
    if (state === 'invalid') return code;
    if (state === 'incomplete' && (options.submit || options.left(field))) return code;
    if (state === 'empty' && options.submit) return emptyCode(field);
  }
  return undefined;
}

function emptyCode(field: CardField): string {
  return { number: 'incomplete_number', expiry: 'incomplete_expiry', cvc: 'incomplete_cvc', postalCode: 'incomplete_zip' }[field];
}

/** The API's card parameters from complete input. */
export function cardDetails(input: CardInput): CardDetails {
  const expiry = digitsOf(formatExpiry(input.expiry));
  return { number: digitsOf(input.number), exp_month: Number(expiry.slice(0, 2)), exp_year: 2000 + Number(expiry.slice(2, 4)), cvc: digitsOf(input.cvc) };
}
