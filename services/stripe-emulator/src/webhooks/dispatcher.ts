import { randomToken } from '../wire/ids';
import { signPayload } from './signer';
import type { StripeEvent } from '../state/models';

export interface WebhookTarget {
  url: string;
  secret: string;
  enabledEvents: string[];
  endpointId: string | null;
}

export interface DeliveryAttempt {
  at: string;
  status: number | null;
  error: string | null;
}

export interface Delivery {
  id: string;
  event_id: string;
  event_type: string;
  url: string;
  endpoint: string | null;
  status: 'pending' | 'held' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
  /** Set for deliveries made by `redeliver`/duplicate mode, so tests can tell them apart. */
  duplicate_of: string | null;
}

export interface DispatcherOptions {
  /** Delay before each retry after a non-2xx or network failure; length = max retries. */
  retryDelaysMs: number[];
  timeoutMs: number;
  onDelivered?: (eventId: string) => void;
}

interface Job {
  delivery: Delivery;
  target: WebhookTarget;
  event: StripeEvent;
}

export type ReleaseOrder = 'fifo' | 'reverse' | 'shuffle';

/**
 * Delivers events to endpoints one at a time in creation order (deterministic for tests;
 * Stripe itself guarantees no order, which tests can reproduce with hold + release
 * 'reverse'/'shuffle' and with duplicate mode).
 */
export class WebhookDispatcher {
  private readonly log: Delivery[] = [];
  private readonly queue: Job[] = [];
  private held: Job[] = [];
  private holding = false;
  private duplicate = false;
  private sending = false;
  private inFlight = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly waiters: Array<() => void> = [];
  private stopped = false;

  constructor(private readonly options: DispatcherOptions) {}

  enqueue(event: StripeEvent, targets: WebhookTarget[]): number {
    let count = 0;
    for (const target of targets) {
      if (!target.enabledEvents.includes('*') && !target.enabledEvents.includes(event.type)) continue;
      count++;
      this.add(event, target, null);
      if (this.duplicate) this.add(event, target, event.id);
    }
    return count;
  }

  /** Sends an already-sent event again (Stripe may deliver an event more than once). */
  redeliver(event: StripeEvent, targets: WebhookTarget[]): number {
    let count = 0;
    for (const target of targets) {
      if (!target.enabledEvents.includes('*') && !target.enabledEvents.includes(event.type)) continue;
      this.add(event, target, event.id);
      count++;
    }
    return count;
  }

  private add(event: StripeEvent, target: WebhookTarget, duplicateOf: string | null): void {
    const delivery: Delivery = {
      id: `whdel_${randomToken(16)}`,
      event_id: event.id,
      event_type: event.type,
      url: target.url,
      endpoint: target.endpointId,
      status: this.holding ? 'held' : 'pending',
      attempts: [],
      duplicate_of: duplicateOf,
    };
    this.log.push(delivery);
    const job = { delivery, target, event };
    if (this.holding) this.held.push(job);
    else this.queue.push(job);
    this.pump();
  }

  setDuplicate(on: boolean): void {
    this.duplicate = on;
  }

  hold(): void {
    this.holding = true;
  }

  release(order: ReleaseOrder = 'fifo'): number {
    const jobs = this.held;
    this.held = [];
    this.holding = false;
    if (order === 'reverse') jobs.reverse();
    if (order === 'shuffle') {
      for (let i = jobs.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [jobs[i], jobs[j]] = [jobs[j] as Job, jobs[i] as Job];
      }
    }
    for (const job of jobs) {
      job.delivery.status = 'pending';
      this.queue.push(job);
    }
    this.pump();
    return jobs.length;
  }

  deliveries(): Delivery[] {
    return this.log.map((delivery) => ({ ...delivery, attempts: [...delivery.attempts] }));
  }

  /** Resolves once nothing is queued, sending or waiting for a retry (held jobs don't count). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && this.inFlight === 0 && this.timers.size === 0;
  }

  private settle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.queue.length = 0;
    this.held = [];
    this.holding = false;
    this.duplicate = false;
    this.log.length = 0;
    this.settle();
  }

  stop(): void {
    this.stopped = true;
    this.reset();
  }

  private pump(): void {
    if (this.sending || this.stopped) return;
    const job = this.queue.shift();
    if (!job) {
      this.settle();
      return;
    }
    this.sending = true;
    this.inFlight++;
    void this.send(job).finally(() => {
      this.inFlight--;
      this.sending = false;
      this.pump();
    });
  }

  private async send(job: Job): Promise<void> {
    const payload = JSON.stringify(job.event, null, 2);
    const attempt: DeliveryAttempt = { at: new Date().toISOString(), status: null, error: null };
    job.delivery.attempts.push(attempt);
    try {
      const response = await fetch(job.target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signPayload(payload, job.target.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      attempt.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        job.delivery.status = 'succeeded';
        if (!job.delivery.duplicate_of) this.options.onDelivered?.(job.event.id);
        return;
      }
      attempt.error = `HTTP ${response.status}`;
    } catch (error) {
      attempt.error = error instanceof Error ? error.message : String(error);
    }
    this.scheduleRetry(job);
  }

  private scheduleRetry(job: Job): void {
    if (this.stopped) return;
    const delay = this.options.retryDelaysMs[job.delivery.attempts.length - 1];
    if (delay === undefined) {
      job.delivery.status = 'failed';
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.queue.push(job);
      this.pump();
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
