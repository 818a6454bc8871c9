import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Language, PriceCatalogue } from '@mailscout/contracts';
import type { MailTemplate } from '../mail/render-mail';
import type { Store } from '../store/create-store';
import type { CataloguePrices } from './stripe/catalogue-sync';

/**
 * What billing needs from the rest of the API, passed in (no Fastify request or reply inside
 * billing): the use cases can be composed and tested without routes.
 */
export interface BillingDeps {
  stripe: Stripe;
  store: Store;
  catalogue: PriceCatalogue;
  prices(): Promise<CataloguePrices>;
  hashEmail(email: string): string;
  /** A keyed hash for other identifiers that must be recognised without being kept (card fingerprints, tokens). */
  keyedHash(value: string): string;
  sendMail(to: string, template: MailTemplate, language: Language): Promise<void>;
  log: FastifyBaseLogger;
  publicOrigin: string;
  /** The terms' version the checkout shows: its 'last updated' date. */
  termsVersion: string;
  /** docs/decisions.md#one-subscription: the trial once per card fingerprint (configurable for shared test stacks). */
  trialOncePerCard: boolean;
}

export function billingDepsOf(app: FastifyInstance): BillingDeps {
  const key = crypto.createHmac('sha256', app.config.secrets.session).update('mailscout:billing-hash:v1').digest();
  return {
    stripe: app.stripe,
    store: app.store,
    catalogue: app.config.catalogue,
    prices: () => app.stripePrices(),
    hashEmail: app.hashEmail,
    keyedHash: (value) => crypto.createHmac('sha256', key).update(value).digest('base64url'),
    // Through the decorated mailer at call time, so a test's spy on it sees every mail.
    sendMail: (to, template, language) => app.mailer.send(to, template, language),
    log: app.log,
    publicOrigin: app.config.publicOrigin,
    termsVersion: app.config.site.legal.termsUpdated,
    trialOncePerCard: app.config.stripe.trialOncePerCard,
  };
}
