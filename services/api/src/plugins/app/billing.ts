import fp from 'fastify-plugin';
import { billingService, type BillingService } from '../../billing/billing-service';
import { isMissingResource } from '../../billing/stripe-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the identity routes need from billing. */
    billing: {
      /** Ends the subscription at the end of the paid period; returns that end (Unix seconds). */
      cancelAtPeriodEnd(subscriptionId: string): Promise<number>;
      /** Ends the subscription now (opt-out). */
      cancelNow(subscriptionId: string): Promise<void>;
    };
    /** Payments through Stripe (spec §7): checkout, webhooks, packs, refunds. */
    payments: BillingService;
  }
}

/**
 * Subscription changes go to Stripe first and Stripe's answer is written back to the store.
 * A record whose account has no Stripe customer exists only in the store (nothing to tell
 * Stripe), and one Stripe no longer knows is changed in the store alone.
 */
export default fp(
  async function billing(app) {
    const payments = billingService(app);
    app.decorate('payments', payments);

    async function throughStripe(subscriptionId: string): Promise<boolean> {
      const record = await app.store.subscriptions.collection.findOne({ _id: subscriptionId });
      if (!record) throw new Error(`subscription ${subscriptionId} not found`);
      const user = await app.store.users.findById(record.userId);
      return Boolean(user?.stripeCustomerId);
    }

    app.decorate('billing', {
      async cancelAtPeriodEnd(subscriptionId: string) {
        if (await throughStripe(subscriptionId)) {
          try {
            await app.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
            await payments.syncSubscription(subscriptionId);
          } catch (error) {
            if (!isMissingResource(error)) throw error;
            app.log.warn({ subscriptionId }, 'subscription unknown to Stripe; cancelled in the store only');
          }
        }
        const subscription = await app.store.subscriptions.collection.findOneAndUpdate(
          { _id: subscriptionId },
          { $set: { cancelAtPeriodEnd: true, updatedAt: new Date() } },
          { returnDocument: 'after' },
        );
        if (!subscription) throw new Error(`subscription ${subscriptionId} not found`);
        return Math.floor(subscription.currentPeriodEnd.getTime() / 1000);
      },
      async cancelNow(subscriptionId: string) {
        if (await throughStripe(subscriptionId)) {
          try {
            const subscription = await app.stripe.subscriptions.retrieve(subscriptionId);
            if (!['canceled', 'incomplete_expired'].includes(subscription.status)) await app.stripe.subscriptions.cancel(subscriptionId);
            await payments.syncSubscription(subscriptionId);
          } catch (error) {
            if (!isMissingResource(error)) throw error;
          }
        }
        await app.store.subscriptions.collection.updateOne(
          { _id: subscriptionId },
          { $set: { status: 'canceled', cancelAtPeriodEnd: false, updatedAt: new Date() } },
        );
      },
    });
  },
  { name: 'billing', dependencies: ['database', 'stripe', 'authentication', 'mailer'] },
);
