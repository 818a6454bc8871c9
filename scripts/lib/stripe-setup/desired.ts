import type Stripe from 'stripe';
import type { PriceCatalogue } from '../../../shared/contracts/src/catalogue';
import { catalogueItems, HANDLED_WEBHOOK_EVENTS } from '@mailscout/api/stripe';

/**
 * What Stripe must hold for MailScout (docs/deploy.md#stripe), from the two catalogues the API
 * itself reads: the price catalogue (the same items the API's start-up check looks up by lookup
 * key, billing/stripe/catalogue-sync.ts) and the webhook events its handler acts on.
 */
export interface DesiredPrice {
  lookupKey: string;
  /** Our own product id: found again by id on every run, so never created twice. */
  productId: string;
  productName: string;
  /** The price's own currency (the catalogue's display currency) and the others as currency options. */
  currency: string;
  amounts: Record<string, number>;
  interval: 'week' | 'month' | undefined;
}

export interface DesiredWebhook {
  url: string;
  events: string[];
  apiVersion: string;
}

/** Products take the lookup key after a fixed prefix: Stripe accepts a product id of our choosing. */
export const productIdOf = (lookupKey: string) => `mailscout_${lookupKey}`;

/** Every catalogue item as a price in each of the catalogue's currencies (EUR and GBP). */
export function desiredPrices(catalogue: PriceCatalogue): DesiredPrice[] {
  const amountsByKey = new Map<string, Record<string, number>>([
    [catalogue.trial.lookupKey, catalogue.trial.price],
    [catalogue.plans.weekly.lookupKey, catalogue.plans.weekly.price],
    [catalogue.plans.monthly.lookupKey, catalogue.plans.monthly.price],
    ...catalogue.packs.map((pack): [string, Record<string, number>] => [pack.lookupKey, pack.price]),
  ]);
  return catalogueItems(catalogue).map((item) => ({
    lookupKey: item.lookupKey,
    productId: productIdOf(item.lookupKey),
    productName: item.name,
    currency: catalogue.displayCurrency,
    amounts: { ...amountsByKey.get(item.lookupKey) },
    interval: item.interval,
  }));
}

export function desiredWebhook(publicOrigin: string, webhookPath: string, apiVersion: string): DesiredWebhook {
  return { url: new URL(webhookPath, publicOrigin).toString(), events: [...HANDLED_WEBHOOK_EVENTS].sort(), apiVersion };
}

/** Where a Stripe price differs from the catalogue's; empty when it matches. */
export function priceDifferences(price: Stripe.Price, wanted: DesiredPrice): string[] {
  const differences: string[] = [];
  const product = typeof price.product === 'string' ? price.product : price.product.id;
  if (!price.active) differences.push('inactive');
  if (product !== wanted.productId) differences.push(`product ${product}, not ${wanted.productId}`);
  if (price.currency !== wanted.currency) differences.push(`currency ${price.currency}, not ${wanted.currency}`);
  const interval = price.recurring?.interval;
  if (interval !== wanted.interval || (interval && price.recurring?.interval_count !== 1)) {
    differences.push(`billed ${interval ? `every ${price.recurring?.interval_count} ${interval}` : 'once'}, not ${wanted.interval ? `every 1 ${wanted.interval}` : 'once'}`);
  }
  for (const [currency, amount] of Object.entries(wanted.amounts)) {
    const actual = currency === price.currency ? price.unit_amount : price.currency_options?.[currency]?.unit_amount;
    if (actual !== amount) differences.push(`${currency} ${actual ?? 'missing'}, not ${amount}`);
  }
  return differences;
}

/** Where the endpoint differs; the API version can only be chosen when an endpoint is created. */
export function webhookDifferences(endpoint: Stripe.WebhookEndpoint, wanted: DesiredWebhook): string[] {
  const differences: string[] = [];
  const events = [...endpoint.enabled_events].sort();
  const missing = wanted.events.filter((event) => !events.includes(event));
  const extra = events.filter((event) => !wanted.events.includes(event));
  if (missing.length > 0) differences.push(`events missing: ${missing.join(', ')}`);
  if (extra.length > 0) differences.push(`events not handled: ${extra.join(', ')}`);
  if (endpoint.status !== 'enabled') differences.push(`status ${endpoint.status}`);
  return differences;
}
