import { z } from 'zod';
import { companyVariables } from './company-identity';
import { IsoDate } from './variable-types';

/** What the site says about itself: support, the company, claims, analytics, legal dates. Part of the one environment schema (config.ts). */
export function siteVariables() {
  return {
    SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@mailscout.example').describe('the support address shown on the site and in every mail'),
    // docs/decisions.md#company-identity: who runs the service, required in production (company-identity.ts).
    ...companyVariables,
    // docs/decisions.md#honest-data: no claim unless one is configured.
    MARKETING_CLAIM: z.string().optional().describe('a marketing claim to show, only when true (docs/decisions.md#honest-data); none by default'),
    // docs/product.md#states: a pixel that fires on a successful search; none by default (no third party).
    ANALYTICS_SEARCH_PIXEL_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional().describe('a pixel fired on a successful search; none by default'),
    ANALYTICS_TEST_CODE: z.string().max(100).optional().describe('the analytics test code sent on localhost'),
    // docs/product.md#constants: the privacy and cookie policies were last updated on 22 April 2025.
    LEGAL_TERMS_UPDATED: IsoDate.default('2025-04-22').describe('the date the terms were last updated (YYYY-MM-DD)'),
    LEGAL_PRIVACY_UPDATED: IsoDate.default('2025-04-22').describe('the date the privacy policy was last updated (YYYY-MM-DD)'),
    LEGAL_COOKIES_UPDATED: IsoDate.default('2025-04-22').describe('the date the cookie policy was last updated (YYYY-MM-DD)'),
  };
}
