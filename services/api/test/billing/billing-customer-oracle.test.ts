import { bearer, buyTrial, trialPayload, withBilling } from '../billing-harness';

/**
 * docs/decisions.md#customer-oracle: the checkout's answers tell whether an address has an account, so every
 * address a client asks about (offer, setup-payment, create-subscription) counts against the same per-client
 * hourly budget as sign-in code requests, once per address. Past it, a further address gets the same 429 with
 * or without an account; the same address again, another client, and one's own signed-in address still answer.
 */
const LIMIT = 6;
const h = withBilling({ env: { OTP_REQUESTS_PER_CLIENT_PER_HOUR: String(LIMIT), RATE_LIMIT_MAX: '100000' } });

const CLIENT = '198.51.100.7';
const OTHER_CLIENT = '198.51.100.8';

const offer = (email: string, from = CLIENT, token?: string) =>
  h.api.inject({ method: 'POST', url: '/api/checkout/offer', payload: { email }, remoteAddress: from, headers: token ? bearer(token) : {} });

describe('who is a customer is not answered faster than sign-in codes are sent', () => {
  it('a client learns about at most the budget of addresses an hour; a further one is 429 whether or not it has an account', async () => {
    for (let i = 0; i < LIMIT; i += 1) await h.api.store.users.findOrCreate(`customer-${i}@example.com`);
    const answers: string[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const email = i % 2 === 0 ? `customer-${i}@example.com` : `stranger-${i}@example.com`;
      const res = await offer(email);
      expect(res.statusCode).toBe(200);
      answers.push(res.json().account);
    }
    // Within the budget the answers still differ (the accepted trade-off of docs/decisions.md#billing-proof).
    expect(new Set(answers)).toEqual(new Set(['sign-in-required', 'new']));

    const customer = await offer('customer-1@example.com');
    const stranger = await offer('stranger-99@example.com');
    for (const refused of [customer, stranger]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The same answer for an address with an account and one without (the wait it names is the client's, not the address's).
    const withoutMinutes = (body: string) => body.replace(/\d+ minutes?/, 'N minutes');
    expect(withoutMinutes(customer.body)).toBe(withoutMinutes(stranger.body));

    // Past the budget nothing is answered, not even an address asked before.
    expect((await offer('customer-0@example.com')).statusCode).toBe(429);
    // Another client has its own budget.
    expect((await offer('customer-1@example.com', OTHER_CLIENT)).statusCode).toBe(200);
  });

  it('asking again about the same address spends nothing: twenty checkouts of one address at once spend once', async () => {
    for (let i = 0; i < LIMIT - 1; i += 1) expect((await offer(`before-${i}@example.com`)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => offer('same@example.com')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await offer('before-0@example.com')).statusCode).toBe(200);
    expect((await offer('one-more@example.com')).statusCode).toBe(429);
  });

  it('setup-payment and create-subscription spend the same budget, and so do sign-in code requests', async () => {
    await h.api.store.users.findOrCreate('customer@example.com');
    for (let i = 0; i < LIMIT - 2; i += 1) expect((await offer(`new-${i}@example.com`)).statusCode).toBe(200);
    const setup = await h.api.inject({ method: 'POST', url: '/api/setup-payment', payload: { email: 'customer@example.com' }, remoteAddress: CLIENT });
    expect(setup.json()).toMatchObject({ error: 'SIGN_IN_REQUIRED' });
    const code = await h.api.inject({ method: 'POST', url: '/api/checkout/request-code', payload: { email: 'someone@example.com', language: 'en' }, remoteAddress: CLIENT });
    expect(code.statusCode).toBe(200);
    // The budget is spent: a new address is refused at create-subscription before Stripe is asked anything.
    const created = await h.api.inject({ method: 'POST', url: '/api/create-subscription', payload: trialPayload('another@example.com'), remoteAddress: CLIENT });
    expect(created.statusCode).toBe(429);
    expect((await h.stripe.customers.list({ email: 'another@example.com' })).data).toEqual([]);
    const moreCodes = await h.api.inject({ method: 'POST', url: '/api/checkout/request-code', payload: { email: 'someone-else@example.com', language: 'en' }, remoteAddress: CLIENT });
    expect(moreCodes.statusCode).toBe(429);
  });

  it('fifty new addresses at once from one client: no more than the budget is answered', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => offer(`burst-${i}@example.com`)));
    const answered = answers.filter((res) => res.statusCode === 200).length;
    expect(answered).toBeLessThanOrEqual(LIMIT);
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 429)).toBe(true);
  });

  it('the signed-in account asking about its own address spends nothing', async () => {
    const bought = (await buyTrial(h, 'own@example.com')).json();
    expect(bought.token).toEqual(expect.any(String));
    for (let i = 0; i < LIMIT + 3; i += 1) {
      const res = await offer('own@example.com', CLIENT, bought.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ account: 'signed-in' });
    }
  });

  it('the offer takes the same time for an address with an account and one without (200 interleaved tries each)', async () => {
    await h.api.close();
    const api = await h.start({ OTP_REQUESTS_PER_CLIENT_PER_HOUR: '100000', RATE_LIMIT_MAX: '100000' }, { keepDatabase: true });
    const TRIES = 200;
    for (let i = 0; i < TRIES + 10; i += 1) await api.store.users.findOrCreate(`timed-customer-${i}@example.com`);
    // Each try from its own client, so the offer's own burst limit does not answer instead.
    const timed = async (email: string, i: number) => {
      const started = process.hrtime.bigint();
      const res = await api.inject({ method: 'POST', url: '/api/checkout/offer', payload: { email }, remoteAddress: `10.9.${Math.floor(i / 200)}.${i % 200}` });
      expect(res.statusCode).toBe(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (let i = 0; i < 10; i += 1) {
      await timed(`timed-customer-${TRIES + i}@example.com`, 1000 + 2 * i);
      await timed(`warm-stranger-${i}@example.com`, 1001 + 2 * i);
    }
    const times = { customer: [] as number[], stranger: [] as number[] };
    for (let i = 0; i < TRIES; i += 1) {
      const order = Math.random() < 0.5 ? (['customer', 'stranger'] as const) : (['stranger', 'customer'] as const);
      for (const kind of order) times[kind].push(await timed(kind === 'customer' ? `timed-customer-${i}@example.com` : `timed-stranger-${i}@example.com`, 2 * i + (kind === 'customer' ? 0 : 1)));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const medians = { customer: median(times.customer), stranger: median(times.stranger) };
    process.stdout.write(`checkout/offer: median ${medians.customer.toFixed(2)} ms with an account, ${medians.stranger.toFixed(2)} ms without\n`);
    expect(Math.abs(medians.customer - medians.stranger)).toBeLessThan(0.25 * Math.max(medians.customer, medians.stranger) + 0.5);
  }, 120_000);
});
