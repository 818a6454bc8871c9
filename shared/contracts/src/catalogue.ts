import { z } from 'zod';
import { CaptchaConfig } from './identity';

/**
 * The price catalogue (docs/decisions.md#price-catalogue): configuration, not code, and the single source of every
 * price and credit figure the checkout, the account page and the legal pages show.
 * Amounts are in minor units (cents, pence).
 */
export const Currency = z.enum(['eur', 'gbp']);
export type Currency = z.infer<typeof Currency>;

const Amounts = z.object({ eur: z.number().int().positive(), gbp: z.number().int().positive() });
const LookupKey = z.string().regex(/^[a-z0-9_]+$/);

const Plan = z.object({
  lookupKey: LookupKey,
  interval: z.enum(['week', 'month']),
  credits: z.number().int().positive(),
  price: Amounts,
});

export const PriceCatalogue = z.object({
  displayCurrency: Currency,
  creditCap: z.number().int().positive(),
  creditsPerReport: z.number().int().positive(),
  trial: z.object({
    lookupKey: LookupKey,
    days: z.number().int().positive(),
    credits: z.number().int().positive(),
    price: Amounts,
    // No 'was' or 'regular' price beside it: nothing but this price has ever been charged for the
    // trial, and a comparison with a price never charged misleads (docs/decisions.md#reference-prices).
    convertsTo: z.enum(['weekly', 'monthly']),
  }),
  plans: z.object({ weekly: Plan, monthly: Plan }),
  packs: z.array(z.object({ id: z.string(), lookupKey: LookupKey, credits: z.number().int().positive(), price: Amounts })).min(1),
  // No one-off add-ons: the PDF download and the breach section are part of every report
  // (docs/decisions.md#included-in-every-report), so the catalogue holds only what can be bought.
});
export type PriceCatalogue = z.infer<typeof PriceCatalogue>;
export type PlanId = keyof PriceCatalogue['plans'];

/**
 * Who runs the service (docs/decisions.md#company-identity): shown in the footer, the About page and the legal texts, from
 * the API's configuration. The address and company number are null until they are configured, so
 * nothing invented is ever shown as a registration.
 */
export const CompanyDetails = z.object({
  name: z.string().min(1),
  registeredAddress: z.string().min(1).nullable(),
  companyNumber: z.string().min(1).nullable(),
  contactEmail: z.string(),
  dataProtectionEmail: z.string(),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

/** What every visitor's browser may know about the service's configuration. */
export const PublicConfig = z.object({
  catalogue: PriceCatalogue,
  supportEmail: z.string(),
  company: CompanyDetails,
  /** docs/decisions.md#honest-data: a configured claim, or null when there is nothing true to claim yet. */
  marketingClaim: z.string().nullable(),
  /** docs/decisions.md#honest-data: the real number of accounts, rounded down to thousands, once over 1,000. */
  userCountRounded: z.number().int().positive().nullable().default(null),
  /** docs/product.md#states, search pixel: none unless configured; with a test code on localhost. */
  analytics: z.object({ searchPixelUrl: z.string().nullable(), testCode: z.string().nullable() }).default({ searchPixelUrl: null, testCode: null }),
  /** The bot challenge of the cancel and opt-out pages (docs/decisions.md#bot-challenge). */
  captcha: CaptchaConfig,
  legal: z.object({
    termsUpdated: z.iso.date(),
    privacyUpdated: z.iso.date(),
    cookiesUpdated: z.iso.date(),
  }),
  /** The card payment provider: its publishable key and where Stripe.js is loaded from. */
  payments: z.object({ publishableKey: z.string(), stripeJsUrl: z.string() }).optional(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
