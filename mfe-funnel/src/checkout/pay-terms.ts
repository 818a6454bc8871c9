import type { TFunction } from 'i18next';
import type { Language, PlanChoice, PriceCatalogue } from '@mailscout/contracts';
import { formatMoney } from '@mailscout/i18n';

/**
 * docs/product.md#payment-stage: what the price buys and when it renews, in one sentence beside the Pay button,
 * from the catalogue (docs/decisions.md#price-catalogue): 'trial' → "€1.00 today for 7 days, then €14.99 every week
 * until you cancel"; 'plan' (the trial was had) → the plan's price today and every period.
 */
export function payTermsText(t: TFunction, catalogue: PriceCatalogue, plan: PlanChoice, mode: 'trial' | 'plan', language: Language): string {
  const currency = catalogue.displayCurrency;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const chosen = catalogue.plans[plan];
  const then = money(chosen.price[currency]);
  if (mode === 'plan') return t('checkout.payTerms.plan', { context: chosen.interval, price: then, count: chosen.credits });
  const { trial } = catalogue;
  return t('checkout.payTerms.trial', { context: chosen.interval, today: money(trial.price[currency]), days: trial.days, price: then, count: trial.credits });
}
