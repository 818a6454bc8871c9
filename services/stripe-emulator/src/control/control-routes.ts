import type { Emulator } from '../emulator';
import type { PaymentIntent, SetupIntent, StripeEvent } from '../state/models';
import { invalidRequest, resourceMissing } from '../wire/errors';
import { intentIdFromClientSecret } from '../wire/ids';
import { parseForm, parseJsonBody } from '../wire/form-body';
import { completePaymentAuthentication } from '../resources/payment-intents';
import { completeSetupAuthentication } from '../resources/setup-intents';
import type { ReleaseOrder } from '../webhooks/dispatcher';
import { parseRetrySchedule } from '../billing/retry-schedule';

/**
 * Non-Stripe control plane under /_emulator/ for tests and the Stripe.js stand-in. Bodies
 * may be JSON or form-encoded; no API key is needed (the emulator only listens locally).
 */
export interface ControlResult {
  status: number;
  body: unknown;
}

function parseBody(raw: string): Record<string, unknown> {
  const trimmed = raw.trim();
  if (!trimmed) return {};
  return trimmed.startsWith('{') ? parseJsonBody(trimmed) : parseForm(trimmed);
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

/** Approves or fails the 3D Secure challenge of a PaymentIntent or SetupIntent. */
export function authenticateIntent(emulator: Emulator, clientSecret: string, approve: boolean): PaymentIntent | SetupIntent {
  const id = intentIdFromClientSecret(clientSecret);
  if (!id) throw invalidRequest('Invalid client_secret.', { param: 'client_secret' });
  if (id.startsWith('pi_')) {
    const pi = emulator.store.get<PaymentIntent>(id, 'payment_intent');
    if (!pi || pi.client_secret !== clientSecret) throw resourceMissing('payment_intent', id, 'client_secret');
    return emulator.requests.run({ id: 'req_emulator_3ds', idempotencyKey: null }, () => completePaymentAuthentication(emulator, pi, approve));
  }
  const si = emulator.store.get<SetupIntent>(id, 'setup_intent');
  if (!si || si.client_secret !== clientSecret) throw resourceMissing('setupintent', id, 'client_secret');
  return emulator.requests.run({ id: 'req_emulator_3ds', idempotencyKey: null }, () => completeSetupAuthentication(emulator, si, approve));
}

export async function handleControl(emulator: Emulator, method: string, url: URL, raw: string): Promise<ControlResult> {
  const body = parseBody(raw);
  const route = `${method.toUpperCase()} ${url.pathname.replace(/\/+$/, '')}`;
  switch (route) {
    case 'GET /_emulator/health':
      return { status: 200, body: { ok: true } };
    case 'POST /_emulator/reset':
      emulator.reset();
      return { status: 200, body: { reset: true } };
    case 'GET /_emulator/webhooks/deliveries': {
      const type = url.searchParams.get('type');
      const deliveries = emulator.webhooks.deliveries().filter((delivery) => !type || delivery.event_type === type);
      return { status: 200, body: { object: 'list', data: deliveries } };
    }
    case 'POST /_emulator/webhooks/hold':
      emulator.webhooks.hold();
      return { status: 200, body: { holding: true } };
    case 'POST /_emulator/webhooks/release': {
      const order = (body.order as ReleaseOrder | undefined) ?? 'fifo';
      if (!['fifo', 'reverse', 'shuffle'].includes(order)) throw invalidRequest('order must be fifo, reverse or shuffle', { param: 'order' });
      return { status: 200, body: { released: emulator.webhooks.release(order) } };
    }
    case 'POST /_emulator/webhooks/duplicate':
      emulator.webhooks.setDuplicate(truthy(body.enabled));
      return { status: 200, body: { duplicate: truthy(body.enabled) } };
    case 'POST /_emulator/webhooks/redeliver': {
      const event = emulator.store.get<StripeEvent>(String(body.event ?? ''), 'event');
      if (!event) throw resourceMissing('event', String(body.event ?? ''), 'event');
      return { status: 200, body: { deliveries: emulator.webhooks.redeliver(event, emulator.webhookTargets()) } };
    }
    case 'POST /_emulator/webhooks/idle':
      await emulator.webhooks.idle();
      return { status: 200, body: { idle: true } };
    case 'POST /_emulator/billing': {
      if (typeof body.retry_schedule === 'string') {
        try {
          emulator.billing.retryScheduleDays = parseRetrySchedule(body.retry_schedule);
        } catch (error) {
          throw invalidRequest((error as Error).message, { param: 'retry_schedule' });
        }
      }
      if (body.retry_schedule_days !== undefined) {
        const days = (Array.isArray(body.retry_schedule_days) ? body.retry_schedule_days : Object.values(body.retry_schedule_days as object)).map(Number);
        if (days.some((day) => !Number.isFinite(day) || day <= 0)) throw invalidRequest('retry_schedule_days must be positive numbers', { param: 'retry_schedule_days' });
        emulator.billing.retryScheduleDays = days;
      }
      if (body.on_retries_exhausted !== undefined) {
        if (body.on_retries_exhausted !== 'cancel' && body.on_retries_exhausted !== 'unpaid' && body.on_retries_exhausted !== 'past_due') {
          throw invalidRequest('on_retries_exhausted must be cancel, unpaid or past_due', { param: 'on_retries_exhausted' });
        }
        emulator.billing.onRetriesExhausted = body.on_retries_exhausted;
      }
      if (body.upcoming_renewal_days !== undefined) {
        const days = Number(body.upcoming_renewal_days);
        if (!Number.isInteger(days) || days < 1) throw invalidRequest('upcoming_renewal_days must be a whole number of days, at least 1', { param: 'upcoming_renewal_days' });
        emulator.billing.upcomingRenewalDays = days;
      }
      return { status: 200, body: emulator.billing };
    }
    case 'POST /_emulator/authenticate':
      return { status: 200, body: authenticateIntent(emulator, String(body.client_secret ?? ''), body.outcome !== 'fail') };
    default:
      throw invalidRequest(`Unknown emulator control route ${route}.`, { status: 404 });
  }
}
