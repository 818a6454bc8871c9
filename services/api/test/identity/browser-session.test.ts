import { bearer, buyTrial, withBilling } from '../billing-harness';

/**
 * docs/decisions.md#sessions: a browser's session is the httpOnly, SameSite=Lax cookie alone;
 * the token appears in a JSON body only for a non-browser client that asks for it, so a script
 * injected into a page can never read it. Cookie-authenticated writes from another origin are refused.
 */
const h = withBilling();

const BROWSER = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'x-session-token': 'none' };

async function codeFor(email: string): Promise<string> {
  const sent = [...h.mails].reverse().find((mail) => mail.to === email && (mail.template as { kind: string }).kind === 'code');
  return (sent!.template as { code: string }).code;
}

describe('the browser session is the cookie alone', () => {
  it('sign-in from a browser: the cookie is httpOnly and SameSite=Lax, the body has no token; a client that asks gets it', async () => {
    await h.api.store.users.findOrCreate('browser@example.com');
    await h.api.inject({ method: 'POST', url: '/api/request-login-otp', headers: BROWSER, payload: { email: 'browser@example.com' } });
    await new Promise((resolve) => setImmediate(resolve));
    const verified = await h.api.inject({ method: 'POST', url: '/api/verify-login-otp', headers: BROWSER, payload: { email: 'browser@example.com', otp: await codeFor('browser@example.com') } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: 'browser@example.com', credits: 0 });
    const cookie = verified.cookies.find((c) => c.name === 'authToken')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The cookie alone is the session.
    const me = await h.api.inject({ url: '/api/me', headers: { ...BROWSER, cookie: `authToken=${cookie.value}` } });
    expect(me.json().email).toBe('browser@example.com');

    // Even a browser request that asks for the token does not get it (a page script cannot drop Sec-Fetch-*).
    await h.api.inject({ method: 'POST', url: '/api/request-login-otp', headers: BROWSER, payload: { email: 'browser@example.com' } });
    await new Promise((resolve) => setImmediate(resolve));
    const asking = await h.api.inject({ method: 'POST', url: '/api/verify-login-otp', headers: { ...BROWSER, 'x-session-token': 'body' }, payload: { email: 'browser@example.com', otp: await codeFor('browser@example.com') } });
    expect(asking.json().token).toBeUndefined();
  });

  it('a first payment from a browser signs in by cookie only; the checkout code proof too', async () => {
    const bought = await h.api.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: BROWSER,
      payload: { email: 'buyer-browser@example.com', paymentMethodId: 'pm_card_visa', scanEmail: 'x@example.org', termsAccepted: true },
    });
    expect(bought.json()).toMatchObject({ status: 'trialing', signIn: 'done' });
    expect(bought.json().token).toBeUndefined();
    expect(bought.cookies.find((c) => c.name === 'authToken')).toMatchObject({ httpOnly: true });

    await h.api.inject({ method: 'POST', url: '/api/checkout/request-code', headers: BROWSER, payload: { email: 'prover@example.com' } });
    const proved = await h.api.inject({ method: 'POST', url: '/api/checkout/verify-code', headers: BROWSER, payload: { email: 'prover@example.com', otp: await codeFor('prover@example.com') } });
    expect(proved.statusCode).toBe(200);
    expect(proved.json().token).toBeUndefined();
  });

  it('a cookie-authenticated write from another origin is refused; from our origin it works', async () => {
    const { token } = (await buyTrial(h, 'csrf@example.com')).json();
    const cookie = `authToken=${token}`;
    const foreign = await h.api.inject({ method: 'PUT', url: '/api/me/preferences', headers: { cookie, origin: 'https://evil.example', 'x-session-token': 'none' }, payload: { renewalReminders: false } });
    expect(foreign.statusCode).toBe(403);
    const own = await h.api.inject({ method: 'PUT', url: '/api/me/preferences', headers: { cookie, origin: 'http://localhost:3000', 'x-session-token': 'none' }, payload: { renewalReminders: false } });
    expect(own.statusCode).toBe(200);
    // A bearer token is not sent by browsers on their own: no origin check needed for it.
    expect((await h.api.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
  });
});
