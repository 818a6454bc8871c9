import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cancelRoutes from './cancel';
import captchaRoutes from './captcha';
import loginRoutes from './login';
import optOutRoutes from './opt-out';
import preferencesRoutes from './preferences';
import sessionRoutes from './session';

/** Identity: sign-in, sessions, email preferences, cancellation and opt-out (docs/decisions.md#identity). Needs the database. */
const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(preferencesRoutes);
  await app.register(cancelRoutes);
  await app.register(optOutRoutes);
  await app.register(captchaRoutes);
};

export default identityRoutes;
