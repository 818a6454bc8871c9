import { DomainError } from '../../src/errors/domain-error';
import { toApiError } from '../../src/errors/to-api-error';

describe('toApiError', () => {
  it("keeps a plugin's client-error status but not its wording", () => {
    const error = Object.assign(new Error('Token for john@x.com expired at node 3'), { statusCode: 401 });

    expect(toApiError(error)).toEqual({
      statusCode: 401,
      body: { error: 'UNAUTHORIZED', message: 'Please log in to continue.' },
      unexpected: false,
    });
  });

  it('answers an unusual client status with BAD_REQUEST and the standard reason', () => {
    const error = Object.assign(new Error('x'), { statusCode: 406 });

    expect(toApiError(error).body).toEqual({ error: 'BAD_REQUEST', message: 'Not Acceptable' });
  });

  it.each([[new Error('boom')], ['a string'], [undefined], [Object.assign(new Error('x'), { statusCode: 503 })]])(
    'hides %p as an unexpected 500',
    (thrown) => {
      expect(toApiError(thrown)).toEqual({
        statusCode: 500,
        body: { error: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
        unexpected: true,
      });
    },
  );

  it('passes a domain error with a server status through as an expected failure', () => {
    const error = new DomainError({ code: 'SERVICE_UNAVAILABLE', statusCode: 503, message: 'Please try again later.' });

    expect(toApiError(error)).toEqual({
      statusCode: 503,
      body: { error: 'SERVICE_UNAVAILABLE', message: 'Please try again later.' },
      unexpected: false,
    });
  });

  it('refuses to build a domain error with a success status', () => {
    expect(() => new DomainError({ code: 'BAD_REQUEST', statusCode: 200, message: 'x' })).toThrow(RangeError);
  });
});
