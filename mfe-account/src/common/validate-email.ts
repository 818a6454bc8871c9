import { checkEmailAddress } from '@mailscout/contracts';

export type EmailCheck = { ok: true; email: string } | { ok: false; error: 'required' | 'invalid' };

/**
 * docs/product.md#validation: required, then the product's one address check (issue 13: the same verdict as the
 * contract's `Email` and every other form); the canonical address (trimmed, lower-cased, punycode domain).
 */
export function validateEmail(raw: string): EmailCheck {
  const check = checkEmailAddress(raw);
  return check.ok ? { ok: true, email: check.address } : { ok: false, error: check.reason };
}

/** The translation key of a failed check. */
export const emailErrorKey = (error: 'required' | 'invalid') => (error === 'required' ? 'common.errors.required' : 'common.errors.invalidEmail');
