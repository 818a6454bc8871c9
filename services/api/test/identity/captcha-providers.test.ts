import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from '../helper';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();

/** A stand-in for hCaptcha's / Turnstile's siteverify endpoint: accepts one token only. */
async function fakeSiteVerify(): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      bodies.push(body);
      const params = new URLSearchParams(body);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: params.get('response') === 'good-token' && params.get('secret') === 'server-secret' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(['hcaptcha', 'turnstile'])('%s as the bot challenge', (provider) => {
  it('verifies the token server-side with the secret and refuses a bad one', async () => {
    const verify = await fakeSiteVerify();
    try {
      const api = await build({
        mongoUri: mongo.uri(),
        env: { CAPTCHA_PROVIDER: provider, CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'server-secret', CAPTCHA_VERIFY_URL: verify.url, SMTP_URL: 'smtp://127.0.0.1:9' },
      });
      const config = (await api.inject({ url: '/api/public-config' })).json();
      expect(config.captcha).toEqual({ provider, siteKey: 'site-key' });
      expect((await api.inject({ url: '/api/captcha/challenge' })).statusCode).toBe(404);

      const bad = await api.inject({ method: 'POST', url: '/api/request-opt-out-otp', payload: { email: 'p@example.com', captchaToken: 'bad-token' } });
      expect(bad.json()).toEqual({ error: 'CAPTCHA_REQUIRED', message: 'Please complete the CAPTCHA verification.' });
      expect(verify.bodies[0]).toContain('secret=server-secret');

      // The good token passes the challenge; the mail server is unreachable here, so the request
      // then fails on sending, with its own clear answer.
      const good = await api.inject({ method: 'POST', url: '/api/request-opt-out-otp', payload: { email: 'p@example.com', captchaToken: 'good-token' } });
      expect(good.statusCode).toBe(503);
      expect(good.json()).toEqual({ error: 'MAIL_UNAVAILABLE', message: 'We could not send the email right now. Please try again in a moment.' });
    } finally {
      await verify.close();
    }
  });

  it('needs a site key and a secret in configuration', async () => {
    const { loadConfig } = await import('../../src/config/config');
    expect(() => loadConfig({ CAPTCHA_PROVIDER: provider })).toThrow(/CAPTCHA_SITE_KEY: is required when CAPTCHA_PROVIDER is/);
  });
});
