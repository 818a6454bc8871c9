import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export interface PhoneDescription {
  valid: boolean;
  /** +447700900123 */
  e164: string | null;
  country: string | null;
  /** MOBILE, FIXED_LINE, VOIP, … as the numbering plan says; null when it does not tell. */
  lineType: string | null;
  international: string | null;
  /** libphonenumber-js has no carrier metadata: always null rather than a guess (docs/decisions.md#phone-lookups). */
  carrier: null;
}

/**
 * docs/decisions.md#phone-lookups: a phone number is validated and described offline from the numbering-plan
 * metadata (the full "max" set, which knows line types). A number without a country code is
 * read as a UK number, the service's home market.
 */
export function describePhone(input: string, defaultCountry: CountryCode = 'GB'): PhoneDescription {
  const phone = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!phone || !phone.isValid()) {
    return { valid: false, e164: null, country: null, lineType: null, international: null, carrier: null };
  }
  return {
    valid: true,
    e164: phone.number,
    country: phone.country ?? null,
    lineType: phone.getType() ?? null,
    international: phone.formatInternational(),
    carrier: null,
  };
}
