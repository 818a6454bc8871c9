import { EMAIL_PATTERN } from '@mailscout/contracts';

export type SearchEmailCheck = { ok: true; email: string } | { ok: false; error: 'required' | 'invalid' };

/**
 * Spec §5 (search email, home): required after trimming, then the simple pattern (text, @,
 * text, dot, text); the address is sent trimmed and lower-cased.
 */
export function validateSearchEmail(raw: string): SearchEmailCheck {
  const trimmed = raw.trim();
  if (!trimmed) return { ok: false, error: 'required' };
  const email = trimmed.toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: 'invalid' };
  return { ok: true, email };
}
