import {
  ChangePlanRequest,
  ChangePlanResponse,
  PurchaseRequest,
  PurchaseResponse,
  RefundTrialResponse,
  SubscriptionStatusRequest,
  SubscriptionStatusResponse,
  SyncPaymentRequest,
  SyncPaymentResponse,
  UserCreditsRequest,
  UserCreditsResponse,
} from '@mailscout/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_INIT_FAILED, withBillingErrors } from '../../billing/stripe/stripe-errors';
import { DomainError } from '../../errors/domain-error';
import { normaliseEmail } from '../../store/email-hash';
import { errorResponses } from '../error-responses';

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The status and credit calls read an account's data: only with that account's session. */
function assertOwnAddress(request: FastifyRequest, email: string | undefined) {
  if (email !== undefined && request.auth!.email !== normaliseEmail(email)) {
    throw new DomainError({ code: 'FORBIDDEN', statusCode: 403, message: 'You can only see the billing of the account you are signed in with.' });
  }
}

const accountBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/get-subscription-status',
    {
      preHandler: app.requireUser,
      schema: { tags: ['billing'], summary: 'The account\'s subscription and credits', body: SubscriptionStatusRequest, response: { 200: SubscriptionStatusResponse, ...errorResponses(400, 401, 403, 429) } },
    },
    async (request) => {
      assertOwnAddress(request, request.body.email);
      const userId = request.auth!.userId;
      const { subscriptionId } = request.body;
      const record = subscriptionId
        ? await app.store.subscriptions.findForUser(subscriptionId, userId)
        : ((await app.store.subscriptions.listLiveForUser(userId))[0] ?? (await app.store.subscriptions.findLatestForUser(userId)));
      if (!record) return { success: false, subscription: null, error: { message: 'No subscription found for this account.' } };
      const credits = (await app.store.credits.balance(userId)) ?? 0;
      return {
        success: true,
        subscription: {
          id: record._id,
          status: record.status,
          cancel_at_period_end: record.cancelAtPeriodEnd,
          current_period_start: toUnix(record.currentPeriodStart),
          current_period_end: toUnix(record.currentPeriodEnd),
          metadata: { lookup_credits: String(credits), plan_type: record.planType },
        },
      };
    },
  );

  app.post(
    '/get-user-credits',
    {
      preHandler: app.requireUser,
      schema: { tags: ['billing'], summary: 'The account\'s credit balance', body: UserCreditsRequest, response: { 200: UserCreditsResponse, ...errorResponses(400, 401, 403, 429) } },
    },
    async (request) => {
      assertOwnAddress(request, request.body.email);
      const credits = (await app.store.credits.balance(request.auth!.userId)) ?? 0;
      // docs/decisions.md#included-in-every-report: the PDF download and the breach section are part of every report.
      return { credits, purchases: { pdfDownload: true, breachReport: true } };
    },
  );

  app.post(
    '/purchase',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Buy a credit pack with the saved card',
        body: PurchaseRequest,
        response: { 200: PurchaseResponse, ...errorResponses(400, 401, 402, 403, 409, 429, 503) },
      },
    },
    async (request) => {
      assertOwnAddress(request, request.body.email);
      return withBillingErrors(PAYMENT_INIT_FAILED, () => app.billing.buyPack(request.auth!.userId, request.body));
    },
  );

  app.post(
    '/billing/sync-payment',
    {
      preHandler: app.requireUser,
      schema: { tags: ['billing'], summary: 'Apply a paid pack now', body: SyncPaymentRequest, response: { 200: SyncPaymentResponse, ...errorResponses(400, 401, 403, 404, 429, 503) } },
    },
    async (request) =>
      withBillingErrors(PAYMENT_INIT_FAILED, async () => {
        // Only the account that bought it may apply (and so learn about) a payment.
        const purchase = await app.store.purchases.findById(request.body.paymentIntentId);
        if (!purchase?.userId?.equals(request.auth!.userId)) throw new DomainError({ code: 'NOT_FOUND', statusCode: 404, message: 'Payment not found' });
        const result = await app.billing.applyPaymentIntent(request.body.paymentIntentId);
        const credits = (await app.store.credits.balance(request.auth!.userId)) ?? 0;
        return { status: result.status, credits };
      }),
  );

  app.post(
    '/change-plan',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Change from the weekly plan to the monthly plan, paid now with the saved card',
        body: ChangePlanRequest,
        response: { 200: ChangePlanResponse, ...errorResponses(400, 401, 402, 403, 409, 429, 503) },
      },
    },
    async (request) => withBillingErrors(PAYMENT_INIT_FAILED, () => app.billing.changeToMonthly(request.auth!.userId, request.body)),
  );

  app.post(
    '/refund-trial',
    {
      preHandler: app.requireUser,
      schema: { tags: ['billing'], summary: 'Refund an unused trial fee (within 7 days)', response: { 200: RefundTrialResponse, ...errorResponses(401, 409, 429, 503) } },
    },
    async (request) =>
      withBillingErrors('Refund failed', async () => {
        const refund = await app.billing.refundTrial(request.auth!.userId);
        return { message: 'Your trial fee has been refunded. It will reach your account within 3-5 business days.', ...refund };
      }),
  );
};

export default accountBillingRoutes;
