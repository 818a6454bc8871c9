/** What production cannot start without: strong secrets and the company in full (docs/decisions.md#company-identity). */
const STRONG = 'a-production-secret-of-at-least-32-chars';

export const PRODUCTION_SECRETS = { SESSION_SECRET: STRONG, OTP_SECRET: `${STRONG}-otp`, SUPPRESSION_KEY: `${STRONG}-suppression` } as const;

export const PRODUCTION_COMPANY = {
  COMPANY_NAME: 'Scout Data Ltd',
  COMPANY_NUMBER: 'SC123456',
  COMPANY_REGISTERED_ADDRESS: '1 High Street, Leeds LS1 1AA, United Kingdom',
  COMPANY_CONTACT_EMAIL: 'hello@scoutdata.co.uk',
} as const;

/** The real services in place of every stand-in (docs/deploy.md#stand-ins-refused). */
export const PRODUCTION_SERVICES = {
  MONGODB_URI: 'mongodb://app:secret@db-1.internal,db-2.internal,db-3.internal/mailscout?replicaSet=rs0',
  SMTP_URL: 'smtps://relay.scoutdata.co.uk:465',
  PUBLIC_ORIGIN: 'https://scoutdata.co.uk',
  MAIL_FROM: 'MailScout <no-reply@scoutdata.co.uk>',
  SUPPORT_EMAIL: 'support@scoutdata.co.uk',
  STRIPE_SECRET_KEY: 'sk_live_51AbCdEfGh',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51AbCdEfGh',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
} as const;

/** A configuration production starts with: nothing left on a stand-in or a development default. */
export const COMPLETE_PRODUCTION_ENV = { NODE_ENV: 'production', ...PRODUCTION_SECRETS, ...PRODUCTION_COMPANY, ...PRODUCTION_SERVICES } as const;

/** Production on this machine's stand-ins, as tests run it: a rehearsal, said so (docs/deploy.md#rehearsal). */
export const PRODUCTION_ENV = { NODE_ENV: 'production', MAILSCOUT_REHEARSAL: '1', STRIPE_API_URL: 'http://127.0.0.1:12111', ...PRODUCTION_SECRETS, ...PRODUCTION_COMPANY } as const;
