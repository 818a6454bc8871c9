import type { CardSummary } from '@mailscout/contracts';

// The same names the account page shows (a remote does not import another remote).
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** The saved card as the buyer knows it: 'Visa •••• 4242' (DECISIONS §7). */
export function cardLabel(card: CardSummary): string {
  const brand = BRAND_NAMES[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}
