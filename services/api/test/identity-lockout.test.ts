import { build } from './helper';
import { solveCaptcha } from './identity-helpers';
import { withMailDev } from './maildev';
import { withTestMongo } from './mongo';

/**
 * Issue 14.2: wrong-code limits that an attacker cannot use against the owner. Clients are told
 * apart by their address (the API trusts a proxy on loopback by default; these come directly).
 */
const mongo = withTestMongo();
const mail = withMailDev();

const ATTACKERS = ['203.0.113.66', '203.0.113.67'];
const OWNER = '198.51.100.7';
const EMAIL = 'owner@example.com';

async function app(env: Record<string, string> = {}) {
  const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl(), ...env } });
  const call = (url: string, from: string, payload: Record<string, unknown>) => api.inject({ method: 'POST', url, payload, remoteAddress: from });
  return { api, call };
}

describe('sign-in that nobody can lock the owner out of', () => {
  jest.setTimeout(60_000);

  it('attackers on two clients: each is refused alone; the owner, from another client, signs in with a fresh code after the bot challenge', async () => {
    const { api, call } = await app();
    await api.store.users.findOrCreate(EMAIL);

    // The attack of issue 14: 5 code requests and 20 wrong guesses on the address.
    for (let i = 0; i < 5; i += 1) expect((await call('/api/request-login-otp', ATTACKERS[0]!, { email: EMAIL })).statusCode).toBe(200);
    const answers: string[] = [];
    for (const attacker of ATTACKERS) {
      for (let i = 0; i < 12; i += 1) {
        let res = await call('/api/verify-login-otp', attacker, { email: EMAIL, otp: '000000' });
        // Past a few wrong tries the client solves the bot challenge for each further one.
        if (res.json().error === 'CAPTCHA_REQUIRED') res = await call('/api/verify-login-otp', attacker, { email: EMAIL, otp: '000000', captchaToken: await solveCaptcha(api) });
        answers.push(`${attacker} ${res.statusCode} ${res.json().error}`);
      }
    }
    // Each attacking client: 10 wrong tries (5 of them with the challenge), then refused alone.
    for (const attacker of ATTACKERS) {
      const own = answers.filter((answer) => answer.startsWith(attacker));
      expect(own.slice(0, 10)).toEqual(Array(10).fill(`${attacker} 400 INVALID_OTP`));
      expect(own.slice(10)).toEqual(Array(2).fill(`${attacker} 429 RATE_LIMITED`));
    }
    // The attacker's own client stays refused, even for a fresh request on the address.
    expect((await call('/api/verify-login-otp', ATTACKERS[0]!, { email: EMAIL, otp: '123456', captchaToken: await solveCaptcha(api) })).statusCode).toBe(429);

    // The owner: the address had its 5 requests this hour, so a request needs the challenge.
    const mailsBefore = (await mail.to(EMAIL)).length;
    const plain = await call('/api/request-login-otp', OWNER, { email: EMAIL });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ error: 'CAPTCHA_REQUIRED', message: 'Please complete the CAPTCHA verification.' });
    expect((await call('/api/request-login-otp', OWNER, { email: EMAIL, captchaToken: await solveCaptcha(api) })).statusCode).toBe(200);
    const fresh = await mail.waitForCode(EMAIL, mailsBefore);

    // 20 wrong tries on the address in the last hour: the challenge, not a lock.
    const unsolved = await call('/api/verify-login-otp', OWNER, { email: EMAIL, otp: fresh });
    expect(unsolved.json().error).toBe('CAPTCHA_REQUIRED');
    const signedIn = await call('/api/verify-login-otp', OWNER, { email: EMAIL, otp: fresh, captchaToken: await solveCaptcha(api) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().email).toBe(EMAIL);
  });

  it("a fresh code still works after another client's wrong guesses used up the previous one", async () => {
    const { api, call } = await app();
    const FRESH = 'fresh-owner@example.com';
    await api.store.users.findOrCreate(FRESH);
    expect((await call('/api/request-login-otp', OWNER, { email: FRESH })).statusCode).toBe(200);
    const first = await mail.waitForCode(FRESH);
    for (let i = 0; i < 5; i += 1) await call('/api/verify-login-otp', ATTACKERS[0]!, { email: FRESH, otp: first === '000000' ? '111111' : '000000' });
    // Five wrong tries ended that code for everyone (docs/decisions.md#sign-in-codes)...
    expect((await call('/api/verify-login-otp', OWNER, { email: FRESH, otp: first })).json().error).toBe('INVALID_OTP');
    // ...but a new one from the owner's inbox works, from the owner's client, without a challenge.
    expect((await call('/api/request-login-otp', OWNER, { email: FRESH })).statusCode).toBe(200);
    const second = await mail.waitForCode(FRESH, 1);
    const res = await call('/api/verify-login-otp', OWNER, { email: FRESH, otp: second });
    expect(res.statusCode).toBe(200);
  });

  it('code requests: a client is limited per address alone; others get the bot challenge, never a lock, up to a ceiling against mail floods', async () => {
    const { api, call } = await app({ OTP_REQUESTS_PER_ADDRESS_PER_HOUR: '2' });
    const ask = (from: string, captchaToken?: string) => call('/api/request-login-otp', from, { email: 'flood@example.com', ...(captchaToken ? { captchaToken } : {}) });
    expect((await ask(ATTACKERS[0]!)).statusCode).toBe(200);
    expect((await ask(ATTACKERS[0]!)).statusCode).toBe(200);
    expect((await ask(ATTACKERS[0]!)).statusCode).toBe(429);
    // The address had its 2 (3 asked): another client solves the challenge first.
    expect((await ask(OWNER)).json().error).toBe('CAPTCHA_REQUIRED');
    expect((await ask(OWNER, 'not-a-solution')).json().error).toBe('CAPTCHA_REQUIRED');
    // Refused requests do not count for the address; solved ones do, up to 4x its limit (8).
    const letThrough: number[] = [];
    for (let i = 0; i < 7; i += 1) letThrough.push((await ask(`198.51.100.${20 + i}`, await solveCaptcha(api))).statusCode);
    expect(letThrough).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('wrong tries on one address from one client: the challenge after 5, refused after the configured number, other clients unaffected', async () => {
    const { api, call } = await app({ OTP_WRONG_TRIES_PER_ADDRESS_AND_CLIENT_PER_HOUR: '6' });
    const statuses: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await call('/api/verify-login-otp', ATTACKERS[0]!, { email: 'guess@example.com', otp: '000000', ...(i === 5 ? { captchaToken: await solveCaptcha(api) } : {}) });
      statuses.push(`${res.statusCode} ${res.json().error}`);
    }
    expect(statuses).toEqual([
      ...Array(5).fill('400 INVALID_OTP'),
      '400 INVALID_OTP', // the 6th, with the challenge solved
      '429 RATE_LIMITED',
      '429 RATE_LIMITED',
    ]);
    const other = await call('/api/verify-login-otp', OWNER, { email: 'guess@example.com', otp: '000000' });
    expect(other.json().error).toBe('INVALID_OTP');
  });
});
