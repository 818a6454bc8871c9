import type { Language } from '@mailscout/contracts';

/** An amount in the currency's minor unit (cents, pence), as the mail's language writes money: €14.99 / 14,99 €. */
export function formatMoney(minorUnits: number, currency: string, language: Language): string {
  // The catalogue's currencies (EUR, GBP) have two decimals, as Stripe's minor units assume.
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
}
