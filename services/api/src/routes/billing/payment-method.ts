import { PaymentMethodSetupResponse, UpdatePaymentMethodRequest, UpdatePaymentMethodResponse } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETUP_INTENT_FAILED, withBillingErrors } from '../../billing/stripe/stripe-errors';
import { errorResponses } from '../error-responses';

const UPDATE_FAILED = 'The card could not be updated.';

/**
 * docs/decisions.md#payment-method: the account's saved card, updatable. Stripe.js confirms a SetupIntent for the
 * account's customer with the new card; the API then makes that card the one the subscription
 * charges. `GET /api/me` shows the stored card.
 */
const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment-method/setup',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Start replacing the saved card: a SetupIntent for the account\'s customer',
        response: { 200: PaymentMethodSetupResponse, ...errorResponses(400, 401, 402, 403, 404, 429, 503) },
      },
    },
    async (request) => withBillingErrors(SETUP_INTENT_FAILED, () => app.billing.startPaymentMethodUpdate(request.auth!.userId)),
  );

  app.post(
    '/payment-method',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Make the confirmed SetupIntent\'s card the one the subscription charges',
        body: UpdatePaymentMethodRequest,
        response: { 200: UpdatePaymentMethodResponse, ...errorResponses(400, 401, 402, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => withBillingErrors(UPDATE_FAILED, () => app.billing.finishPaymentMethodUpdate(request.auth!.userId, request.body.setupIntentId)),
  );
};

export default paymentMethodRoutes;
