import qs from 'qs';

/**
 * Stripe's wire format: `application/x-www-form-urlencoded` with bracket nesting
 * (`items[0][price]`, `expand[]`, `metadata[k]`). The SDK writes indexed arrays; Stripe.js
 * and curl users also write `expand[]=`. Both become arrays here.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseForm(text: string): FormObject {
  if (!text) return {};
  return qs.parse(text, {
    depth: 12,
    arrayLimit: 1000,
    parameterLimit: 5000,
    allowPrototypes: false,
    // `a[b]=` must stay an empty string: Stripe uses it to unset a field (e.g. metadata).
    strictNullHandling: false,
  }) as FormObject;
}

export function parseJsonBody(text: string): FormObject {
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return (parsed && typeof parsed === 'object' ? parsed : {}) as FormObject;
}

export function encodeForm(data: Record<string, unknown>): string {
  return qs.stringify(data, { arrayFormat: 'indices', encodeValuesOnly: true });
}
