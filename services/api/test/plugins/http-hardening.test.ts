import { WEBHOOK_SECRET, bearer, buyTrial, withBilling } from '../billing-harness';

/** docs/architecture.md#http-hardening: no caching of personal or secret answers, HSTS only over https, webhook timestamps within ±5 minutes. */
const h = withBilling();

describe('caching, HSTS and webhook timestamps', () => {
  it('every personal or secret answer is Cache-Control: no-store; the public ones keep their own', async () => {
    const bought = await buyTrial(h, 'cache@example.com');
    expect(bought.headers['cache-control']).toBe('no-store');
    const { token } = bought.json();
    const personal = [
      await h.api.inject({ url: '/api/me', headers: bearer(token) }),
      await h.api.inject({ url: '/api/sessions', headers: bearer(token) }),
      await h.api.inject({ method: 'POST', url: '/api/get-user-credits', headers: bearer(token), payload: { email: 'cache@example.com' } }),
      await h.api.inject({ method: 'POST', url: '/api/setup-payment', payload: { email: 'new-setup@example.com' } }),
      await h.api.inject({ method: 'POST', url: '/api/checkout/offer', headers: bearer(token), payload: { email: 'cache@example.com' } }),
      await h.api.inject({ url: '/api/me' }),
    ];
    for (const res of personal) expect(res.headers['cache-control']).toBe('no-store');
    expect((await h.api.inject({ url: '/api/public-config' })).headers['cache-control']).toMatch(/^public/);
  });

  it('HSTS only when the request came over https (through the trusted proxy), never over plain http', async () => {
    expect((await h.api.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    await h.api.close();
    // Injected requests come from 127.0.0.1: the proxy here.
    const api = await h.start({ TRUST_PROXY: '127.0.0.1' });
    const overHttps = await api.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await api.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['an hour in the future', 3600],
    ['an hour ago', -3600],
    ['six minutes ahead', 360],
  ])('a webhook signed %s is refused (400), nothing applied', async (_label, offset) => {
    const payload = JSON.stringify({ id: 'evt_time_1', object: 'event', type: 'customer.subscription.updated', data: { object: { id: 'sub_x', object: 'subscription' } } });
    const timestamp = Math.floor(Date.now() / 1000) + offset;
    const signature = h.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    const res = await h.api.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_SIGNATURE', message: 'Invalid webhook signature' });
    expect(await (await h.collection('payment_events')).countDocuments({ _id: 'evt_time_1' })).toBe(0);
  });

  it('a webhook signed two minutes ahead or behind (clock skew) is accepted', async () => {
    for (const offset of [-120, 120]) {
      const payload = JSON.stringify({ id: `evt_skew_${offset}`, object: 'event', type: 'ping', data: { object: { id: 'x', object: 'x' } } });
      const signature = h.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) + offset });
      const res = await h.api.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(200);
    }
  });
});
