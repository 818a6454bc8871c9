import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
import { startStripeEmulator } from './index';
import type { BillingConfig } from './emulator';
import { parseOnRetriesExhausted, parseRetrySchedule } from './billing/retry-schedule';

/**
 * `pnpm --filter @mailscout/stripe-emulator start [--port N] [--webhook-url URL] [--webhook-secret whsec_…] [--upcoming-renewal-days N]
 *   [--retry-schedule smart-retries|30-days|1,3,5] [--on-retries-exhausted cancel|unpaid|past_due] [--test-clock-advance-ms N]`
 * Env: STRIPE_EMULATOR_PORT, STRIPE_EMULATOR_WEBHOOK_URL, STRIPE_EMULATOR_WEBHOOK_SECRET, STRIPE_EMULATOR_HOST,
 * STRIPE_EMULATOR_UPCOMING_RENEWAL_DAYS, STRIPE_EMULATOR_TEST_CLOCK_ADVANCE_MS,
 * STRIPE_EMULATOR_RETRY_SCHEDULE (smart-retries | 30-days | 1,3,5), STRIPE_EMULATOR_ON_RETRIES_EXHAUSTED (cancel | unpaid | past_due).
 */
function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

/** The least time an advancing test clock takes before it is `ready`; unset keeps the default. */
function testClockAdvanceMs(): number | undefined {
  const text = flag('test-clock-advance-ms') ?? process.env.STRIPE_EMULATOR_TEST_CLOCK_ADVANCE_MS;
  if (text === undefined) return undefined;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`test clock advance ms must be a whole number, at least 0 (got "${text}")`);
  return ms;
}

/**
 * The account's dunning settings: the retry schedule (Smart Retries by default, `30-days`, or
 * days such as `1,3,5`) and what a subscription becomes when the last retry fails.
 */
function dunning(): Partial<BillingConfig> {
  const schedule = flag('retry-schedule') ?? process.env.STRIPE_EMULATOR_RETRY_SCHEDULE;
  const exhausted = flag('on-retries-exhausted') ?? process.env.STRIPE_EMULATOR_ON_RETRIES_EXHAUSTED;
  return {
    ...(schedule === undefined ? {} : { retryScheduleDays: parseRetrySchedule(schedule) }),
    ...(exhausted === undefined ? {} : { onRetriesExhausted: parseOnRetriesExhausted(exhausted) }),
  };
}

/** Stripe's "Upcoming renewal events" setting; unset keeps the emulator's default. */
function upcomingRenewalDays(): number | undefined {
  const text = flag('upcoming-renewal-days') ?? process.env.STRIPE_EMULATOR_UPCOMING_RENEWAL_DAYS;
  if (text === undefined) return undefined;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1) throw new Error(`upcoming renewal days must be a whole number of days, at least 1 (got "${text}")`);
  return days;
}

async function main(): Promise<void> {
  const port = Number(flag('port') ?? process.env.STRIPE_EMULATOR_PORT ?? 12111);
  const days = upcomingRenewalDays();
  const running = await startStripeEmulator({
    port,
    host: flag('host') ?? process.env.STRIPE_EMULATOR_HOST ?? '127.0.0.1',
    webhookUrl: flag('webhook-url') ?? process.env.STRIPE_EMULATOR_WEBHOOK_URL,
    webhookSecret: flag('webhook-secret') ?? process.env.STRIPE_EMULATOR_WEBHOOK_SECRET,
    billing: { ...dunning(), ...(days === undefined ? {} : { upcomingRenewalDays: days }) },
    testClockAdvanceMs: testClockAdvanceMs(),
  });
  console.info(`[stripe-emulator] listening on ${running.url}`);
  // docs/deploy.md#graceful-shutdown, as our own processes stop.
  gracefulShutdown({ name: 'stripe-emulator', timeoutMs: 10_000, log: consoleShutdownLog(), steps: [{ name: 'stop', run: () => running.stop() }] });
}

main().catch((error: unknown) => {
  console.error('[stripe-emulator] failed to start', error);
  process.exit(1);
});
