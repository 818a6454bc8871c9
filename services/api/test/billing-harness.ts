import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Document } from 'mongodb';
import Stripe from 'stripe';
import { startStripeEmulator, type RunningEmulator } from '@mailscout/stripe-emulator';
import { freePort, waitFor } from '@mailscout/test-kit/node';
import type { App } from '../src/app';
import { build } from './helper';
import { withTestMongo } from './mongo';
import { rawCollection } from './raw-db';

export const WEBHOOK_SECRET = 'whsec_billing_tests_secret';
export const SECRET_KEY = 'sk_test_billing_tests';
export const PUBLISHABLE_KEY = 'pk_test_billing_tests';
export const DAY = 86_400;

/** A catalogue file like the shipped one with other figures (e.g. a small credit cap). */
export function catalogueFile(change: (catalogue: Record<string, unknown>) => void): string {
  const catalogue = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'price-catalogue.json'), 'utf8')) as Record<string, unknown>;
  change(catalogue);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'billing-catalogue-')), 'catalogue.json');
  fs.writeFileSync(file, JSON.stringify(catalogue));
  return file;
}

/**
 * The API listening on a port (so the emulator's webhooks reach it), the Stripe emulator in
 * process pointed at it, and the embedded MongoDB: a fresh database and emulator state per test.
 * Mails are recorded in `mails`; with `smtpUrl` (a MailDev's) they are also really sent.
 */
export function withBilling(options: { env?: Record<string, string>; smtpUrl?: () => string } = {}) {
  // A payment runs through the API, the emulator and its webhooks: on a busy 2-core CI
  // machine that can take more than Jest's default 5 s.
  jest.setTimeout(30_000);
  const mongo = withTestMongo();
  let emulator: RunningEmulator | undefined;
  let port = 0;
  let databaseUri = '';
  const h = {
    api: undefined as unknown as App,
    stripe: undefined as unknown as Stripe,
    /** Calls as Stripe.js makes them (publishable key + client secret). */
    browser: undefined as unknown as Stripe,
    get emulator(): RunningEmulator {
      return emulator!;
    },
    mails: [] as Array<{ to: string; template: unknown }>,
    /** A collection of the API's database, read raw (what a test checks beside the repositories). */
    collection<T extends Document = { _id: string } & Document>(name: string) {
      return rawCollection<T>(h.api, name);
    },
    /** Starts the API; `keepDatabase` restarts it on the same database (a new configuration, a deploy). */
    async start(env: Record<string, string> = {}, startOptions: { keepDatabase?: boolean } = {}) {
      const smtp: Record<string, string> = options.smtpUrl ? { SMTP_URL: options.smtpUrl() } : {};
      if (!startOptions.keepDatabase || !databaseUri) databaseUri = mongo.uri();
      const api = await build({
        mongoUri: databaseUri,
        env: { STRIPE_API_URL: emulator!.url, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...smtp, ...options.env, ...env },
      });
      h.mails = [];
      const send = api.mailer.send.bind(api.mailer);
      jest.spyOn(api.mailer, 'send').mockImplementation(async (to, template, language) => {
        if (options.smtpUrl) await send(to, template, language);
        h.mails.push({ to, template });
      });
      await api.listen({ port, host: '127.0.0.1' });
      h.api = api;
      return api;
    },
  };

  beforeAll(async () => {
    port = await freePort();
    emulator = await startStripeEmulator({ port: 0, webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`, webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [20, 40, 80] });
    const connection = { host: '127.0.0.1', port: emulator.port, protocol: 'http' as const, maxNetworkRetries: 0 };
    h.stripe = new Stripe(SECRET_KEY, connection);
    h.browser = new Stripe(PUBLISHABLE_KEY, connection);
  });
  beforeEach(async () => {
    emulator!.control.reset();
    await h.start();
  });
  afterEach(async () => {
    // Nothing of this test may reach the next test's API.
    await emulator!.control.webhooksIdle();
  });
  afterAll(async () => {
    await emulator?.stop();
  });
  return h;
}

export type BillingHarness = ReturnType<typeof withBilling>;

export function trialPayload(email: string, paymentMethodId = 'pm_card_visa', extra: Record<string, unknown> = {}) {
  return { email, paymentMethodId, scanEmail: 'target@example.org', language: 'en', termsAccepted: true, ...extra };
}

/** create-subscription as the checkout sends it; with `token`, as that signed-in account. */
export async function buyTrial(h: BillingHarness, email: string, paymentMethodId = 'pm_card_visa', extra: Record<string, unknown> = {}, token?: string) {
  return h.api.inject({ method: 'POST', url: '/api/create-subscription', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: trialPayload(email, paymentMethodId, extra) });
}

/**
 * Stripe advances a test clock in the background: the advance answers `advancing`, and the
 * clock has reached its time once a retrieve says `ready` (`internal_failure` if Stripe gave up).
 * So we poll, as a client of Stripe test mode must.
 */
export async function clockReady(h: BillingHarness, clockId: string): Promise<Stripe.TestHelpers.TestClock> {
  return waitFor(
    async () => {
      const clock = await h.stripe.testHelpers.testClocks.retrieve(clockId);
      if (clock.status === 'internal_failure') throw new Error(`test clock ${clockId} failed to advance`);
      return clock.status === 'ready' ? clock : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 25, what: `test clock ${clockId} ready` },
  );
}

/** A customer on a test clock, found by the API by its email. */
export async function clockCustomer(h: BillingHarness, email: string, start = Math.floor(Date.UTC(2031, 0, 31, 12) / 1000)) {
  const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: start });
  const customer = await h.stripe.customers.create({ email, test_clock: clock.id });
  return {
    clock,
    customer,
    start,
    /** Stripe refuses an advance of more than two intervals of the shortest subscription: a week at a time. */
    async advanceTo(time: number) {
      let frozen = (await h.stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time;
      while (frozen < time) {
        frozen = Math.min(time, frozen + 7 * DAY);
        await h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: frozen });
        await clockReady(h, clock.id);
        await h.emulator.control.webhooksIdle();
      }
    },
  };
}

export async function creditsOf(h: BillingHarness, email: string): Promise<number | null> {
  const user = await h.api.store.users.findByEmail(email);
  return user ? user.credits : null;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
