import { build } from '../helper';
import { solveCaptcha } from '../identity-helpers';
import { withMailDev } from '../maildev';
import { withTestMongo } from '../mongo';

/**
 * docs/decisions.md#owner-path: wrong-code limits that an attacker cannot use against the owner. Clients are told
 * apart by their address (the API trusts a proxy on loopback by default; these come directly).
 */
const mongo = withTestMongo();
const mail = withMailDev();

const ATTACKERS = ['203.0.113.66', '203.0.113.67'];
const OWNER = '198.51.100.7';
const NEW_BROWSER = '198.51.100.8';
const EMAIL = 'owner@example.com';

/** The device cookie a sign-in set (docs/decisions.md#owner-path). */
function deviceCookie(setCookie: string | string[] | undefined): string {
  const found = [setCookie ?? []].flat().map((line) => /^msDevice=([^;]+)/.exec(line)?.[1]).find(Boolean);
  if (!found) throw new Error(`no device cookie in ${String(setCookie)}`);
  return found;
}

/** The counter a solved ALTCHA token found: the work its solver did. */
function solvedCounter(token: string): number {
  return (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { solution: { counter: number } }).solution.counter;
}

async function app(env: Record<string, string> = {}) {
  const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl(), ...env } });
  const call = (url: string, from: string, payload: Record<string, unknown>) => api.inject({ method: 'POST', url, payload, remoteAddress: from });
  return { api, call };
}

