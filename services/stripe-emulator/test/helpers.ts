import Stripe from 'stripe';
import { waitFor as poll } from '@mailscout/test-kit/node';
import { startStripeEmulator, type RunningEmulator, type StartOptions } from '../src/index';

export const SECRET_KEY = 'sk_test_emulator_123';
export const PUBLISHABLE_KEY = 'pk_test_emulator_123';

export interface Harness {
  emulator: RunningEmulator;
  stripe: Stripe;
  /** A client with the publishable key, as Stripe.js would call. */
  publishable: Stripe;
}

export function clientFor(emulator: RunningEmulator, key = SECRET_KEY): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port: emulator.port, protocol: 'http', maxNetworkRetries: 0 });
}

export async function startHarness(options: StartOptions = {}): Promise<Harness> {
  const emulator = await startStripeEmulator({ port: 0, ...options });
  return { emulator, stripe: clientFor(emulator), publishable: clientFor(emulator, PUBLISHABLE_KEY) };
}

/**
 * One emulator for a test file (started before its tests, stopped after them) with a fresh state
 * for each test. The harness is read through getters, as it exists only once `beforeAll` has run.
 */
export function useHarness(options: StartOptions = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await startHarness(options);
  });
  afterAll(async () => {
    await current?.emulator.stop();
  });
  beforeEach(() => started().emulator.control.reset());
  const started = () => {
    if (!current) throw new Error('the emulator starts in beforeAll; read the harness inside a test or hook');
    return current;
  };
  return {
    get emulator() {
      return started().emulator;
    },
    get stripe() {
      return started().stripe;
    },
    get publishable() {
      return started().publishable;
    },
  };
}

/** Polls instead of sleeping a fixed time (the test kit's poll, every 10 ms). */
export function waitFor<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  return poll(check, { timeoutMs, intervalMs: 10, what: 'waitFor' }) as Promise<T>;
}

export async function expectStripeError(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected a Stripe error');
}

/**
 * Advances a test clock as a client of Stripe must: the advance answers `advancing`, and the
 * clock is moved once a later retrieve says `ready`.
 */
export async function advanceClock(stripe: Stripe, clockId: string, frozenTime: number): Promise<Stripe.TestHelpers.TestClock> {
  const advancing = await stripe.testHelpers.testClocks.advance(clockId, { frozen_time: frozenTime });
  expect(advancing.status).toBe('advancing');
  return clockReady(stripe, clockId);
}

/** Polls the clock until it is `ready` (a clock that failed to advance fails the wait). */
export function clockReady(stripe: Stripe, clockId: string): Promise<Stripe.TestHelpers.TestClock> {
  return waitFor(async () => {
    const clock = await stripe.testHelpers.testClocks.retrieve(clockId);
    if (clock.status === 'internal_failure') throw new Error(`test clock ${clockId} failed to advance`);
    return clock.status === 'ready' ? clock : undefined;
  }, 20_000);
}
