import type { Currency, Language } from '@mailscout/contracts';

/** A catalogue amount (minor units) as the visitor's language writes it: '€1.00', '1,00 €', '£11.99'. */
export function formatMoney(amountMinor: number, currency: Currency, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountMinor / 100);
}