describe('sign-in that nobody can lock the owner out of', () => {
  jest.setTimeout(60_000);

  it("attackers on two clients use up the address's guesses: no code is checked for an hour, except from the owner's browser that signed in before", async () => {
    const { api, call } = await app();
    await api.store.users.findOrCreate(EMAIL);
    // The owner signed in once from this browser: it keeps the device cookie (docs/decisions.md#owner-path).
    expect((await call('/api/request-login-otp', OWNER, { email: EMAIL })).statusCode).toBe(200);
    const first = await api.inject({ method: 'POST', url: '/api/verify-login-otp', remoteAddress: OWNER, payload: { email: EMAIL, otp: await mail.waitForCode(EMAIL) } });
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first.headers['set-cookie']);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);

    // The attack: the address's free code requests used up, and wrong guesses from two clients, each refused alone after 10.
    for (let i = 0; i < 4; i += 1) expect((await call('/api/request-login-otp', ATTACKERS[0]!, { email: EMAIL })).statusCode).toBe(200);
    const answers: string[] = [];
    for (const attacker of ATTACKERS) {
      for (let i = 0; i < 12; i += 1) {
        let res = await call('/api/verify-login-otp', attacker, { email: EMAIL, otp: '000000' });
        if (res.json().error === 'CAPTCHA_REQUIRED') res = await call('/api/verify-login-otp', attacker, { email: EMAIL, otp: '000000', captchaToken: await solveCaptcha(api) });
        // A wrong code, or one that wrong guesses used up: either way not accepted.
        answers.push(`${attacker} ${res.statusCode} ${res.json().error === 'CODE_USED_UP' ? 'INVALID_OTP' : res.json().error}`);
      }
    }
    for (const attacker of ATTACKERS) {
      const own = answers.filter((answer) => answer.startsWith(attacker));
      expect(own.slice(0, 10)).toEqual(Array(10).fill(`${attacker} 400 INVALID_OTP`));
      expect(own.slice(10)).toEqual(Array(2).fill(`${attacker} 429 RATE_LIMITED`));
    }

    // 20 wrong codes on the address this hour: from a new browser even the right code is not checked.
    const mailsBefore = (await mail.to(EMAIL)).length;
    const asked = await call('/api/request-login-otp', NEW_BROWSER, { email: EMAIL, captchaToken: await solveCaptcha(api, { email: EMAIL }) });
    expect(asked.json()).toEqual({ message: expect.any(String) });
    const fresh = await mail.waitForCode(EMAIL, mailsBefore);
    const refused = await call('/api/verify-login-otp', NEW_BROWSER, { email: EMAIL, otp: fresh, captchaToken: await solveCaptcha(api) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('CODE_GUESSES_USED_UP');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(60);
    expect(wait).toBeLessThanOrEqual(2 * 3600);
    expect(refused.json().message).toContain(`${wait / 60} minute`);

    // The owner's browser: no challenge for the request although the address is past its free
    // requests, and its code is checked although the address's guesses are used up.
    const owner = (url: string, payload: Record<string, unknown>) => api.inject({ method: 'POST', url, payload, remoteAddress: OWNER, cookies: { msDevice: device } });
    const mailsThen = (await mail.to(EMAIL)).length;
    expect((await owner('/api/request-login-otp', { email: EMAIL })).statusCode).toBe(200);
    const signedIn = await owner('/api/verify-login-otp', { email: EMAIL, otp: await mail.waitForCode(EMAIL, mailsThen) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().email).toBe(EMAIL);
  });

  it('25 wrong guesses from five clients, then the right code as the 26th try: refused without being checked', async () => {
    const { api, call } = await app({ OTP_REQUESTS_PER_ADDRESS_PER_HOUR: '100' });
    const TARGET = 'target@example.com';
    await api.store.users.findOrCreate(TARGET);
    const statuses: string[] = [];
    for (let client = 0; client < 5; client += 1) {
      for (let i = 0; i < 5; i += 1) {
        const res = await call('/api/verify-login-otp', `203.0.113.${100 + client}`, { email: TARGET, otp: '000000' });
        statuses.push(`${res.statusCode} ${res.json().error}`);
      }
    }
    expect(statuses).toEqual([...Array(20).fill('400 INVALID_OTP'), ...Array(5).fill('429 CODE_GUESSES_USED_UP')]);
    expect((await call('/api/request-login-otp', NEW_BROWSER, { email: TARGET })).statusCode).toBe(200);
    const right = await mail.waitForCode(TARGET);
    const twentySixth = await call('/api/verify-login-otp', NEW_BROWSER, { email: TARGET, otp: right, captchaToken: await solveCaptcha(api) });
    expect(twentySixth.statusCode).toBe(429);
    expect(twentySixth.json().error).toBe('CODE_GUESSES_USED_UP');
    // Not checked means not used up either: nothing about the code changed.
    expect(await api.store.otpCodes.findActive(api.hashEmail(TARGET), 'login')).toMatchObject({ wrongTries: 0 });
  });

  it('a device cookie vouches only for the address it proved, and a forged one for none', async () => {
    const { api, call } = await app({ OTP_WRONG_TRIES_PER_ADDRESS_PER_HOUR: '1' });
    await api.store.users.findOrCreate('mine@example.com');
    await api.store.users.findOrCreate('theirs@example.com');
    expect((await call('/api/request-login-otp', OWNER, { email: 'mine@example.com' })).statusCode).toBe(200);
    const mine = await call('/api/verify-login-otp', OWNER, { email: 'mine@example.com', otp: await mail.waitForCode('mine@example.com') });
    const device = deviceCookie(mine.headers['set-cookie']);
    // One wrong guess uses up each address's single guess.
    for (const email of ['mine@example.com', 'theirs@example.com']) await call('/api/verify-login-otp', ATTACKERS[0]!, { email, otp: '000000' });
    const tryWith = (email: string, cookie: string) => api.inject({ method: 'POST', url: '/api/verify-login-otp', remoteAddress: OWNER, cookies: { msDevice: cookie }, payload: { email, otp: '999999' } });
    expect((await tryWith('mine@example.com', device)).json().error).toBe('INVALID_OTP');
    expect((await tryWith('theirs@example.com', device)).json().error).toBe('CODE_GUESSES_USED_UP');
    const [id, tag] = device.split('.') as [string, string];
    const forged = `${id}.${tag.slice(0, 21)}${tag.endsWith('A') ? 'B' : 'A'}`;
    expect((await tryWith('mine@example.com', forged)).json().error).toBe('CODE_GUESSES_USED_UP');
    expect((await tryWith('mine@example.com', 'garbage')).json().error).toBe('CODE_GUESSES_USED_UP');
  });

  it("a fresh code still works after another client's wrong guesses used up the previous one", async () => {
    const { api, call } = await app();
    const FRESH = 'fresh-owner@example.com';
    await api.store.users.findOrCreate(FRESH);
    expect((await call('/api/request-login-otp', OWNER, { email: FRESH })).statusCode).toBe(200);
    const first = await mail.waitForCode(FRESH);
    for (let i = 0; i < 5; i += 1) await call('/api/verify-login-otp', ATTACKERS[0]!, { email: FRESH, otp: first === '000000' ? '111111' : '000000' });
    // Five wrong tries ended that code for everyone (docs/decisions.md#sign-in-codes)...
    expect(['INVALID_OTP', 'CODE_USED_UP']).toContain((await call('/api/verify-login-otp', OWNER, { email: FRESH, otp: first })).json().error);
    // ...but a new one from the owner's inbox works, from the owner's client, without a challenge.
    expect((await call('/api/request-login-otp', OWNER, { email: FRESH })).statusCode).toBe(200);
    const second = await mail.waitForCode(FRESH, 1);
    const res = await call('/api/verify-login-otp', OWNER, { email: FRESH, otp: second });
    expect(res.statusCode).toBe(200);
  });

  it('code requests: a client is limited per address alone; others solve a proof of work made for the address, harder each time, up to a ceiling against mail floods', async () => {
    const { api, call } = await app({ OTP_REQUESTS_PER_ADDRESS_PER_HOUR: '1' });
    const FLOOD = 'flood@example.com';
    const ask = (from: string, captchaToken?: string) => call('/api/request-login-otp', from, { email: FLOOD, ...(captchaToken ? { captchaToken } : {}) });
    expect((await ask(ATTACKERS[0]!)).statusCode).toBe(200);
    expect((await ask(ATTACKERS[0]!)).statusCode).toBe(429);
    // The address had its 1: another client solves the challenge first, and only one made for this address.
    // (Each from its own client: every request counts for its client and address pair.)
    expect((await ask('198.51.100.10')).json().error).toBe('CAPTCHA_REQUIRED');
    expect((await ask('198.51.100.11', 'not-a-solution')).json().error).toBe('CAPTCHA_REQUIRED');
    expect((await ask('198.51.100.12', await solveCaptcha(api))).json().error).toBe('CAPTCHA_REQUIRED');
    expect((await ask('198.51.100.13', await solveCaptcha(api, { email: 'other@example.com' }))).json().error).toBe('CAPTCHA_REQUIRED');
    // A solution made before the address had more requests is too easy afterwards.
    const stale = await solveCaptcha(api, { email: FLOOD });
    // Refused requests do not count for the address; solved ones do, up to 4x its limit (4), each harder.
    const work: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const token = await solveCaptcha(api, { email: FLOOD });
      work.push(solvedCounter(token));
      expect((await ask(`198.51.100.${20 + i}`, token)).statusCode).toBe(200);
      if (i === 0) expect((await ask('198.51.100.40', stale)).json().error).toBe('CAPTCHA_REQUIRED');
    }
    // Tier n asks for 2^n times the base work (5,000–50,000 hashes): each at least its tier's floor.
    work.forEach((counter, i) => expect(counter).toBeGreaterThanOrEqual(5_000 * 2 ** (i + 1)));
    // At the ceiling: refused at once, before anyone solves the next (tier 4) proof of work.
    expect((await ask('198.51.100.41')).json().error).toBe('RATE_LIMITED');
    const next = (await api.inject({ url: `/api/captcha/challenge?email=${encodeURIComponent(FLOOD)}` })).json();
    expect(next.parameters.data).toMatchObject({ tier: 4 });
  });

  it('the address counter slides: a burst just before the hour and one just after add up', async () => {
    const HOUR = 3_600_000;
    const beforeTheHour = Math.floor(Date.now() / HOUR) * HOUR + HOUR - 30_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(beforeTheHour);
    try {
      const { call } = await app({ OTP_REQUESTS_PER_ADDRESS_PER_HOUR: '2' });
      const ask = (from: string) => call('/api/request-login-otp', from, { email: 'slide@example.com' });
      expect((await ask('203.0.113.1')).statusCode).toBe(200);
      expect((await ask('203.0.113.2')).statusCode).toBe(200);
      // A minute later the fixed hour has turned; the last hour still holds both requests.
      clock.mockReturnValue(beforeTheHour + 60_000);
      expect((await ask('203.0.113.3')).json().error).toBe('CAPTCHA_REQUIRED');
    } finally {
      clock.mockRestore();
    }
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
