import { PublicConfig } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses';

/**
 * What the browser may know of the configuration: the price catalogue (so checkout, account and
 * legal pages render the same figures), the support address, the marketing claim, legal dates.
 */
const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-config',
    {
      schema: {
        tags: ['config'],
        summary: 'Price catalogue and other public configuration',
        response: { 200: PublicConfig, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        catalogue: app.config.catalogue,
        supportEmail: app.config.site.supportEmail,
        marketingClaim: app.config.site.marketingClaim,
        captcha: app.config.captcha.public,
        legal: app.config.site.legal,
        payments: { publishableKey: app.config.stripe.publishableKey, stripeJsUrl: app.config.stripe.jsUrl },
      };
    },
  );
};

export default publicConfigRoutes;
