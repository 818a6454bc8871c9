// The "min" metadata (about 20 kB gzipped): the numbering plans' number patterns per country,
// enough to say whether a number can exist. The API describes line types with the full set.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * docs/decisions.md#phone-numbers: the regions a number typed without its country code is read
 * in — the UK, the service's home market, in English, and Germany in German.
 */
export const PHONE_REGIONS = ['GB', 'DE'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];
/** Where no language is known (the API, a link without one): the home market. */
export const DEFAULT_PHONE_REGION: PhoneRegion = 'GB';

/** The region of the page's language (`de`, `de-AT` → DE; anything else → GB). */
export function phoneRegionForLanguage(language: string | null | undefined): PhoneRegion {
  return language?.toLowerCase().startsWith('de') ? 'DE' : DEFAULT_PHONE_REGION;
}

export type PhoneNumberCheck =
  | {
      ok: true;
      /** The one normal form (`+447911123456`): what is sent, stored and compared. */
      e164: string;
      /** For people (`+44 7911 123456`). */
      international: string;
    }
  | {
      ok: false;
      /**
       * required: nothing typed; invalid: not a phone number at all (letters, too few or too many
       * digits); unallocated: shaped like a number of its country, but the numbering plan gives
       * out none like it (a typo, or a range kept for drama such as 07700 900xxx).
       */
      reason: 'required' | 'invalid' | 'unallocated';
      /** unallocated: the number as read (`+44 7700 900101`) and its calling code (`44`). */
      read?: { international: string; callingCode: string };
      /** Whether the number was typed without a country code, so read in the default region. */
      national: boolean;
    };

// What people type around the digits; anything else (letters, '#', '*') is not a number to look up.
const NUMBER_TEXT = /^\+?[\d\s().\-/]+$/;
/** E.164's 15 digits with generous room for spaces and brackets; the API's PhoneInput allows 40. */
const MAX_TYPED_LENGTH = 40;

/**
 * The one phone check of the product (docs/decisions.md#phone-numbers), the same in the home
 * page's form, the funnel and the API: a number with its country code (`+44 …`, `0044 …`), or
 * a national one read in `region`, valid by the numbering plan of its country.
 */
export function checkPhoneNumber(raw: string, region: PhoneRegion = DEFAULT_PHONE_REGION): PhoneNumberCheck {
  const typed = raw.trim();
  if (!typed) return { ok: false, reason: 'required', national: false };
  const international = typed.startsWith('+') || typed.startsWith('00');
  const national = !international;
  if (typed.length > MAX_TYPED_LENGTH || !NUMBER_TEXT.test(typed)) return { ok: false, reason: 'invalid', national };
  // `00` is the international prefix in both regions; libphonenumber reads it as such only with a default country.
  const phone = parsePhoneNumberFromString(typed, region);
  if (!phone) return { ok: false, reason: 'invalid', national };
  if (phone.isValid()) return { ok: true, e164: phone.number, international: phone.formatInternational() };
  if (!phone.isPossible()) return { ok: false, reason: 'invalid', national };
  return { ok: false, reason: 'unallocated', national, read: { international: phone.formatInternational(), callingCode: phone.countryCallingCode } };
}

/**
 * A stored or reported number for people, in the one international format (`+44 7700 900101`,
 * E.164 grouped as its country writes it); text that is no number is shown as it is.
 */
export function formatPhoneNumber(value: string): string {
  const phone = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_REGION);
  return phone ? phone.formatInternational() : value;
}
