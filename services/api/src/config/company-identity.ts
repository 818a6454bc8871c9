import { z } from 'zod';
import type { CompanyDetails } from '@mailscout/contracts';

/**
 * Who runs the service (docs/decisions.md#company-identity), shown in the footer, on /about, in the terms and on every
 * receipt. Production names the company in full or refuses to start; on a laptop and in tests these stand-ins fill
 * the gaps, worded so that nobody can take them for a real registration. The name is the one the legal texts were
 * written for.
 */
export const DEVELOPMENT_COMPANY = {
  COMPANY_NAME: 'MailScout Ltd',
  COMPANY_NUMBER: 'EXAMPLE-NUMBER',
  COMPANY_REGISTERED_ADDRESS: '1 Example Street, Exampletown, United Kingdom (example address)',
} as const;

/** The variables; the contacts default to SUPPORT_EMAIL and the postal address to the registered office. */
export const companyVariables = {
  COMPANY_NAME: z.string().max(200).optional().describe('the registered name of the company that runs the service; required in production'),
  COMPANY_NUMBER: z.string().max(50).optional().describe('its UK company number (8 digits, or 2 letters and 6 digits); required in production'),
  COMPANY_REGISTERED_ADDRESS: z.string().max(500).optional().describe('its registered office; required in production'),
  COMPANY_POSTAL_ADDRESS: z.string().max(500).optional().describe('where letters go; default: the registered office'),
  COMPANY_CONTACT_EMAIL: z.email({ error: 'must be an email address' }).optional().describe('the address the company is contacted at; required in production'),
  COMPANY_DATA_PROTECTION_EMAIL: z.email({ error: 'must be an email address' }).optional().describe('the data-protection contact; default: COMPANY_CONTACT_EMAIL'),
};

type CompanyVariables = { [Name in keyof typeof companyVariables]?: string | undefined };

// Each one is named on its own when missing, so a deployment is fixed in one go.
export const REQUIRED_IN_PRODUCTION = {
  COMPANY_NAME: 'the registered name of the company that runs the service',
  COMPANY_NUMBER: 'its number at Companies House',
  COMPANY_REGISTERED_ADDRESS: 'its registered office',
  COMPANY_CONTACT_EMAIL: 'the email address the company is contacted at',
} as const;

/** A company registered in the United Kingdom: eight digits, or two letters (SC, NI, OC …) and six digits. */
const UK_COMPANY_NUMBER = /^(?:\d{8}|[A-Z]{2}\d{6})$/;

const normaliseNumber = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** Production only: every part present, none of them a stand-in or a placeholder. */
export function checkCompanyIdentity(env: CompanyVariables, ctx: z.RefinementCtx): void {
  for (const [name, what] of Object.entries(REQUIRED_IN_PRODUCTION) as Array<[keyof typeof REQUIRED_IN_PRODUCTION, string]>) {
    if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `is required when NODE_ENV is production (${what})` });
  }
  const number = env.COMPANY_NUMBER === undefined ? undefined : normaliseNumber(env.COMPANY_NUMBER);
  if (number !== undefined && !UK_COMPANY_NUMBER.test(number)) {
    ctx.addIssue({ code: 'custom', path: ['COMPANY_NUMBER'], message: 'must be a UK company number: eight digits, or two letters and six digits' });
  } else if (number !== undefined && /^[A-Z]{0,2}0+$/.test(number)) {
    ctx.addIssue({ code: 'custom', path: ['COMPANY_NUMBER'], message: "must be the company's real number, not a placeholder" });
  }
  for (const name of ['COMPANY_REGISTERED_ADDRESS', 'COMPANY_POSTAL_ADDRESS'] as const) {
    if (env[name]?.trim() === DEVELOPMENT_COMPANY.COMPANY_REGISTERED_ADDRESS) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'must not be the development stand-in' });
    }
  }
}

/** The identity as the pages and mails show it, with the development stand-ins where nothing is configured. */
export function companyIdentity(env: CompanyVariables, supportEmail: string): CompanyDetails {
  const registeredAddress = (env.COMPANY_REGISTERED_ADDRESS ?? DEVELOPMENT_COMPANY.COMPANY_REGISTERED_ADDRESS).trim();
  const contactEmail = env.COMPANY_CONTACT_EMAIL ?? supportEmail;
  return {
    name: (env.COMPANY_NAME ?? DEVELOPMENT_COMPANY.COMPANY_NAME).trim(),
    companyNumber: normaliseNumber(env.COMPANY_NUMBER ?? DEVELOPMENT_COMPANY.COMPANY_NUMBER),
    registeredAddress,
    postalAddress: env.COMPANY_POSTAL_ADDRESS?.trim() ?? registeredAddress,
    contactEmail,
    dataProtectionEmail: env.COMPANY_DATA_PROTECTION_EMAIL ?? contactEmail,
  };
}
