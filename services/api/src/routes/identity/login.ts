import { OTP_SENT_MESSAGE } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneTimeCodes } from '../../identity/one-time-code-flow';
import { requestLanguage } from '../../identity/language';
import { DomainError } from '../../errors/domain-error';
import { INVALID_CODE_MESSAGE } from '../../identity/one-time-code-flow';
import { codeCaller } from '../code-caller';
import { contractRoute } from '../contract-route';
import { tokenForClient } from '../../identity/token-for-client';

/** Passwordless sign-in (docs/product.md#screens Login, docs/decisions.md#identity). */
const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = oneTimeCodes(app);

  app.route({
    ...contractRoute('identity.requestLoginOtp'),
    handler: async (request) => {
      const user = await app.store.users.findByEmail(request.body.email);
      await codes.request({
        email: request.body.email,
        purpose: 'login',
        language: requestLanguage(request, request.body.language ?? user?.language),
        caller: codeCaller(request),
        // Every address gets a code stored; only an account's is mailed (after the answer).
        shouldSend: user !== null,
        private: true,
      });
      return { message: OTP_SENT_MESSAGE };
    },
  });

  app.route({
    ...contractRoute('identity.verifyLoginOtp'),
    handler: async (request, reply) => {
      await codes.verify({ email: request.body.email, purpose: 'login', code: request.body.otp, consume: true, caller: codeCaller(request) });
      const user = await app.store.users.findByEmail(request.body.email);
      // The account was deleted between request and verify: the code leads nowhere.
      if (!user) throw new DomainError({ code: 'INVALID_OTP', message: INVALID_CODE_MESSAGE });
      codes.trustThisBrowser(request, reply, request.body.email);
      const token = tokenForClient(request, await app.startSession(reply, user._id, request.headers['user-agent'], { provenByCode: true }));
      await app.store.auditLog.append({ actorUserId: user._id, action: 'sign-in', subjectHash: null, purpose: null });
      return { ...(token ? { token } : {}), email: user.email, credits: user.credits };
    },
  });
};

export default loginRoutes;
