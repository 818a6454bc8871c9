import { HealthResponse } from '@mailscout/contracts';
import { HEALTH_CHECK_TIMEOUT_MS } from '../../src/plugins/app/health-checks';
import { build } from '../helper';
import { PRODUCTION_ENV } from '../production-env';

describe('GET /api/health', () => {
  it('answers ok with the version, uptime and the api check', async () => {
    const app = await build();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    const body = HealthResponse.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', checks: { api: 'ok' } });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('includes checks registered by later plugins and reports degraded (503) when one is down', async () => {
    const app = await build({
      routes: async (scope) => {
        scope.registerHealthCheck('database', async () => 'ok');
        scope.registerHealthCheck('mail', async () => 'not-configured');
        scope.registerHealthCheck('stripe', async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:12111');
        });
      },
    });

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      checks: { api: 'ok', database: 'ok', mail: 'not-configured', stripe: 'down' },
    });
  });

  it('stays ok when a dependency is only not configured', async () => {
    const app = await build({ routes: async (scope) => scope.registerHealthCheck('mail', async () => 'not-configured') });

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('counts a check that does not answer in time as down, without hanging the route', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const app = await build({ routes: async (scope) => scope.registerHealthCheck('database', () => new Promise(() => {})) });

      const pending = app.inject({ method: 'GET', url: '/api/health' });
      await jest.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS);
      const response = await pending;

      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toEqual({ api: 'ok', database: 'down' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses two checks with the same name', async () => {
    await expect(build({ routes: async (scope) => scope.registerHealthCheck('api', async () => 'ok') })).rejects.toThrow(
      'A health check named "api" is already registered',
    );
  });

  it('sends the security headers', async () => {
    const app = await build();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Plain http on localhost outside production: no forced upgrade of the docs' assets.
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('asks browsers to upgrade insecure requests in production', async () => {
    const app = await build({ env: PRODUCTION_ENV });

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
