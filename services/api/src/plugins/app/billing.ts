import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the identity routes need from billing. */
    billing: {
      /** Ends the subscription at the end of the paid period; returns that end (Unix seconds). */
      cancelAtPeriodEnd(subscriptionId: string): Promise<number>;
      /** Ends the subscription now (opt-out). */
      cancelNow(subscriptionId: string): Promise<void>;
    };
  }
}

/**
 * Subscription changes as the store records them. The payments issue puts the payment
 * provider in front of this (the provider's answer is then written back here); until then the
 * store's own record is what is changed.
 */
export default fp(
  async function billing(app) {
    app.decorate('billing', {
      async cancelAtPeriodEnd(subscriptionId: string) {
        const subscription = await app.store.subscriptions.collection.findOneAndUpdate(
          { _id: subscriptionId },
          { $set: { cancelAtPeriodEnd: true, updatedAt: new Date() } },
          { returnDocument: 'after' },
        );
        if (!subscription) throw new Error(`subscription ${subscriptionId} not found`);
        return Math.floor(subscription.currentPeriodEnd.getTime() / 1000);
      },
      async cancelNow(subscriptionId: string) {
        await app.store.subscriptions.collection.updateOne(
          { _id: subscriptionId },
          { $set: { status: 'canceled', cancelAtPeriodEnd: false, updatedAt: new Date() } },
        );
      },
    });
  },
  { name: 'billing', dependencies: ['database'] },
);
