import type { TFunction } from 'i18next';
import type { PhoneNumberCheck } from '@mailscout/contracts/phone';

export type PhoneRefusal = Extract<PhoneNumberCheck, { ok: false }>;

/**
 * What the home form says about a refused number (docs/decisions.md#phone-numbers): what was
 * read, and, for a number typed without its country code, which country it was read in.
 */
export function phoneErrorMessage(refusal: PhoneRefusal, t: TFunction<'marketing'>): string {
  if (refusal.reason === 'required') return t('phone.errors.required');
  const message = refusal.read ? t('phone.errors.unallocated', { number: refusal.read.international, code: refusal.read.callingCode }) : t('phone.errors.invalid');
  return refusal.national ? `${message} ${t('phone.errors.readAsNational')}` : message;
}
