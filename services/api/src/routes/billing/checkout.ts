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
import { SETUP_INTENT_FAILED, SUBSCRIPTION_FAILED, withBillingErrors } from '../../billing/stripe-errors';
import { errorResponses } from '../error-responses';

const SUBSCRIBE_ERRORS = errorResponses(400, 402, 404, 429, 503);

/** Spec §7: the trial checkout. The buyer is anonymous until the first payment (DECISIONS §4). */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/setup-payment',
    { schema: { tags: ['billing'], summary: 'Customer and SetupIntent for the billing email', body: SetupPaymentRequest, response: { 200: SetupPaymentResponse, ...errorResponses(400, 402, 429, 503) } } },
    async (request) => withBillingErrors(SETUP_INTENT_FAILED, () => app.payments.setupPayment(request.body.email)),
  );

  app.post(
    '/create-subscription',
    { schema: { tags: ['billing'], summary: 'Start the paid 7-day trial', body: CreateSubscriptionRequest, response: { 200: CreateSubscriptionResponse, ...SUBSCRIBE_ERRORS } } },
    async (request, reply) =>
      withBillingErrors(SUBSCRIPTION_FAILED, () => app.payments.createTrialSubscription(request.body, reply, request.headers['user-agent'])),
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
      const { customerId, paymentMethodId, priceId, email, language, scanEmail, plan } = request.body;
      return withBillingErrors(SUBSCRIPTION_FAILED, () =>
        app.payments.createTrialSubscription(
          { customerId, paymentMethodId, priceId: priceId || undefined, email, language, scanEmail: scanEmail ?? email, plan },
          reply,
          request.headers['user-agent'],
        ),
      );
    },
  );

  app.post(
    '/billing/sync-invoice',
    { schema: { tags: ['billing'], summary: 'Apply the paid first invoice now (the buyer\'s page)', body: SyncInvoiceRequest, response: { 200: SyncInvoiceResponse, ...errorResponses(400, 404, 429, 503) } } },
    async (request, reply) =>
      withBillingErrors(SUBSCRIPTION_FAILED, () => app.payments.syncFirstPayment(request.body.subscriptionId, reply, request.headers['user-agent'])),
  );
};

export default checkoutRoutes;
