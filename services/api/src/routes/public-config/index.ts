import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../contract-route';

/**
 * What the browser may know of the configuration: the price catalogue (so checkout, account and
 * legal pages render the same figures), the support address, the company running the service, the marketing claim, legal dates.
 */
const USER_COUNT_TTL_MS = 60_000;
const CLAIM_THRESHOLD = 1000;

const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  let userCount: { value: number | null; at: number } = { value: null, at: 0 };

  /** docs/decisions.md#marketing-claim: the real user count, rounded down to thousands, once it is over 1,000. */
  async function userCountRounded(): Promise<number | null> {
    if (!app.hasDecorator('store')) return null;
    if (Date.now() - userCount.at > USER_COUNT_TTL_MS) {
      const count = await app.store.users.estimatedCount().catch(() => 0);
      userCount = { value: count > CLAIM_THRESHOLD ? Math.floor(count / 1000) * 1000 : null, at: Date.now() };
    }
    return userCount.value;
  }

  app.route({
    ...contractRoute('config.publicConfig'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        catalogue: app.config.catalogue,
        supportEmail: app.config.site.supportEmail,
        company: app.config.site.company,
        marketingClaim: app.config.site.marketingClaim,
        userCountRounded: await userCountRounded(),
        analytics: app.config.site.analytics,
        captcha: app.config.captcha.public,
        legal: app.config.site.legal,
        payments: { publishableKey: app.config.stripe.publishableKey, stripeJsUrl: app.config.stripe.jsUrl },
      };
    },
  });
};

export default publicConfigRoutes;
