import type { TFunction } from 'i18next';
import type { Language, PublicConfig } from '@mailscout/contracts';
import { formatMoney } from '@mailscout/i18n';
import { COMPANY_FIGURE_NAMES, companyFigures } from './company-figures';

type Amounts = { eur: number; gbp: number };

/**
 * Every price and credit figure (and the company's details) the legal texts and the help centre quote, rendered from the
 * price catalogue (docs/decisions.md#price-catalogue), so they cannot disagree with the checkout. Prices are shown in
 * both currencies, the catalogue's display currency first.
 */
export function legalFigures(config: PublicConfig, language: Language, t: TFunction): Record<string, string> {
  const { catalogue } = config;
  const secondary = catalogue.displayCurrency === 'eur' ? 'gbp' : 'eur';
  const price = (amounts: Amounts) =>
    `${formatMoney(amounts[catalogue.displayCurrency], catalogue.displayCurrency, language)} (${formatMoney(amounts[secondary], secondary, language)})`;
  const credits = (count: number) => t('figures.credits', { count });
  const plan = catalogue.plans[catalogue.trial.convertsTo];
  const packs = new Intl.ListFormat(language === 'de' ? 'de-DE' : 'en-GB', { type: 'conjunction' }).format(
    catalogue.packs.map((pack) => t('figures.pack', { credits: credits(pack.credits), price: price(pack.price) })),
  );

  return {
    ...companyFigures(config.company, t),
    supportEmail: config.supportEmail,
    trialPrice: price(catalogue.trial.price),
    trialDays: String(catalogue.trial.days),
    trialCredits: credits(catalogue.trial.credits),
    convertPlan: t(`figures.plans.${catalogue.trial.convertsTo}`),
    convertPrice: price(plan.price),
    convertInterval: t(`figures.intervals.${plan.interval}`),
    convertCredits: credits(plan.credits),
    weeklyPrice: price(catalogue.plans.weekly.price),
    weeklyCredits: credits(catalogue.plans.weekly.credits),
    monthlyPrice: price(catalogue.plans.monthly.price),
    monthlyCredits: credits(catalogue.plans.monthly.credits),
    creditsPerReport: credits(catalogue.creditsPerReport),
    creditCap: credits(catalogue.creditCap),
    packList: packs,
  };
}

/** The names `legalFigures` provides (the document tests check every placeholder against them). */
export const FIGURE_NAMES = [
  ...COMPANY_FIGURE_NAMES,
  'supportEmail',
  'trialPrice',
  'trialDays',
  'trialCredits',
  'convertPlan',
  'convertPrice',
  'convertInterval',
  'convertCredits',
  'weeklyPrice',
  'weeklyCredits',
  'monthlyPrice',
  'monthlyCredits',
  'creditsPerReport',
  'creditCap',
  'packList',
] as const;
