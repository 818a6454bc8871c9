import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import captchaRoutes from './captcha';
import loginRoutes from './login';
import logoutRoutes from './logout';
import optOutRoutes from './opt-out';

/**
 * Identity (docs/decisions.md#identity): sign-in and out, opt-out, the bot challenge. Needs the
 * database. The signed-in account's own routes (sessions, email preferences, cancellation) are
 * in the signed-in scope (routes/signed-in.ts).
 */
const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes);
  await app.register(logoutRoutes);
  await app.register(optOutRoutes);
  await app.register(captchaRoutes);
};

export default identityRoutes;
