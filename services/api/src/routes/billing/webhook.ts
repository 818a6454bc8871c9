import type Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metrics } from '@mailscout/ops';
import { DomainError } from '../../errors/domain-error';
import { contractRoute } from '../contract-route';
import { idOf } from '../../billing/stripe/stripe-id';
import { isHandledWebhookEvent, type HandledWebhookEvent } from '../../billing/stripe/webhook-events';

// Stripe's events can carry whole invoices: more room than the API's other bodies.
const WEBHOOK_BODY_LIMIT = 1024 * 1024;
// docs/architecture.md#http-hardening: Stripe's own check refuses only old signatures; one from the future is as suspect.
const TIMESTAMP_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header; null when there is none. */
function signedAt(signature: string): number | null {
  const part = signature.split(',').find((item) => item.trim().startsWith('t='));
  const value = part ? Number(part.trim().slice(2)) : NaN;
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body (this plugin's own JSON
 * parser keeps the bytes; the rest of the API parses JSON as usual). Every event id is stored
 * once; state is re-fetched from Stripe, so duplicates and any arrival order give one result.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  const objectId = (event: Stripe.Event) => (event.data.object as { id?: string }).id!;
  const syncInvoiceSubscription = async (event: Stripe.Event) => {
    const subscription = idOf((event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription);
    if (subscription) await app.billing.syncSubscription(subscription);
  };
  const applyInvoice = (event: Stripe.Event) => app.billing.applyInvoice(objectId(event), { eventId: event.id, mustSendReceipt: true });
  const syncSubscription = (event: Stripe.Event) => app.billing.syncSubscription(objectId(event));
  // One handler per event of the catalogue (billing/stripe/webhook-events.ts), which is also what
  // `pnpm stripe:setup` subscribes the endpoint to: the compiler holds the two together.
  const handlers: { [Type in HandledWebhookEvent]: (event: Stripe.Event) => Promise<unknown> } = {
    'invoice.paid': applyInvoice,
    'invoice.payment_succeeded': applyInvoice,
    'invoice.payment_failed': syncInvoiceSubscription,
    'invoice.payment_action_required': syncInvoiceSubscription,
    'invoice.voided': syncInvoiceSubscription,
    'payment_intent.succeeded': (event) => app.billing.applyPaymentIntent(objectId(event), { eventId: event.id, mustSendReceipt: true }),
    'refund.created': (event) => app.billing.confirmRefund(objectId(event)),
    'customer.subscription.trial_will_end': (event) => app.billing.sendTrialReminder(objectId(event)),
    // A preview without an id: its subscription is re-fetched, its amount is what Stripe will charge.
    'invoice.upcoming': (event) => app.billing.sendRenewalReminder(event.data.object as Stripe.Invoice),
    'customer.subscription.created': syncSubscription,
    'customer.subscription.updated': syncSubscription,
    'customer.subscription.deleted': syncSubscription,
    'customer.subscription.paused': syncSubscription,
    'customer.subscription.resumed': syncSubscription,
  };

  async function handle(event: Stripe.Event) {
    if (isHandledWebhookEvent(event.type)) await handlers[event.type](event);
  }

  app.route({
    ...contractRoute('billing.stripeWebhook'),
    bodyLimit: WEBHOOK_BODY_LIMIT,
    // Stripe's deliveries come in bursts from few addresses; the signature is the guard.
    config: { rateLimit: false },
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new Error('missing body or signature');
        const at = signedAt(signature);
        if (at === null || Math.abs(Math.floor(Date.now() / 1000) - at) > TIMESTAMP_TOLERANCE_SECONDS) throw new Error('timestamp outside the tolerance');
        event = app.stripe.webhooks.constructEvent(request.body, signature, app.config.stripe.webhookSecret, TIMESTAMP_TOLERANCE_SECONDS);
      } catch (error) {
        metrics.webhooks.inc({ type: 'unknown', outcome: 'rejected' });
        throw new DomainError({ code: 'INVALID_SIGNATURE', message: 'Invalid webhook signature', cause: error });
      }
      // docs/operations.md#payments: by type (the handled ones; a bounded set) and outcome.
      const type = isHandledWebhookEvent(event.type) ? event.type : 'other';
      try {
        const first = await app.store.paymentEvents.recordFirstDelivery(event.id, event.type);
        // Received before but not finished (a failure on the way): process it again.
        if (!first && (await app.store.paymentEvents.isProcessed(event.id))) {
          metrics.webhooks.inc({ type, outcome: 'duplicate' });
          return { received: true, duplicate: true };
        }
        await handle(event);
        await app.store.paymentEvents.markProcessed(event.id);
      } catch (error) {
        metrics.webhooks.inc({ type, outcome: 'failed' });
        throw error;
      }
      metrics.webhooks.inc({ type, outcome: type === 'other' ? 'ignored' : 'applied' });
      return { received: true };
    },
  });
};

export default webhookRoutes;
