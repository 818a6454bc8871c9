import { OTP_SENT_MESSAGE } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountQuestions } from '../../identity/account-questions';
import { requestLanguage } from '../../identity/language';
import { tokenForClient } from '../../identity/token-for-client';
import { oneTimeCodes } from '../../identity/one-time-code-flow';
import { codeCaller } from '../code-caller';
import { contractRoute } from '../contract-route';
import { callerOf } from './caller';

// Whether an address has an account is the accepted trade-off of docs/decisions.md#billing-proof, held to the
// sign-in codes' per-client budget (docs/decisions.md#customer-oracle); this is the burst limit on top.
const OFFER_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * docs/decisions.md#billing-proof, the billing address proven before any charge: the checkout asks what it may
 * offer; an address with an account (or the buyer's own searched address) is proven inline with
 * a sign-in code sent to it, which signs the buyer in (creating the account if it had none).
 */
const checkoutOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = oneTimeCodes(app);
  const questions = accountQuestions(app);

  app.route({
    ...contractRoute('checkout.offer'),
    config: OFFER_LIMIT,
    handler: async (request) => {
      await questions.count(request, request.body.email);
      return app.billing.offer(request.body.email, callerOf(request));
    },
  });

  app.route({
    ...contractRoute('checkout.requestCode'),
    handler: async (request) => {
      const user = await app.store.users.findByEmail(request.body.email);
      await codes.request({
        email: request.body.email,
        purpose: 'login',
        language: requestLanguage(request, request.body.language ?? user?.language),
        caller: codeCaller(request),
        shouldSend: true,
      });
      return { message: OTP_SENT_MESSAGE };
    },
  });

  app.route({
    ...contractRoute('checkout.verifyCode'),
    handler: async (request, reply) => {
      const { language } = await codes.verify({ email: request.body.email, purpose: 'login', code: request.body.otp, consume: true, caller: codeCaller(request) });
      codes.trustThisBrowser(request, reply, request.body.email);
      const { user } = await app.store.users.findOrCreate(request.body.email, language ?? requestLanguage(request, undefined));
      const token = tokenForClient(request, await app.startSession(reply, user._id, request.headers['user-agent'], { provenByCode: true }));
      await app.store.auditLog.append({ actorUserId: user._id, action: 'sign-in', subjectHash: null, purpose: null });
      return { ...(token ? { token } : {}), email: user.email, credits: user.credits };
    },
  });
};

export default checkoutOfferRoutes;
