import { ApiErrorCode, ERROR_CODES, errorCatalogue, errorTextKey, isErrorCode } from '../src';

describe('the error code catalogue', () => {
  it('gives every code an error status and says what it means', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      for (const status of entry.statuses) expect({ code, status }).toEqual({ code, status: expect.any(Number) });
      expect(entry.statuses.every((status) => status >= 400 && status <= 599)).toBe(true);
      expect(entry.meaning.length).toBeGreaterThan(10);
    }
  });

  it('is the schema of the error field', () => {
    expect(ApiErrorCode.options).toEqual(ERROR_CODES);
    expect(ApiErrorCode.safeParse('OPTED_OUT').success).toBe(true);
    expect(ApiErrorCode.safeParse('Already subscribed').success).toBe(false);
  });

  it('tells codes of the catalogue from other strings', () => {
    expect(isErrorCode('INVALID_OTP')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it("gives a remote's own text key for a code it words, else nothing", () => {
    expect(errorTextKey('INVALID_OTP', 'account')).toBe('server.INVALID_OTP');
    expect(errorTextKey('RATE_LIMITED', 'funnel')).toBe('checkout.errors.rateLimited');
    expect(errorTextKey('INVALID_OTP', 'funnel')).toBeUndefined();
    expect(errorTextKey('SOMETHING_ELSE', 'account')).toBeUndefined();
    expect(errorTextKey(undefined, 'account')).toBeUndefined();
  });
});
