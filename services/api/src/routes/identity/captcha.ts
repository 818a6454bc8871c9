import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneTimeCodes } from '../../identity/one-time-code-flow';
import { contractRoute } from '../contract-route';

/** ALTCHA's challenge endpoint (the widget fetches it); only with the ALTCHA provider. */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = oneTimeCodes(app);

  app.route({
    ...contractRoute('identity.captchaChallenge'),
    handler: async (request, reply) => {
      if (app.config.captcha.provider !== 'altcha') return reply.code(404).send({ error: 'NOT_FOUND', message: 'The requested resource was not found.' });
      reply.header('Cache-Control', 'no-store');
      // For an address past its free code requests: bound to it and harder (docs/decisions.md#owner-path).
      const { email, purpose } = request.query;
      const challenge = await app.captcha.challenge(email ? await codes.challengeNeed(email, purpose) : undefined);
      return { ...challenge, parameters: { ...challenge.parameters } };
    },
  });
};

export default captchaRoutes;
