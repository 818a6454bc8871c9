import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { clockReady, expectStripeError, startHarness, waitFor, type Harness } from './helpers';

const DAY = 86_400;
const HOUR = 3_600;
const START = Date.UTC(2031, 4, 5, 12) / 1000;
/** Long enough that the checks made while the clock advances happen before it is ready, even on a loaded machine. */
const ADVANCE_MS = 5_000;

/**
 * Stripe's Advance a test clock "starts advancing a test clock to a specified time in the future.
 * Advancement is done when status changes to `Ready`": the answer says `advancing`, a later
 * retrieve says `ready`, and the events of the time passed go out in between.
 */
describe('test clocks advance asynchronously, as on Stripe', () => {
  jest.setTimeout(60_000);
  let h: Harness;
  let server: Server;
  const received: Array<{ event: Stripe.Event }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ event: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Stripe.Event });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    h = await startHarness({ webhookUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, testClockAdvanceMs: ADVANCE_MS });
  });
  afterAll(async () => {
    await h.emulator.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers advancing, delivers the renewal while advancing, refuses a second advance, and is ready later', async () => {
    const product = await h.stripe.products.create({ name: 'MailScout' });
    const weekly = await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 1499, recurring: { interval: 'week' } });
    const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await h.stripe.customers.create({ email: 'async@example.com', test_clock: clock.id, payment_method: 'pm_card_visa' });
    const card = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
    const subscription = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: weekly.id }] });
    const target = START + 7 * DAY + 2 * HOUR;

    const advancing = await h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: target });
    // The answer: advancing, still at the time it was advanced from, with the target it moves to.
    expect(advancing).toMatchObject({ status: 'advancing', frozen_time: START, status_details: { advancing: { target_frozen_time: target } } });
    const retrieved = await h.stripe.testHelpers.testClocks.retrieve(clock.id);
    expect(retrieved.status).toBe('advancing');

    // One advance at a time.
    const second = await expectStripeError(h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: target + HOUR }));
    expect(second.statusCode).toBe(400);
    expect(second.type).toBe('StripeInvalidRequestError');
    expect(second.message).toMatch(/still advancing.*`ready`/);

    // The renewal's webhooks arrive while the clock is still advancing.
    const isRenewalPaid = ({ event }: { event: Stripe.Event }) => event.type === 'invoice.paid' && (event.data.object as Stripe.Invoice).billing_reason === 'subscription_cycle';
    const renewalPaid = await waitFor(() => received.find(isRenewalPaid), 15_000);
    expect((await h.stripe.testHelpers.testClocks.retrieve(clock.id)).status).toBe('advancing');
    expect(renewalPaid.event.created).toBe(START + 7 * DAY + HOUR);
    expect(received.some(({ event }) => event.type === 'test_helpers.test_clock.ready')).toBe(false);

    // Ready later, at the target, with the renewal done.
    const ready = await clockReady(h.stripe, clock.id);
    expect(ready).toMatchObject({ status: 'ready', frozen_time: target, status_details: {} });
    const renewed = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]?.current_period_start).toBe(START + 7 * DAY);
    await h.emulator.control.webhooksIdle();
    const clockEvents = received.map(({ event }) => event.type).filter((type) => type.startsWith('test_helpers.test_clock.'));
    expect(clockEvents).toEqual(['test_helpers.test_clock.created', 'test_helpers.test_clock.advancing', 'test_helpers.test_clock.ready']);
    const types = received.map(({ event }) => event.type);
    expect(types.indexOf('test_helpers.test_clock.ready')).toBe(types.length - 1);
    expect(received.find(({ event }) => event.type === 'test_helpers.test_clock.ready')?.event.created).toBe(target);

    // Ready again, it advances again.
    expect((await h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: target + HOUR })).status).toBe('advancing');
    expect((await clockReady(h.stripe, clock.id)).frozen_time).toBe(target + HOUR);
  });

  it('a reset drops an advance in progress', async () => {
    const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: START });
    expect((await h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + DAY })).status).toBe('advancing');
    h.emulator.control.reset();
    const missing = await expectStripeError(h.stripe.testHelpers.testClocks.retrieve(clock.id));
    expect(missing.statusCode).toBe(404);
  });
});
