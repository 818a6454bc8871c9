import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { build, captureLogs } from '../helper';

const SECRETS = ['john.doe@example.com', 'john.doe%40example.com', '123456', 'tok-999', 'bearer-abc', 'session=s3cr3t', '4242424242424242', 'pw-1'];

// A route that logs carelessly, as a later issue might: the logger must still keep the data out.
const carelessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/verify/:email', async (request) => {
    request.log.info(
      { email: 'john.doe@example.com', otp: '123456', body: request.body, headers: request.headers },
      'verifying code for john.doe@example.com',
    );
    request.log.info({ user: { email: 'john.doe@example.com', password: 'pw-1', card: '4242424242424242' } }, 'nested');
    return { ok: true };
  });
};

describe('log redaction', () => {
  it('keeps addresses, codes, tokens, cookies and card data out of the logs', async () => {
    const logs = captureLogs();
    const app = await build({ routes: carelessRoutes, env: { LOG_LEVEL: 'trace' }, logStream: logs.stream });

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/verify/john.doe%40example.com?token=tok-999&email=john.doe@example.com',
      headers: { authorization: 'Bearer bearer-abc', cookie: 'session=s3cr3t' },
      payload: { email: 'john.doe@example.com', otp: '123456', token: 'tok-999' },
    });

    expect(response.statusCode).toBe(200);
    const text = logs.text();
    for (const secret of SECRETS) expect(text).not.toContain(secret);

    const lines = logs.lines();
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toEqual({ method: 'POST', url: '/api/test/verify/j•••@example.com', host: 'localhost:80' });
    const careless = lines.find((line) => String(line.msg).startsWith('verifying code'));
    expect(careless).toMatchObject({
      msg: 'verifying code for j•••@example.com',
      email: '[redacted]',
      otp: '[redacted]',
      body: { email: '[redacted]', otp: '[redacted]', token: '[redacted]' },
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    });
    expect(lines.find((line) => line.msg === 'nested')?.user).toEqual({ email: '[redacted]', password: '[redacted]', card: '[redacted]' });
  });

  it('logs no client IP address', async () => {
    const logs = captureLogs();
    const app = await build({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });

    // Not /api/health: load balancers' checks are not logged at info (docs/deploy.md#front-door).
    await app.inject({ method: 'GET', url: '/api/recent-lookups', remoteAddress: '203.0.113.7' });

    expect(logs.text()).toContain('incoming request');
    expect(logs.text()).not.toContain('203.0.113.7');
  });

  it('does not log the health checks a load balancer sends every second', async () => {
    const logs = captureLogs();
    const app = await build({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBeLessThan(600);
    expect(logs.text()).not.toContain('/api/health');
  });
});
