/** Values Stripe.js puts into a request body. */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Stripe's REST API takes form bodies with bracket nesting (`card[number]=…`), which is also
 * what Stripe.js sends; a form body needs no CORS preflight.
 */
export function formEncode(params: { [key: string]: FormValue }): string {
  const pairs: string[] = [];
  const walk = (name: string, value: FormValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(`${name}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(name ? `${name}[${key}]` : key, child);
    } else {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  };
  walk('', params);
  return pairs.join('&');
}
