import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startStripeEmulator, type RunningEmulator } from '../../../services/stripe-emulator/src/index';
import { HANDLED_WEBHOOK_EVENTS } from '@mailscout/api/stripe';
import { runStripeSetup } from './run';

const CATALOGUE_FILE = path.join(__dirname, '..', '..', '..', 'services', 'api', 'config', 'price-catalogue.json');
const catalogue = JSON.parse(fs.readFileSync(CATALOGUE_FILE, 'utf8')) as {
  displayCurrency: 'eur' | 'gbp';
  trial: { lookupKey: string; price: { eur: number; gbp: number } };
  plans: Record<'weekly' | 'monthly', { lookupKey: string; interval: string; price: { eur: number; gbp: number } }>;
  packs: Array<{ lookupKey: string; price: { eur: number; gbp: number } }>;
};
const ITEMS = [catalogue.trial, catalogue.plans.weekly, catalogue.plans.monthly, ...catalogue.packs];
const SECRET_KEY = 'sk_test_stripe_setup_test';
const SITE = 'https://scoutdata.co.uk';

let emulator: RunningEmulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0 });
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: emulator.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => emulator.stop());
beforeEach(() => emulator.control.reset());

async function setup(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runStripeSetup(argv, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_URL: emulator.url, PUBLIC_ORIGIN: SITE }, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

async function pricesNow() {
  const list = await stripe.prices.list({ lookup_keys: ITEMS.map((item) => item.lookupKey), active: true, limit: 100, expand: ['data.currency_options'] });
  return new Map(list.data.map((price) => [price.lookup_key, price]));
}

describe('pnpm stripe:setup (docs/deploy.md#stripe), against the Stripe emulator', () => {
  it('creates the products, the prices in EUR and GBP by lookup key and the webhook endpoint, and prints its secret', async () => {
    const { code, output } = await setup();

    expect(code).toBe(0);
    const prices = await pricesNow();
    expect(prices.size).toBe(ITEMS.length);
    for (const item of ITEMS) {
      const price = prices.get(item.lookupKey);
      expect(price).toMatchObject({ currency: catalogue.displayCurrency, unit_amount: item.price[catalogue.displayCurrency], product: `mailscout_${item.lookupKey}` });
      for (const [currency, amount] of Object.entries(item.price)) expect(price?.currency_options?.[currency]?.unit_amount).toBe(amount);
    }
    expect(prices.get(catalogue.plans.weekly.lookupKey)?.recurring).toMatchObject({ interval: catalogue.plans.weekly.interval, interval_count: 1 });
    expect(prices.get(catalogue.trial.lookupKey)?.recurring).toBeNull();

    const endpoints = (await stripe.webhookEndpoints.list()).data;
    expect(endpoints).toHaveLength(1);
    expect(endpoints[0]?.url).toBe(`${SITE}/api/stripe/webhook`);
    // Exactly the events the API's handler acts on, from its one catalogue.
    expect([...(endpoints[0]?.enabled_events ?? [])].sort()).toEqual([...HANDLED_WEBHOOK_EVENTS].sort());
    expect(output).toMatch(/STRIPE_WEBHOOK_SECRET=whsec_\w+/);
    expect(output).toContain(`fixed: price ${catalogue.plans.weekly.lookupKey}: missing`);
  });

  it('changes nothing on a second run, and --check then finds nothing', async () => {
    await setup();
    const before = await pricesNow();

    const second = await setup();
    const check = await setup('--check');

    expect(second.code).toBe(0);
    expect(second.output).not.toContain('fixed:');
    expect(second.output).not.toContain('STRIPE_WEBHOOK_SECRET');
    expect(second.output).toContain('Stripe matches the catalogue');
    expect(check.code).toBe(0);
    const after = await pricesNow();
    expect([...after.values()].map((price) => price.id).sort()).toEqual([...before.values()].map((price) => price.id).sort());
    expect((await stripe.webhookEndpoints.list()).data).toHaveLength(1);
    expect((await stripe.products.list({ limit: 100 })).data).toHaveLength(ITEMS.length);
  });

  it('--check reports a changed price and an endpoint missing events, exits 1, and changes nothing; a run then mends both', async () => {
    await setup();
    const weekly = catalogue.plans.weekly;
    const changed = structuredClone(catalogue);
    changed.plans.weekly.price.gbp += 100;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stripe-setup-')), 'catalogue.json');
    fs.writeFileSync(file, JSON.stringify(changed));
    const [endpoint] = (await stripe.webhookEndpoints.list()).data;
    await stripe.webhookEndpoints.update(endpoint!.id, { enabled_events: ['invoice.paid', 'charge.refunded'] });
    const before = await pricesNow();

    const check = await setup('--check', '--catalogue', file);

    expect(check.code).toBe(1);
    expect(check.output).toContain(`drift: price ${weekly.lookupKey}: gbp ${weekly.price.gbp}, not ${weekly.price.gbp + 100}`);
    expect(check.output).toContain('events missing: customer.subscription.created');
    expect(check.output).toContain('events not handled: charge.refunded');
    expect(check.output.match(/^drift: price/gm)).toHaveLength(1);
    expect((await pricesNow()).get(weekly.lookupKey)?.id).toBe(before.get(weekly.lookupKey)?.id);

    const mend = await setup('--catalogue', file);
    expect(mend.code).toBe(0);
    const mended = (await pricesNow()).get(weekly.lookupKey);
    expect(mended?.id).not.toBe(before.get(weekly.lookupKey)?.id);
    expect(mended?.currency_options?.gbp?.unit_amount).toBe(weekly.price.gbp + 100);
    expect((await setup('--check', '--catalogue', file)).code).toBe(0);
  });

  it("lists the same events for the Stripe CLI in docs/deploy.md#stripe-cli as the handler's catalogue", () => {
    const guide = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'deploy.md'), 'utf8');
    const listed = /--events ([\w.,]+)/.exec(guide)?.[1]?.split(',');
    expect(listed?.sort()).toEqual([...HANDLED_WEBHOOK_EVENTS].sort());
  });

  it('says what is missing before calling Stripe', async () => {
    const lines: string[] = [];
    expect(await runStripeSetup([], {}, (line) => lines.push(line))).toBe(2);
    expect(lines.join('\n')).toContain('- STRIPE_SECRET_KEY is not set');
    expect(lines.join('\n')).toContain('- PUBLIC_ORIGIN is not set');
  });
});
