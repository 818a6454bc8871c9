import { checkEmailAddress, Email, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, isValidEmailAddress, normaliseEmailAddress } from '../src';
import { EMAIL_CASES, EMPTY_EMAIL_INPUTS } from './email-address-cases';

describe('the shared address validator (docs/product.md#validation)', () => {
  it('has a table of at least 40 addresses, both verdicts', () => {
    expect(EMAIL_CASES.length).toBeGreaterThanOrEqual(40);
    expect(EMAIL_CASES.some((c) => c.canonical)).toBe(true);
    expect(EMAIL_CASES.some((c) => !c.canonical)).toBe(true);
  });

  it.each(EMAIL_CASES.map((c) => [c.why, c] as const))('checkEmailAddress: %s', (_why, { input, canonical }) => {
    const check = checkEmailAddress(input);
    expect(check.ok ? check.address : null).toBe(canonical);
    expect(isValidEmailAddress(input)).toBe(canonical !== null);
    expect(EMAIL_PATTERN.test(input)).toBe(canonical !== null);
    expect(normaliseEmailAddress(input)).toBe(canonical);
  });

  it.each(EMAIL_CASES.map((c) => [c.why, c] as const))('the Email schema: %s', (_why, { input, canonical }) => {
    const parsed = Email.safeParse(input);
    if (canonical) {
      expect(parsed.success && parsed.data).toBe(canonical);
    } else {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([INVALID_EMAIL_MESSAGE]);
    }
  });

  it.each(EMPTY_EMAIL_INPUTS)('an empty input (%j) is required, not invalid', (input) => {
    expect(checkEmailAddress(input)).toEqual({ ok: false, reason: 'required' });
    expect(Email.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual(['This field is required']);
  });

  it('answers the parts: the ASCII domain for DNS, the Unicode one for people', () => {
    expect(checkEmailAddress(' Jan@Müller.de ')).toEqual({
      ok: true,
      address: 'jan@xn--mller-kva.de',
      localPart: 'jan',
      domain: 'xn--mller-kva.de',
      unicodeDomain: 'müller.de',
    });
  });

  it('over-long input is refused at once with the same message, however long', () => {
    const huge = `${'a'.repeat(100_000)}@example.com`;
    const started = Date.now();
    expect(Email.safeParse(huge).error?.issues.map((issue) => issue.message)).toEqual([INVALID_EMAIL_MESSAGE]);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('a schema using Email takes any of its spellings as one address', () => {
    expect(Email.parse('jan@müller.de')).toBe(Email.parse('JAN@xn--mller-kva.de'));
  });
});
