import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optOutAndDelete } from '../../identity/delete-account-data';
import { requestLanguage } from '../../identity/language';
import { oneTimeCodes } from '../../identity/one-time-code-flow';
import { SESSION_COOKIE } from '../../identity/session-token';
import { codeCaller } from '../code-caller';
import { contractRoute } from '../contract-route';

/** docs/product.md#errors opt-out success texts. */
export const OPT_OUT_CODE_SENT = 'OTP sent successfully. Please check your email.';
export const OPT_OUT_DONE = 'Your opt-out request has been processed successfully.';

/** Anyone can opt their own address out (docs/decisions.md#opt-out): bot challenge, code, then deletion. */
const optOutRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = oneTimeCodes(app);

  app.route({
    ...contractRoute('identity.requestOptOutOtp'),
    handler: async (request) => {
      await app.captcha.verify(request.body.captchaToken, request.ip);
      await codes.request({ email: request.body.email, purpose: 'opt-out', language: requestLanguage(request, request.body.language), caller: codeCaller(request), captchaVerified: true, shouldSend: true });
      return { message: OPT_OUT_CODE_SENT };
    },
  });

  app.route({
    ...contractRoute('identity.verifyOptOutOtp'),
    handler: async (request, reply) => {
      const code = await codes.verify({ email: request.body.email, purpose: 'opt-out', code: request.body.otp, consume: true, caller: codeCaller(request) });
      // The confirmation goes out in the language the opt-out was asked for in (the page sends
      // it with the code request; the verify call carries none).
      const language = code.language ?? requestLanguage(request);
      await optOutAndDelete(app, request.body.email);
      await app.mailer.send(request.body.email, { kind: 'opt-out-done' }, language).catch((error: unknown) => request.log.warn({ err: error }, 'opt-out email not sent'));
      if (request.auth?.email === request.body.email) void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: OPT_OUT_DONE };
    },
  });
};

export default optOutRoutes;
