import Fastify from 'fastify';
import { DomainError } from '../../src/errors/domain-error';
import { isDeclaredErrorCode } from '../../src/errors/declared-error-codes';
import errorHandler from '../../src/plugins/app/error-handler';

describe("a route's declared error codes", () => {
  it('knows what each contract declares', () => {
    expect(isDeclaredErrorCode('GET', '/api/previews/:id', 'PREVIEW_NOT_FOUND')).toBe(true);
    expect(isDeclaredErrorCode('GET', '/api/previews/:id', 'VALIDATION_ERROR')).toBe(true);
    expect(isDeclaredErrorCode('GET', '/api/health', 'INVALID_OTP')).toBe(false);
    // Not a route of the table (404s, docs): nothing to hold it to.
    expect(isDeclaredErrorCode('GET', undefined, 'NOT_FOUND')).toBe(true);
  });

  async function appThrowing(code: 'INVALID_OTP' | 'RATE_LIMITED') {
    const app = Fastify();
    await app.register(errorHandler);
    app.get('/api/health', async () => {
      throw new DomainError({ code, statusCode: code === 'INVALID_OTP' ? 400 : 429, message: 'No.' });
    });
    return app;
  }

  it('fails loudly in tests when a route answers a code its contract does not list', async () => {
    const app = await appThrowing('INVALID_OTP');
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'UNDECLARED_ERROR_CODE INVALID_OTP for GET /api/health' });
    await app.close();
  });

  it('answers a declared code as it is', async () => {
    const app = await appThrowing('RATE_LIMITED');
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'RATE_LIMITED', message: 'No.' });
    await app.close();
  });

  it('keeps the answer outside tests', async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const app = await appThrowing('INVALID_OTP');
      const response = await app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'INVALID_OTP', message: 'No.' });
      await app.close();
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});
