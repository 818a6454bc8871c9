import { createHash } from 'node:crypto';
import type { CardBehavior } from '../state/hidden';

/**
 * Stripe's documented test cards (docs.stripe.com/testing) and the matching `pm_card_*`
 * test PaymentMethod ids. Any other number that passes the Luhn check behaves like 4242.
 */
export interface TestCard {
  number: string;
  behavior: CardBehavior;
  country?: string;
  funding?: string;
}

export const TEST_CARDS: Record<string, TestCard> = {
  visa: { number: '4242424242424242', behavior: 'succeed' },
  visa_debit: { number: '4000056655665556', behavior: 'succeed', funding: 'debit' },
  mastercard: { number: '5555555555554444', behavior: 'succeed' },
  amex: { number: '378282246310005', behavior: 'succeed' },
  gb: { number: '4000008260000000', behavior: 'succeed', country: 'GB' },
  de: { number: '4000002760000016', behavior: 'succeed', country: 'DE' },
  chargeDeclined: { number: '4000000000000002', behavior: 'decline' },
  chargeDeclinedInsufficientFunds: { number: '4000000000009995', behavior: 'insufficient_funds' },
  chargeDeclinedLostCard: { number: '4000000000009987', behavior: 'lost_card' },
  chargeDeclinedStolenCard: { number: '4000000000009979', behavior: 'stolen_card' },
  chargeDeclinedExpiredCard: { number: '4000000000000069', behavior: 'expired_card' },
  chargeDeclinedIncorrectCvc: { number: '4000000000000127', behavior: 'incorrect_cvc' },
  chargeDeclinedProcessingError: { number: '4000000000000119', behavior: 'processing_error' },
  authenticationRequiredOnSetup: { number: '4000002500003155', behavior: 'authenticate_unless_setup' },
  authenticationRequired: { number: '4000002760003184', behavior: 'authenticate_always', country: 'DE' },
  threeDSecure2Required: { number: '4000000000003220', behavior: 'authenticate_always' },
  chargeCustomerFail: { number: '4000000000000341', behavior: 'attach_ok_charge_fails' },
};

/** `pm_card_visa`, `pm_card_chargeDeclined`, … (Stripe also accepts `pm_card_visa_chargeDeclined`). */
export function testCardForPaymentMethodId(id: string): TestCard | undefined {
  if (!id.startsWith('pm_card_')) return undefined;
  const name = id.slice('pm_card_'.length);
  return TEST_CARDS[name] ?? (name.startsWith('visa_') ? TEST_CARDS[name.slice(5)] : undefined);
}

export function behaviorForNumber(number: string): CardBehavior {
  return Object.values(TEST_CARDS).find((card) => card.number === number)?.behavior ?? 'succeed';
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^4/.test(number)) return 'visa';
  return 'unknown';
}

export function fingerprintOf(number: string): string {
  return createHash('sha256').update(`fp:${number}`).digest('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 16);
}

export interface Decline {
  code: string;
  decline_code?: string;
  message: string;
}

/** What a charge attempt on a card of this behavior returns, after any authentication. */
export function declineFor(behavior: CardBehavior): Decline | null {
  switch (behavior) {
    case 'decline':
    case 'attach_ok_charge_fails':
      return { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    case 'insufficient_funds':
      return { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    case 'lost_card':
      return { code: 'card_declined', decline_code: 'lost_card', message: 'Your card was declined.' };
    case 'stolen_card':
      return { code: 'card_declined', decline_code: 'stolen_card', message: 'Your card was declined.' };
    case 'expired_card':
      return { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' };
    case 'incorrect_cvc':
      return { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
    case 'processing_error':
      return { code: 'processing_error', decline_code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' };
    default:
      return null;
  }
}

/** Cards that Stripe already declines when they are attached to a customer or set up. */
export function declinesOnAttach(behavior: CardBehavior): boolean {
  return behavior !== 'succeed' && behavior !== 'attach_ok_charge_fails' && behavior !== 'authenticate_unless_setup' && behavior !== 'authenticate_always';
}
