import { OTP_SENT_MESSAGE } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { formatLongDate } from '../../mail/format-date';
import { DomainError } from '../../errors/domain-error';
import { requestLanguage } from '../../identity/language';
import { oneTimeCodes } from '../../identity/one-time-code-flow';
import { codeCaller } from '../code-caller';
import { contractRoute } from '../contract-route';

/** docs/product.md#errors: 'Cancel success default'. */
export const CANCELLED_MESSAGE = 'Your subscription has been successfully cancelled and will end at the end of your current billing period.';

/** docs/product.md#roles: cancellation needs the signed-in account and a code sent to its own address. */
function assertOwnAddress(request: FastifyRequest, email: string) {
  if (request.user.email !== email) {
    throw new DomainError({ code: 'FORBIDDEN', message: 'You can only cancel the subscription of the account you are signed in with.' });
  }
}

const cancelRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = oneTimeCodes(app);

  app.route({
    ...contractRoute('identity.requestCancelOtp'),
    handler: async (request) => {
      assertOwnAddress(request, request.body.email);
      await app.captcha.verify(request.body.captchaToken, request.ip);
      const user = await app.store.users.findById(request.user.userId);
      await codes.request({
        email: request.body.email,
        purpose: 'cancel',
        language: requestLanguage(request, request.body.language ?? user?.language),
        caller: codeCaller(request),
        captchaVerified: true,
        shouldSend: true,
      });
      return { message: OTP_SENT_MESSAGE };
    },
  });

  app.route({
    ...contractRoute('identity.verifyCancelOtp'),
    handler: async (request) => {
      assertOwnAddress(request, request.body.email);
      await codes.verify({ email: request.body.email, purpose: 'cancel', code: request.body.otp, consume: false, caller: codeCaller(request), owner: true });
      return { message: 'Code verified' };
    },
  });

  app.route({
    ...contractRoute('identity.cancelSubscriptionWithOtp'),
    handler: async (request) => {
      assertOwnAddress(request, request.body.email);
      // Every live subscription counts (docs/decisions.md#one-subscription): one still renewing is something to cancel.
      const live = await app.store.subscriptions.listLiveForUser(request.user.userId);
      if (!live.some((subscription) => !subscription.cancelAtPeriodEnd)) {
        throw new DomainError({ code: 'NO_ACTIVE_SUBSCRIPTION', message: 'There is no active subscription to cancel on this account.' });
      }
      await codes.verify({ email: request.body.email, purpose: 'cancel', code: request.body.otp, consume: true, caller: codeCaller(request), owner: true });
      const accessUntil = await app.billing.cancelAllAtPeriodEnd(request.user.userId);
      if (accessUntil === null) throw new DomainError({ code: 'NO_ACTIVE_SUBSCRIPTION', message: 'There is no active subscription to cancel on this account.' });
      await app.store.auditLog.append({ actorUserId: request.user.userId, action: 'cancel-subscription', subjectHash: null, purpose: null });
      const language = request.body.language;
      await app.mailer
        .send(request.body.email, { kind: 'cancellation', accessUntil: formatLongDate(new Date(accessUntil * 1000), language) }, language)
        .catch((error: unknown) => request.log.warn({ err: error }, 'cancellation email not sent'));
      return { message: CANCELLED_MESSAGE, accessUntil };
    },
  });
};

export default cancelRoutes;
