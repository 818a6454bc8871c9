import { ApiError } from '@mailscout/contracts';
import { build } from '../helper';

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED in the error shape once the default limit is used up', async () => {
    const app = await build({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW: '1 minute' } });

    const statuses = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    const limited = await app.inject({ method: 'GET', url: '/api/health' });

    expect(statuses).toEqual([200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(ApiError.parse(limited.json())).toEqual({ error: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 minute.' });
    expect(limited.headers['retry-after']).toBe('60');
  });

  it('limits unknown routes separately and more strictly', async () => {
    const app = await build({ env: { RATE_LIMIT_MAX: '100', RATE_LIMIT_NOT_FOUND_MAX: '2' } });

    const first = await app.inject({ method: 'GET', url: '/api/nope-1' });
    await app.inject({ method: 'GET', url: '/api/nope-2' });
    const third = await app.inject({ method: 'GET', url: '/api/nope-3' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });

    expect(first.statusCode).toBe(404);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe('RATE_LIMITED');
    expect(health.statusCode).toBe(200);
  });
});
