import fp from 'fastify-plugin';
import Stripe from 'stripe';
import { DomainError } from '../../errors/domain-error';
import { syncCatalogue, type CataloguePrices } from '../../billing/stripe/catalogue-sync';

export const STRIPE_API_VERSION = '2026-10-28.endive';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Stripe SDK, pointed at Stripe or at the local emulator by configuration only. */
    stripe: Stripe;
    /** The Stripe prices of the catalogue (synchronised at start, retried on first use if that failed). */
    stripePrices(): Promise<CataloguePrices>;
  }
}

export function createStripeClient(config: { secretKey: string; apiUrl: string }): Stripe {
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/**
 * Stripe (docs/product.md#api-calls payments). At start the catalogue is synchronised into the emulator, or
 * checked against real Stripe and any difference reported; a Stripe that cannot be reached
 * at start does not stop the API (it is tried again when a payment needs the prices).
 */
export default fp(
  async function stripePlugin(app) {
    const stripe = createStripeClient(app.config.stripe);
    app.decorate('stripe', stripe);

    let pending: Promise<CataloguePrices> | undefined;
    const load = (retries: number): Promise<CataloguePrices> => {
      pending ??= syncCatalogue(stripe, app.config.catalogue, { create: app.config.stripe.emulated, requestOptions: { maxNetworkRetries: retries } }).then(
        (report) => {
          if (report.created.length > 0) app.log.info({ created: report.created }, 'price catalogue synchronised into the Stripe emulator');
          if (report.problems.length > 0) app.log.error({ problems: report.problems }, 'Stripe prices do not match the price catalogue');
          return report.prices;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    };

    app.decorate('stripePrices', async () => {
      try {
        return await load(2);
      } catch (error) {
        throw new DomainError({ code: 'PAYMENTS_UNAVAILABLE', message: 'Payment initialization failed', cause: error });
      }
    });

    try {
      await load(0);
    } catch (error) {
      app.log.warn({ err: error, stripe: app.config.stripe.apiUrl }, 'Stripe could not be reached at start; prices will be synchronised on first use');
    }
  },
  { name: 'stripe', dependencies: ['config'] },
);
