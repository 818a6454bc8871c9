import type { PublicConfig } from '@mailscout/contracts';

/**
 * The public configuration as the API serves it with the default catalogue, for component tests
 * that stand in for the API. A fresh copy each call, so a test may change it.
 */
export function testPublicConfig(): PublicConfig {
  return {
    catalogue: {
      displayCurrency: 'eur',
      creditCap: 100,
      creditsPerReport: 1,
      trial: { lookupKey: 'trial_fee', days: 7, credits: 2, price: { eur: 100, gbp: 80 }, compareAt: { eur: 459 }, convertsTo: 'weekly' },
      plans: {
        weekly: { lookupKey: 'plan_weekly', interval: 'week', credits: 4, price: { eur: 1499, gbp: 1199 } },
        monthly: { lookupKey: 'plan_monthly', interval: 'month', credits: 20, price: { eur: 3799, gbp: 3199 } },
      },
      packs: [
        { id: 'pack_10', lookupKey: 'pack_10', credits: 10, price: { eur: 1899, gbp: 1599 } },
        { id: 'pack_25', lookupKey: 'pack_25', credits: 25, price: { eur: 4299, gbp: 3599 } },
        { id: 'pack_50', lookupKey: 'pack_50', credits: 50, price: { eur: 7599, gbp: 6399 } },
      ],
    },
    supportEmail: 'support@mailscout.example',
    company: {
      name: 'MailScout Ltd',
      registeredAddress: null,
      companyNumber: null,
      contactEmail: 'support@mailscout.example',
      dataProtectionEmail: 'support@mailscout.example',
    },
    marketingClaim: null,
    userCountRounded: null,
    analytics: { searchPixelUrl: null, testCode: null },
    captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
    legal: { termsUpdated: '2025-04-22', privacyUpdated: '2025-04-22', cookiesUpdated: '2025-04-22' },
  };
}
