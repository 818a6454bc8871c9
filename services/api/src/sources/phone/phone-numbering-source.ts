import type { Source } from '../source';
import { describePhone } from './describe-phone';

/**
 * A phone number described offline from the numbering plan (docs/decisions.md#phone-lookups): country, line type,
 * the international form. It always answers `found`, as the local checks do: an invalid number
 * is a verdict (valid: false) the report shows, not a missing answer. The number itself is
 * listed among the phones only when it is valid.
 */
export function phoneNumberingSource(): Source {
  return {
    id: 'phone-numbering',
    takes: ['phone'],
    returns: ['phoneChecks', 'phones'],
    timeoutMs: 1_000,
    rateLimit: null,
    needsKey: false,
    enabled: true,
    async lookup(input) {
      if (input.kind !== 'phone') return { state: 'error', reason: 'the numbering plan describes phone numbers only' };
      const phoneChecks = describePhone(input.phone);
      const phones = phoneChecks.valid && phoneChecks.international ? [{ number: phoneChecks.international, type: phoneChecks.lineType }] : [];
      return { state: 'found', findings: { phoneChecks, ...(phones.length ? { phones } : {}) } };
    },
  };
}
