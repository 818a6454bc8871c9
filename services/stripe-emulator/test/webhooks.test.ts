import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startHarness, waitFor, type Harness } from './helpers';

interface Received {
  event: Stripe.Event;
  signature: string;
  body: string;
}

/** A receiver standing in for the product's webhook route; `failFirst` answers 500 that many times. */
async function receiver(failFirst = 0): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  let failures = failFirst;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures--;
        response.writeHead(500).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ event: JSON.parse(body) as Stripe.Event, signature: String(request.headers['stripe-signature']), body });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('webhooks', () => {
  const secret = 'whsec_test_secret_for_tests';
  let h: Harness;
  let sink: Awaited<ReturnType<typeof receiver>>;

  afterEach(async () => {
    await h.emulator.stop();
    await sink.close();
  });

  it('delivers full, signed events that constructEvent accepts', async () => {
    sink = await receiver();
    h = await startHarness({ webhookUrl: sink.url, webhookSecret: secret });
    const customer = await h.stripe.customers.create({ email: 'hook@example.com' });
    await h.emulator.control.webhooksIdle();
    const delivered = sink.received.find((entry) => entry.event.type === 'customer.created') as Received;
    const event = h.stripe.webhooks.constructEvent(delivered.body, delivered.signature, secret);
    expect(event.id).toMatch(/^evt_/);
    expect((event.data.object as Stripe.Customer).id).toBe(customer.id);
    expect(() => h.stripe.webhooks.constructEvent(delivered.body, delivered.signature, 'whsec_wrong')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const stored = await h.stripe.events.retrieve(event.id);
    expect(stored.pending_webhooks).toBe(0);
  });

  it('retries non-2xx answers with backoff', async () => {
    sink = await receiver(2);
    h = await startHarness({ webhookUrl: sink.url, webhookSecret: secret, webhookRetryDelaysMs: [20, 40, 80] });
    await h.stripe.customers.create({ email: 'retry@example.com' });
    await waitFor(() => sink.received.length === 1);
    await h.emulator.control.webhooksIdle();
    const [delivery] = h.emulator.control.deliveries();
    expect(delivery?.status).toBe('succeeded');
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
  });

  it('registers endpoints through the API with their own secret and event filter', async () => {
    sink = await receiver();
    h = await startHarness();
    const endpoint = await h.stripe.webhookEndpoints.create({ url: sink.url, enabled_events: ['invoice.paid', 'customer.subscription.updated'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await h.stripe.webhookEndpoints.retrieve(endpoint.id)).secret).toBeUndefined();
    const product = await h.stripe.products.create({ name: 'P' });
    const price = await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 500, recurring: { interval: 'month' } });
    const customer = await h.stripe.customers.create({ email: 'e@example.com', payment_method: 'pm_card_visa' });
    const pm = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: pm.id });
    await h.emulator.control.webhooksIdle();
    expect(sink.received.map((entry) => entry.event.type).sort()).toEqual(['customer.subscription.updated', 'invoice.paid']);
    for (const entry of sink.received) expect(h.stripe.webhooks.constructEvent(entry.body, entry.signature, endpoint.secret as string).id).toBe(entry.event.id);
  });

  it('holds, reorders and duplicates deliveries for tests', async () => {
    sink = await receiver();
    h = await startHarness({ webhookUrl: sink.url, webhookSecret: secret });
    h.emulator.control.holdWebhooks();
    const first = await h.stripe.customers.create({ email: 'one@example.com' });
    await h.stripe.customers.update(first.id, { name: 'One' });
    expect(h.emulator.control.deliveries().map((delivery) => delivery.status)).toEqual(['held', 'held']);
    h.emulator.control.releaseWebhooks('reverse');
    await h.emulator.control.webhooksIdle();
    expect(sink.received.map((entry) => entry.event.type)).toEqual(['customer.updated', 'customer.created']);

    h.emulator.control.duplicateWebhooks(true);
    await h.stripe.customers.create({ email: 'two@example.com' });
    await h.emulator.control.webhooksIdle();
    const created = sink.received.filter((entry) => entry.event.type === 'customer.created');
    expect(created).toHaveLength(3);
    expect(created[1]?.event.id).toBe(created[2]?.event.id);

    const response = await fetch(`${h.emulator.url}/_emulator/webhooks/redeliver`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event: created[1]?.event.id }) });
    expect(response.status).toBe(200);
    await h.emulator.control.webhooksIdle();
    const list = (await (await fetch(`${h.emulator.url}/_emulator/webhooks/deliveries`)).json()) as { data: Array<{ duplicate_of: string | null }> };
    expect(list.data.filter((delivery) => delivery.duplicate_of !== null)).toHaveLength(2);
  });

  it('resets all state over HTTP', async () => {
    sink = await receiver();
    h = await startHarness();
    await h.stripe.customers.create({ email: 'gone@example.com' });
    const response = await fetch(`${h.emulator.url}/_emulator/reset`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await h.stripe.customers.list()).data).toHaveLength(0);
  });
});
