import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_INIT_FAILED, withBillingErrors } from '../../billing/stripe/stripe-errors';
import { DomainError } from '../../errors/domain-error';
import { requestLanguage } from '../../identity/language';
import { normaliseEmail } from '../../store/email-hash';
import { contractRoute } from '../contract-route';

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The status and credit calls read an account's data: only with that account's session. */
function assertOwnAddress(request: FastifyRequest, email: string | undefined) {
  if (email !== undefined && request.user.email !== normaliseEmail(email)) {
    throw new DomainError({ code: 'FORBIDDEN', message: 'You can only see the billing of the account you are signed in with.' });
  }
}

const accountBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('billing.subscriptionStatus'),
    handler: async (request) => {
      assertOwnAddress(request, request.body.email);
      const userId = request.user.userId;
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
  });

  app.route({
    ...contractRoute('billing.userCredits'),
    handler: async (request) => {
      assertOwnAddress(request, request.body.email);
      const credits = (await app.store.credits.balance(request.user.userId)) ?? 0;
      // docs/decisions.md#included-in-every-report: the PDF download and the breach section are part of every report.
      return { credits, purchases: { pdfDownload: true, breachReport: true } };
    },
  });

  app.route({
    ...contractRoute('billing.purchase'),
    handler: async (request) => {
      assertOwnAddress(request, request.body.email);
      // The receipt's language is the one the buyer is using now (docs/decisions.md#receipt-language).
      const language = requestLanguage(request, request.body.language);
      return withBillingErrors(PAYMENT_INIT_FAILED, () => app.billing.buyPack(request.user.userId, { ...request.body, language }));
    },
  });

  app.route({
    ...contractRoute('billing.syncPayment'),
    handler: async (request) =>
      withBillingErrors(PAYMENT_INIT_FAILED, async () => {
        // Only the account that bought it may apply (and so learn about) a payment.
        const purchase = await app.store.purchases.findById(request.body.paymentIntentId);
        if (!purchase?.userId?.equals(request.user.userId)) throw new DomainError({ code: 'NOT_FOUND', message: 'Payment not found' });
        const result = await app.billing.applyPaymentIntent(request.body.paymentIntentId);
        const credits = (await app.store.credits.balance(request.user.userId)) ?? 0;
        return { status: result.status, credits };
      }),
  });

  app.route({
    ...contractRoute('billing.changePlan'),
    handler: async (request) =>
      withBillingErrors(PAYMENT_INIT_FAILED, () => app.billing.changeToMonthly(request.user.userId, { ...request.body, language: requestLanguage(request, request.body.language) })),
  });

  app.route({
    ...contractRoute('billing.refundTrial'),
    handler: async (request) =>
      withBillingErrors('Refund failed', async () => {
        const refund = await app.billing.refundTrial(request.user.userId);
        return { message: 'Your trial fee has been refunded. It will reach your account within 3-5 business days.', ...refund };
      }),
  });
};

export default accountBillingRoutes;
