import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../contract-route';

/** ALTCHA's challenge endpoint (the widget fetches it); only with the ALTCHA provider. */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('identity.captchaChallenge'),
    handler: async (_request, reply) => {
      if (app.config.captcha.provider !== 'altcha') return reply.code(404).send({ error: 'NOT_FOUND', message: 'The requested resource was not found.' });
      reply.header('Cache-Control', 'no-store');
      const challenge = await app.captcha.challenge();
      return { ...challenge, parameters: { ...challenge.parameters } };
    },
  });
};

export default captchaRoutes;
