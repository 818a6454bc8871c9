import { cardBrandName, type CardSummary } from '@mailscout/contracts';

/** The saved card as the buyer knows it: 'Visa •••• 4242' (docs/decisions.md#payment-method). */
export function cardLabel(card: CardSummary): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}
