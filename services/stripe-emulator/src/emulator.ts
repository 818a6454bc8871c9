import { AsyncLocalStorage } from 'node:async_hooks';
import { Store, clone, type StripeObject } from './state/store';
import { HiddenState } from './state/hidden';
import { BackgroundWork } from './state/background';
import { IdempotencyCache } from './wire/idempotency';
import { WebhookDispatcher, type WebhookTarget } from './webhooks/dispatcher';
import { newId } from './wire/ids';
import type { Customer, StripeEvent, TestClock, WebhookEndpoint } from './state/models';
import type { ExpandSource } from './wire/expand';

export const API_VERSION = '2026-10-28.endive';

export interface BillingConfig {
  /** Days after the first failed attempt on which Stripe's retries run; after the last one fails the subscription ends. */
  retryScheduleDays: number[];
  /**
   * What happens to a subscription when all retries failed, Stripe's "Subscription status"
   * setting: cancel it (the default), mark it unpaid, or leave it past-due.
   */
  onRetriesExhausted: 'cancel' | 'unpaid' | 'past_due';
  /** Stripe's "Upcoming renewal events" setting: `invoice.upcoming` goes out this many days before a renewal. */
  upcomingRenewalDays: number;
}

export interface EmulatorOptions {
  webhookUrl?: string;
  webhookSecret?: string;
  webhookRetryDelaysMs?: number[];
  billing?: Partial<BillingConfig>;
  /**
   * The least time a test clock stays `advancing` after an advance request (Stripe's take
   * seconds): long enough that a client which does not wait for `ready` sees `advancing`.
   */
  testClockAdvanceMs?: number;
}

export const DEFAULT_TEST_CLOCK_ADVANCE_MS = 100;

/**
 * A default Stripe account's dunning: Smart Retries with the recommended policy, "8 tries within
 * 2 weeks" (Stripe's Smart Retries guide; "retry the customer's charge up to eight times"): eight
 * retries after the failed renewal, the last 14 days after it. Smart Retries picks each time with a
 * model; the emulator spreads them over the fortnight at fixed days so tests can count on them.
 */
export const SMART_RETRY_SCHEDULE_DAYS: readonly number[] = [1, 2, 4, 6, 8, 10, 12, 14];
/** The custom schedule this product used before (still selectable): seven retries over 30 days. */
export const THIRTY_DAY_RETRY_SCHEDULE_DAYS: readonly number[] = [1, 3, 5, 7, 14, 21, 30];
export const DEFAULT_RETRY_SCHEDULE_DAYS = SMART_RETRY_SCHEDULE_DAYS;
/** Taken as Stripe's default for "Upcoming renewal events" (see README: not confirmed by Stripe's documentation). */
export const DEFAULT_UPCOMING_RENEWAL_DAYS = 7;
export const DEFAULT_WEBHOOK_SECRET = 'whsec_stripe_emulator_default_secret';

interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

/** All state of one emulator instance; resources get it through the request context. */
export class Emulator {
  readonly store = new Store();
  readonly hidden = new HiddenState();
  readonly idempotency = new IdempotencyCache();
  readonly webhooks: WebhookDispatcher;
  readonly requests = new AsyncLocalStorage<RequestInfo>();
  /** Test clocks advancing after their advance request was answered. */
  readonly background = new BackgroundWork();
  readonly testClockAdvanceMs: number;
  billing: BillingConfig;
  private readonly staticTargets: WebhookTarget[];
  /** Stripe.js virtual fields: computed only when a caller expands them. */
  readonly virtualFields = new Map<string, (owner: StripeObject) => unknown>();

