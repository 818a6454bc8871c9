import { PurchaseItem, type PriceCatalogue } from '@mailscout/contracts';

/** A subscriber's purchase with the saved card: a credit pack, or the change to the monthly plan. */
export type SubscriberChoice = PurchaseItem | 'monthly';

type Pack = PriceCatalogue['packs'][number] & { id: PurchaseItem };

export interface SubscriberOffer {
  /** The credit packs the saved card can buy (those the purchase route sells). */
  packs: Pack[];
  /** The monthly plan is offered (the account is on the weekly plan or its trial). */
  monthly: boolean;
  /** What is chosen at first: the smallest pack. */
  initial: SubscriberChoice;
}

const isPack = (pack: PriceCatalogue['packs'][number]): pack is Pack => PurchaseItem.safeParse(pack.id).success;

/**
 * docs/decisions.md#one-subscription, docs/decisions.md#saved-card: a subscriber without credits
 * is offered a credit pack or, on weekly, the monthly plan, never a second trial.
 */
export function subscriberOffer(catalogue: PriceCatalogue, canChangeToMonthly: boolean): SubscriberOffer {
  const packs = catalogue.packs.filter(isPack);
  return { packs, monthly: canChangeToMonthly, initial: packs[0]?.id ?? 'monthly' };
}

export interface SubscriberPay {
  /** The chosen purchase's price in minor units, in the catalogue's display currency. */
  amount: number;
  /** The pay button's words: the plan change, or the pack with the saved card (or saying there is none). */
  label: 'payMonthly' | 'payPack' | 'payPackNoCard';
  /** What the line under the button says happens. */
  note: 'monthlyNote' | 'packNote';
  /** Nothing can be paid without a saved card: the button is off (the account page adds one). */
  blocked: boolean;
}

/** The pay button and its note for the chosen purchase (docs/decisions.md#saved-card). */
export function subscriberPay(catalogue: PriceCatalogue, offer: SubscriberOffer, choice: SubscriberChoice, hasCard: boolean): SubscriberPay {
  const currency = catalogue.displayCurrency;
  const pack = offer.packs.find((candidate) => candidate.id === choice);
  return {
    amount: pack ? pack.price[currency] : catalogue.plans.monthly.price[currency],
    label: choice === 'monthly' ? 'payMonthly' : hasCard ? 'payPack' : 'payPackNoCard',
    note: choice === 'monthly' ? 'monthlyNote' : 'packNote',
    blocked: !hasCard,
  };
}
