import type Stripe from 'stripe';
import type { PriceCatalogue } from '@mailscout/contracts';

/** One sellable thing of the catalogue as Stripe must know it (by `lookup_key`). */
export interface CatalogueItem {
  lookupKey: string;
  name: string;
  amount: number;
  interval?: 'week' | 'month';
}

/** The Stripe price of every catalogue item, by lookup key. */
export type CataloguePrices = ReadonlyMap<string, Stripe.Price>;

/**
 * What Stripe must sell: the trial fee, both plans and the credit packs. Nothing else (
 * docs/decisions.md#included-in-every-report: the PDF download and the breach section are part of every report, not sold one-off).
 */
export function catalogueItems(catalogue: PriceCatalogue): CatalogueItem[] {
  const currency = catalogue.displayCurrency;
  return [
    { lookupKey: catalogue.trial.lookupKey, name: `MailScout ${catalogue.trial.days}-day trial`, amount: catalogue.trial.price[currency] },
    { lookupKey: catalogue.plans.weekly.lookupKey, name: 'MailScout weekly', amount: catalogue.plans.weekly.price[currency], interval: catalogue.plans.weekly.interval },
    { lookupKey: catalogue.plans.monthly.lookupKey, name: 'MailScout monthly', amount: catalogue.plans.monthly.price[currency], interval: catalogue.plans.monthly.interval },
    ...catalogue.packs.map((pack) => ({ lookupKey: pack.lookupKey, name: `MailScout ${pack.credits} credits`, amount: pack.price[currency] })),
  ];
}

function matches(price: Stripe.Price, item: CatalogueItem, currency: string): boolean {
  return (
    price.active &&
    price.currency === currency &&
    price.unit_amount === item.amount &&
    (price.recurring?.interval ?? undefined) === item.interval &&
    (item.interval === undefined || price.recurring?.interval_count === 1)
  );
}

export interface SyncReport {
  prices: CataloguePrices;
  created: string[];
  /** Lookup keys Stripe lacks or prices differently (only when not allowed to create). */
  problems: string[];
}

/**
 * Makes Stripe's prices match the catalogue, by `lookup_key` (docs/decisions.md#price-catalogue: the catalogue is
 * the single source). With `create` (the emulator) a missing or changed price is created (a
 * changed one takes the lookup key over, the old one stays for existing subscriptions); never
 * twice, as the lookup key is looked up first. Without it (real Stripe) nothing is changed:
 * what differs is reported.
 */
export async function syncCatalogue(
  stripe: Stripe,
  catalogue: PriceCatalogue,
  options: { create: boolean; requestOptions?: Stripe.RequestOptions },
): Promise<SyncReport> {
  const currency = catalogue.displayCurrency;
  const items = catalogueItems(catalogue);
  const existing = new Map<string, Stripe.Price>();
  // Stripe accepts at most 10 lookup keys per list call.
  for (let i = 0; i < items.length; i += 10) {
    const keys = items.slice(i, i + 10).map((item) => item.lookupKey);
    const list = await stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 }, options.requestOptions);
    for (const price of list.data) if (price.lookup_key) existing.set(price.lookup_key, price);
  }
  const prices = new Map<string, Stripe.Price>();
  const created: string[] = [];
  const problems: string[] = [];
  for (const item of items) {
    const found = existing.get(item.lookupKey);
    if (found && matches(found, item, currency)) {
      prices.set(item.lookupKey, found);
      continue;
    }
    if (!options.create) {
      problems.push(found ? `${item.lookupKey}: Stripe's price differs from the catalogue` : `${item.lookupKey}: no active Stripe price with this lookup key`);
      if (found) prices.set(item.lookupKey, found);
      continue;
    }
    const price = await stripe.prices.create(
      {
        currency,
        unit_amount: item.amount,
        lookup_key: item.lookupKey,
        transfer_lookup_key: Boolean(found),
        product_data: { name: item.name },
        ...(item.interval ? { recurring: { interval: item.interval } } : {}),
        metadata: { catalogue: 'mailscout' },
      },
      options.requestOptions,
    );
    prices.set(item.lookupKey, price);
    created.push(item.lookupKey);
  }
  return { prices, created, problems };
}