  constructor(private readonly options: EmulatorOptions = {}) {
    this.billing = this.defaultBilling();
    this.testClockAdvanceMs = options.testClockAdvanceMs ?? DEFAULT_TEST_CLOCK_ADVANCE_MS;
    this.staticTargets = options.webhookUrl
      ? [{ url: options.webhookUrl, secret: options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET, enabledEvents: ['*'], endpointId: null }]
      : [];
    this.webhooks = new WebhookDispatcher({
      retryDelaysMs: options.webhookRetryDelaysMs ?? [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000],
      timeoutMs: 10_000,
      onDelivered: (eventId) => {
        const event = this.store.get<StripeEvent>(eventId, 'event');
        if (event && typeof event.pending_webhooks === 'number' && event.pending_webhooks > 0) event.pending_webhooks -= 1;
      },
    });
  }

  private defaultBilling(): BillingConfig {
    return {
      retryScheduleDays: [...(this.options.billing?.retryScheduleDays ?? DEFAULT_RETRY_SCHEDULE_DAYS)],
      onRetriesExhausted: this.options.billing?.onRetriesExhausted ?? 'cancel',
      upcomingRenewalDays: this.options.billing?.upcomingRenewalDays ?? DEFAULT_UPCOMING_RENEWAL_DAYS,
    };
  }

  /** Current time for objects of a customer: its test clock's frozen time, else wall-clock time. */
  now(customerId?: string | null): number {
    if (customerId) {
      const customer = this.store.get<Customer>(customerId, 'customer');
      if (customer?.test_clock) return this.clockNow(customer.test_clock);
    }
    return Math.floor(Date.now() / 1000);
  }

  clockNow(clockId: string): number {
    const clock = this.store.get<TestClock>(clockId, 'test_helpers.test_clock');
    if (!clock) return Math.floor(Date.now() / 1000);
    return this.hidden.of(clock.id).engineTime ?? clock.frozen_time;
  }

  clockOf(customerId: string | null | undefined): string | null {
    if (!customerId) return null;
    return this.store.get<Customer>(customerId, 'customer')?.test_clock ?? null;
  }

  webhookTargets(): WebhookTarget[] {
    const endpoints = this.store.all<WebhookEndpoint>('webhook_endpoint').filter((endpoint) => endpoint.status === 'enabled');
    return [
      ...this.staticTargets,
      ...endpoints.map((endpoint) => ({ url: endpoint.url, secret: endpoint.secret ?? '', enabledEvents: endpoint.enabled_events, endpointId: endpoint.id })),
    ];
  }

  /**
   * Records an event with a snapshot of the object as it is now and queues its webhooks.
   * Events about a test-clock customer's objects carry the clock's time, as on Stripe.
   */
  emit(type: StripeEvent['type'], object: StripeObject, previousAttributes?: Record<string, unknown>): StripeEvent {
    let created: number;
    if (object.object === 'test_helpers.test_clock') created = (object as TestClock).frozen_time;
    else created = this.now(object.object === 'customer' ? object.id : typeof object.customer === 'string' ? object.customer : null);
    const request = this.requests.getStore();
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created,
      data: previousAttributes ? { object: clone(object), previous_attributes: clone(previousAttributes) } : { object: clone(object) },
      livemode: false,
      pending_webhooks: 0,
      request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
      type,
    };
    this.store.insert(event);
    event.pending_webhooks = this.webhooks.enqueue(event, this.webhookTargets());
    return event;
  }

  /**
   * Runs work that no API request caused (the time engine: renewals, finalization, retries,
   * expiry, a test clock reaching its time). Stripe sends such events with
   * `request: { id: null, idempotency_key: null }`, even when an API call gave it the chance to run.
   */
  automatically<T>(work: () => T): T {
    return this.requests.exit(work);
  }

  expandSource(): ExpandSource {
    return {
      lookup: (id) => this.store.get(id),
      virtual: (owner, field) => {
        const compute = this.virtualFields.get(`${owner.object}.${field}`);
        return compute ? { value: compute(owner) } : undefined;
      },
    };
  }

  reset(): void {
    this.background.cancelAll();
    this.store.clear();
    this.hidden.clear();
    this.idempotency.clear();
    this.webhooks.reset();
    this.billing = this.defaultBilling();
  }
}
