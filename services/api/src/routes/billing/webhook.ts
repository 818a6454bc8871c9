import type Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import { contractRoute } from '../contract-route';
import { idOf } from '../../billing/stripe/stripe-id';

// Stripe's events can carry whole invoices: more room than the API's other bodies.
const WEBHOOK_BODY_LIMIT = 1024 * 1024;
// Issue 14.5: Stripe's own check refuses only old signatures; one from the future is as suspect.
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

  async function handle(event: Stripe.Event) {
    const object = event.data.object as { id?: string; object?: string };
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        await app.billing.applyInvoice(object.id!, { eventId: event.id, mustSendReceipt: true });
        return;
      case 'invoice.payment_failed':
      case 'invoice.payment_action_required':
      case 'invoice.voided': {
        const subscription = idOf((event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription);
        if (subscription) await app.billing.syncSubscription(subscription);
        return;
      }
      case 'payment_intent.succeeded':
        await app.billing.applyPaymentIntent(object.id!, { eventId: event.id, mustSendReceipt: true });
        return;
      case 'refund.created':
        await app.billing.confirmRefund(object.id!);
        return;
      case 'customer.subscription.trial_will_end':
        await app.billing.sendTrialReminder(object.id!);
        return;
      case 'invoice.upcoming':
        // A preview without an id: its subscription is re-fetched, its amount is what Stripe will charge.
        await app.billing.sendRenewalReminder(event.data.object);
        return;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        await app.billing.syncSubscription(object.id!);
        return;
      default:
        return;
    }
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
        throw new DomainError({ code: 'INVALID_SIGNATURE', statusCode: 400, message: 'Invalid webhook signature', cause: error });
      }
      const first = await app.store.paymentEvents.recordFirstDelivery(event.id, event.type);
      // Received before but not finished (a failure on the way): process it again.
      if (!first && (await app.store.paymentEvents.isProcessed(event.id))) return { received: true, duplicate: true };
      await handle(event);
      await app.store.paymentEvents.markProcessed(event.id);
      return { received: true };
    },
  });
};

export default webhookRoutes;
