import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses';

const AltchaChallenge = z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() }).loose();

/** ALTCHA's challenge endpoint (the widget fetches it); only with the ALTCHA provider. */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/challenge',
    { schema: { tags: ['identity'], summary: 'A fresh proof-of-work challenge', response: { 200: AltchaChallenge, ...errorResponses(404, 429) } } },
    async (_request, reply) => {
      if (app.config.captcha.provider !== 'altcha') return reply.code(404).send({ error: 'NOT_FOUND', message: 'The requested resource was not found.' });
      reply.header('Cache-Control', 'no-store');
      const challenge = await app.captcha.challenge();
      return { ...challenge, parameters: { ...challenge.parameters } };
    },
  );
};

export default captchaRoutes;
