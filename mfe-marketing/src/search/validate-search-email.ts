import { checkEmailAddress } from '@mailscout/contracts';

export type SearchEmailCheck = { ok: true; email: string } | { ok: false; error: 'required' | 'invalid' };

/**
 * docs/product.md#validation (search email, home): required after trimming, then the product's one address check
 * (issue 13: the same verdict as the funnel, /order and the API); the address is sent in its
 * canonical form (trimmed, lower-cased, punycode domain).
 */
export function validateSearchEmail(raw: string): SearchEmailCheck {
  const check = checkEmailAddress(raw);
  return check.ok ? { ok: true, email: check.address } : { ok: false, error: check.reason };
}
