import { ApiErrorCode, ERROR_CODES, errorCatalogue, errorTextKey, gatewayErrorCatalogue, isErrorCode, parserErrorAnswer } from '../src';

describe('the error code catalogue', () => {
  it('gives every code an error status and says what it means', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      for (const status of entry.statuses) expect({ code, status }).toEqual({ code, status: expect.any(Number) });
      expect(entry.statuses.every((status) => status >= 400 && status <= 599)).toBe(true);
      expect(entry.meaning.length).toBeGreaterThan(10);
    }
  });

  it('keeps the codes only the edge or the front door answer apart from the API’s, in the same shape', () => {
    expect(gatewayErrorCatalogue.GATEWAY_TIMEOUT.statuses).toEqual([504]);
    for (const [code, entry] of Object.entries(gatewayErrorCatalogue)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(Object.hasOwn(errorCatalogue, code)).toBe(false);
      expect(entry.meaning.length).toBeGreaterThan(10);
    }
    // What the edge answers when no API instance can: 503, or 502 for an answer that is none.
    expect(errorCatalogue.SERVICE_UNAVAILABLE.statuses).toEqual([503, 502]);
  });

  it('answers what Node’s HTTP parser refused with the three statuses Node tells apart', () => {
    expect(parserErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT')).toMatchObject({ status: 408, error: 'REQUEST_TIMEOUT' });
    expect(parserErrorAnswer('HPE_HEADER_OVERFLOW')).toMatchObject({ status: 431, error: 'HEADERS_TOO_LARGE' });
    for (const code of ['HPE_INVALID_CHUNK_SIZE', 'HPE_UNEXPECTED_CONTENT_LENGTH', undefined]) expect(parserErrorAnswer(code)).toMatchObject({ status: 400, error: 'BAD_REQUEST' });
    for (const code of ['ERR_HTTP_REQUEST_TIMEOUT', 'HPE_HEADER_OVERFLOW', 'HPE_X']) {
      const answer = parserErrorAnswer(code);
      expect(errorCatalogue[answer.error].statuses).toContain(answer.status);
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
