/**
 * What a number's checks say, in words the funnel's screens have: the verification checklist and
 * the payment stage's heroes name a line type and a country the same way (docs/decisions.md#phone-numbers).
 */
const PHONE_LINE_TYPES: ReadonlySet<string> = new Set([
  'MOBILE',
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
  'VOIP',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
]);

/** A line type the numbering plan names and we have words for (`lookup.values.lineType.*`). */
export function isKnownLineType(lineType: string | null | undefined): lineType is string {
  return typeof lineType === 'string' && PHONE_LINE_TYPES.has(lineType);
}

/** A region code (DE) as the page's language names it (Germany / Deutschland). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
