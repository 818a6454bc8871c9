import { Email } from '@mailscout/contracts';

export type EmailCheck = { ok: true; email: string } | { ok: false; error: 'required' | 'invalid' };

/** Spec §5: required, then the simple pattern; trimmed and lower-cased (the contract's rule). */
export function validateEmail(raw: string): EmailCheck {
  if (!raw.trim()) return { ok: false, error: 'required' };
  const parsed = Email.safeParse(raw);
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, error: 'invalid' };
}

/** The translation key of a failed check. */
export const emailErrorKey = (error: 'required' | 'invalid') => (error === 'required' ? 'common.errors.required' : 'common.errors.invalidEmail');
