import {
  AttachAndSubscribeRequest,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  PlanChoice,
  SetupPaymentRequest,
  SetupPaymentResponse,
  SyncInvoiceRequest,
  SyncInvoiceResponse,
} from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StartedSubscription } from '../../billing/checkout/start-subscription';
import { SETUP_INTENT_FAILED, SUBSCRIPTION_FAILED, withBillingErrors } from '../../billing/stripe/stripe-errors';
import { errorResponses } from '../error-responses';
import { callerOf, startSessionFor } from './caller';

const SUBSCRIBE_ERRORS = errorResponses(400, 402, 403, 404, 409, 429, 503);

/** What the buyer's browser gets back: the session token only when this payment signed it in. */
function answer(started: StartedSubscription, token: string | undefined) {
  const { signInUserId: _signInUserId, paid: _paid, credits: _credits, refunded: _refunded, paymentError: _paymentError, ...rest } = started;
  return { ...rest, ...(token ? { token } : {}) };
}

/**
 * docs/product.md#api-calls: the trial checkout. Before any charge the billing address is proven (docs/decisions.md#billing-proof):
 * a new address, or the caller's own account; otherwise 403 SIGN_IN_REQUIRED.
 */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/setup-payment',
    { schema: { tags: ['billing'], summary: 'Customer and SetupIntent for the billing email (a new address or your own account)', body: SetupPaymentRequest, response: { 200: SetupPaymentResponse, ...errorResponses(400, 402, 403, 429, 503) } } },
    async (request) => withBillingErrors(SETUP_INTENT_FAILED, () => app.billing.setupPayment(request.body.email, callerOf(request))),
  );

  app.post(
    '/create-subscription',
    { schema: { tags: ['billing'], summary: 'Start the paid 7-day trial (or a plan, once the trial was had)', body: CreateSubscriptionRequest, response: { 200: CreateSubscriptionResponse, ...SUBSCRIBE_ERRORS } } },
    async (request, reply) => {
      const started = await withBillingErrors(SUBSCRIPTION_FAILED, () => app.billing.startSubscription(request.body, callerOf(request)));
      return answer(started, await startSessionFor(request, reply, started.signInUserId));
    },
  );

  app.post(
    '/attach-payment-method-and-create-subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Start the paid 7-day trial for a customer from setup-payment',
        body: AttachAndSubscribeRequest.extend({ scanEmail: AttachAndSubscribeRequest.shape.email.optional(), plan: PlanChoice.optional() }),
        response: { 200: CreateSubscriptionResponse, ...SUBSCRIBE_ERRORS },
      },
    },
    async (request, reply) => {
      const { customerId, paymentMethodId, priceId, email, language, scanEmail, plan, termsAccepted } = request.body;
      const started = await withBillingErrors(SUBSCRIPTION_FAILED, () =>
        app.billing.startSubscription(
          { customerId, paymentMethodId, priceId: priceId || undefined, email, language, scanEmail: scanEmail ?? email, plan, withTrial: true, termsAccepted },
          callerOf(request),
        ),
      );
      return answer(started, await startSessionFor(request, reply, started.signInUserId));
    },
  );

  app.post(
    '/billing/sync-invoice',
    {
      schema: {
        tags: ['billing'],
        summary: 'Apply a paid first invoice now (the buyer\'s page: the checkout token or the account\'s session)',
        body: SyncInvoiceRequest,
        response: { 200: SyncInvoiceResponse, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const { signInUserId, ...outcome } = await withBillingErrors(SUBSCRIPTION_FAILED, () =>
        app.billing.confirmFirstPayment(request.body.subscriptionId, { caller: callerOf(request), checkoutToken: request.body.checkoutToken }),
      );
      const token = await startSessionFor(request, reply, signInUserId);
      return { ...outcome, ...(token ? { token } : {}) };
    },
  );
};

export default checkoutRoutes;
