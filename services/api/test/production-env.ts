/** What production cannot start without: strong secrets and the company in full (docs/decisions.md#company-identity). */
const STRONG = 'a-production-secret-of-at-least-32-chars';

export const PRODUCTION_SECRETS = { SESSION_SECRET: STRONG, OTP_SECRET: `${STRONG}-otp`, SUPPRESSION_KEY: `${STRONG}-suppression` } as const;

export const PRODUCTION_COMPANY = {
  COMPANY_NAME: 'Scout Data Ltd',
  COMPANY_NUMBER: 'SC123456',
  COMPANY_REGISTERED_ADDRESS: '1 High Street, Leeds LS1 1AA, United Kingdom',
  COMPANY_CONTACT_EMAIL: 'hello@scout.test',
} as const;

export const PRODUCTION_ENV = { NODE_ENV: 'production', ...PRODUCTION_SECRETS, ...PRODUCTION_COMPANY } as const;
