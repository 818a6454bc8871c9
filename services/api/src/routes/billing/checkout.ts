import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StartedSubscription } from '../../billing/checkout/start-subscription';
import { SETUP_INTENT_FAILED, SUBSCRIPTION_FAILED, withBillingErrors } from '../../billing/stripe/stripe-errors';
import { accountQuestions } from '../../identity/account-questions';
import { contractRoute } from '../contract-route';
import { callerOf, startSessionFor } from './caller';

/** What the buyer's browser gets back: the session token only when this payment signed it in. */
function answer(started: StartedSubscription, token: string | undefined) {
  const { signInUserId: _signInUserId, paid: _paid, credits: _credits, refunded: _refunded, paymentError: _paymentError, ...rest } = started;
  return { ...rest, ...(token ? { token } : {}) };
}

/**
 * docs/product.md#api-calls: the trial checkout. Before any charge the billing address is proven (docs/decisions.md#billing-proof):
 * a new address, or the caller's own account; otherwise 403 SIGN_IN_REQUIRED. That answer tells whether an address has
 * an account, so each address asked about counts against the client's budget first (docs/decisions.md#customer-oracle).
 */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const questions = accountQuestions(app);
  app.route({
    ...contractRoute('checkout.setupPayment'),
    handler: async (request) => {
      await questions.count(request, request.body.email);
      return withBillingErrors(SETUP_INTENT_FAILED, () => app.billing.setupPayment(request.body.email, callerOf(request)));
    },
  });

  app.route({
    ...contractRoute('checkout.createSubscription'),
    handler: async (request, reply) => {
      await questions.count(request, request.body.email);
      const started = await withBillingErrors(SUBSCRIPTION_FAILED, () => app.billing.startSubscription(request.body, callerOf(request)));
      return answer(started, await startSessionFor(request, reply, started.signInUserId));
    },
  });

  app.route({
    ...contractRoute('checkout.attachAndSubscribe'),
    handler: async (request, reply) => {
      const { customerId, paymentMethodId, priceId, email, language, scanEmail, plan, termsAccepted } = request.body;
      await questions.count(request, email);
      const started = await withBillingErrors(SUBSCRIPTION_FAILED, () =>
        app.billing.startSubscription(
          { customerId, paymentMethodId, priceId: priceId || undefined, email, language, scanEmail: scanEmail ?? email, plan, withTrial: true, termsAccepted },
          callerOf(request),
        ),
      );
      return answer(started, await startSessionFor(request, reply, started.signInUserId));
    },
  });

  app.route({
    ...contractRoute('checkout.syncInvoice'),
    handler: async (request, reply) => {
      const { signInUserId, ...outcome } = await withBillingErrors(SUBSCRIPTION_FAILED, () =>
        app.billing.confirmFirstPayment(request.body.subscriptionId, { caller: callerOf(request), checkoutToken: request.body.checkoutToken }),
      );
      const token = await startSessionFor(request, reply, signInUserId);
      return { ...outcome, ...(token ? { token } : {}) };
    },
  });
};

export default checkoutRoutes;
