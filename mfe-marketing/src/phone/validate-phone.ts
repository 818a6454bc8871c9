export type PhoneCheck = { ok: true; phone: string } | { ok: false; error: 'required' | 'invalid' };

/**
 * The phone search of the home page (docs/product.md#what-it-does: a sibling page does the same for a phone number).
 * Spaces, dashes, dots and brackets are dropped; a leading + is kept; 6 to 15 digits (E.164 has
 * at most 15) are accepted. The funnel validates and describes the number itself.
 */
export function validatePhone(raw: string): PhoneCheck {
  const trimmed = raw.trim();
  if (!trimmed) return { ok: false, error: 'required' };
  const compact = trimmed.replace(/[\s().-]/g, '');
  if (!/^\+?\d{6,15}$/.test(compact)) return { ok: false, error: 'invalid' };
  return { ok: true, phone: compact };
}
