import {
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
import { PAYMENT_INIT_FAILED, withBillingErrors } from '../../billing/stripe-errors';
import { DomainError } from '../../errors/domain-error';
import { normaliseEmail } from '../../store/email-hash';
import { errorResponses } from '../error-responses';

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The status and credit calls read an account's data: only with that account's session. */
function assertOwnAddress(request: FastifyRequest, email: string) {
  if (request.auth!.email !== normaliseEmail(email)) {
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
        ? await app.store.subscriptions.collection.findOne({ _id: subscriptionId, userId })
        : await app.store.subscriptions.findLatestForUser(userId);
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
      const userId = request.auth!.userId;
      const credits = (await app.store.credits.balance(userId)) ?? 0;
      const addOns = await app.store.credits.collection.find({ userId, reason: { $in: ['addon:addon_pdf', 'addon:addon_breach_report'] } }).toArray();
      const reasons = new Set(addOns.map((entry) => entry.reason));
      return { credits, purchases: { pdfDownload: reasons.has('addon:addon_pdf'), breachReport: reasons.has('addon:addon_breach_report') } };
    },
  );

  app.post(
    '/purchase',
    {
      preHandler: app.requireUser,
      schema: { tags: ['billing'], summary: 'Pay for a credit pack or an add-on', body: PurchaseRequest, response: { 200: PurchaseResponse, ...errorResponses(400, 401, 402, 403, 429, 503) } },
    },
    async (request) => {
      assertOwnAddress(request, request.body.email);
      return withBillingErrors(PAYMENT_INIT_FAILED, () => app.payments.purchase(request.body.email, request.body.item));
    },
  );

  app.post(
    '/billing/sync-payment',
    {
      preHandler: app.requireUser,
      schema: { tags: ['billing'], summary: 'Apply a paid pack or add-on now', body: SyncPaymentRequest, response: { 200: SyncPaymentResponse, ...errorResponses(400, 401, 403, 404, 429, 503) } },
    },
    async (request) =>
      withBillingErrors(PAYMENT_INIT_FAILED, async () => {
        const result = await app.payments.applyPaymentIntent(request.body.paymentIntentId);
        if (result.userId && !result.userId.equals(request.auth!.userId)) {
          throw new DomainError({ code: 'NOT_FOUND', statusCode: 404, message: 'Payment not found' });
        }
        const credits = (await app.store.credits.balance(request.auth!.userId)) ?? 0;
        return { status: result.status, credits };
      }),
  );

  app.post(
    '/refund-trial',
    {
      preHandler: app.requireUser,
      schema: { tags: ['billing'], summary: 'Refund an unused trial fee (within 7 days)', response: { 200: RefundTrialResponse, ...errorResponses(401, 409, 429, 503) } },
    },
    async (request) =>
      withBillingErrors('Refund failed', async () => {
        const refund = await app.payments.refundTrial(request.auth!.userId);
        return { message: 'Your trial fee has been refunded. It will reach your account within 3-5 business days.', ...refund };
      }),
  );
};

export default accountBillingRoutes;
