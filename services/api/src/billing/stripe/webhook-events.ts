import type Stripe from 'stripe';

/**
 * The Stripe events the API acts on (routes/billing/webhook.ts has one handler per entry, checked by
 * the compiler), and so the events `pnpm stripe:setup` subscribes the webhook endpoint to
 * (docs/deploy.md#stripe). One list: an event handled but not subscribed never arrives, one
 * subscribed but not handled is only noise.
 */
export const HANDLED_WEBHOOK_EVENTS = [
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'invoice.voided',
  // Sent only when the account's Billing settings send upcoming-renewal events (docs/deploy.md#stripe-account).
  'invoice.upcoming',
  'payment_intent.succeeded',
  'refund.created',
  'customer.subscription.trial_will_end',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
] as const satisfies readonly Stripe.Event.Type[];

export type HandledWebhookEvent = (typeof HANDLED_WEBHOOK_EVENTS)[number];

export function isHandledWebhookEvent(type: string): type is HandledWebhookEvent {
  return (HANDLED_WEBHOOK_EVENTS as readonly string[]).includes(type);
}
