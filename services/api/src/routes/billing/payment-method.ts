import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETUP_INTENT_FAILED, withBillingErrors } from '../../billing/stripe/stripe-errors';
import { contractRoute } from '../contract-route';

const UPDATE_FAILED = 'The card could not be updated.';

/**
 * docs/decisions.md#payment-method: the account's saved card, updatable. Stripe.js confirms a SetupIntent for the
 * account's customer with the new card; the API then makes that card the one the subscription
 * charges. `GET /api/me` shows the stored card.
 */
const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('billing.paymentMethodSetup'),
    handler: async (request) => withBillingErrors(SETUP_INTENT_FAILED, () => app.billing.startPaymentMethodUpdate(request.user.userId)),
  });

  app.route({
    ...contractRoute('billing.updatePaymentMethod'),
    handler: async (request) => withBillingErrors(UPDATE_FAILED, () => app.billing.finishPaymentMethodUpdate(request.user.userId, request.body.setupIntentId)),
  });
};

export default paymentMethodRoutes;
