import type Stripe from 'stripe';
import { priceDifferences, webhookDifferences, type DesiredPrice, type DesiredWebhook } from './desired';

export interface StripeSetupInput {
  stripe: Stripe;
  prices: DesiredPrice[];
  webhook: DesiredWebhook;
  /** Report what differs and change nothing (`--check`). */
  check: boolean;
}

export interface StripeSetupResult {
  /** What differed from the catalogue when the run started, one line each. */
  drift: string[];
  /** What this run changed (nothing with `check`). */
  changed: string[];
  /** The new endpoint's signing secret: Stripe shows it only when the endpoint is created. */
  webhookSecret: string | null;
  /** What only a person can change (the API version of an existing endpoint). */
  notes: string[];
}

const METADATA = { catalogue: 'mailscout' };

const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'resource_missing';

async function existingProduct(stripe: Stripe, id: string): Promise<Stripe.Product | null> {
  try {
    return await stripe.products.retrieve(id);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The active prices holding the catalogue's lookup keys, with their other currencies (only sent when expanded). */
async function pricesByLookupKey(stripe: Stripe, keys: string[]): Promise<Map<string, Stripe.Price>> {
  const found = new Map<string, Stripe.Price>();
  // Stripe accepts at most 10 lookup keys per list call.
  for (let i = 0; i < keys.length; i += 10) {
    const list = await stripe.prices.list({ lookup_keys: keys.slice(i, i + 10), active: true, limit: 100, expand: ['data.currency_options'] });
    for (const price of list.data) if (price.lookup_key) found.set(price.lookup_key, price);
  }
  return found;
}

const describe = (wanted: DesiredPrice) =>
  `${Object.entries(wanted.amounts).map(([currency, amount]) => `${currency} ${amount}`).join(', ')}${wanted.interval ? ` every ${wanted.interval}` : ' once'}`;

/**
 * Makes Stripe hold the catalogue's products and prices (by lookup key) and the webhook endpoint
 * with exactly the handled events, or only says what differs (docs/deploy.md#stripe). Idempotent:
 * everything is found again by a key of ours (product id, lookup key, endpoint URL), and what
 * matches is left alone. A changed price is a new price that takes the lookup key over, as Stripe
 * prices cannot change their amount; the old one keeps billing the subscriptions already on it.
 */
export async function reconcileStripe({ stripe, prices, webhook, check }: StripeSetupInput): Promise<StripeSetupResult> {
  const result: StripeSetupResult = { drift: [], changed: [], webhookSecret: null, notes: [] };
  const change = async (line: string, apply: () => Promise<unknown>) => {
    result.drift.push(line);
    if (check) return;
    await apply();
    result.changed.push(line);
  };

  for (const wanted of prices) {
    const product = await existingProduct(stripe, wanted.productId);
    if (!product) {
      await change(`product ${wanted.productId}: missing`, () => stripe.products.create({ id: wanted.productId, name: wanted.productName, metadata: METADATA }));
    } else if (product.name !== wanted.productName || !product.active) {
      await change(`product ${wanted.productId}: ${product.active ? `named '${product.name}', not '${wanted.productName}'` : 'archived'}`, () =>
        stripe.products.update(wanted.productId, { name: wanted.productName, active: true }),
      );
    }
  }

  const existing = await pricesByLookupKey(stripe, prices.map((price) => price.lookupKey));
  for (const wanted of prices) {
    const found = existing.get(wanted.lookupKey);
    const differences = found ? priceDifferences(found, wanted) : ['missing'];
    if (differences.length === 0) continue;
    const others = Object.entries(wanted.amounts).filter(([currency]) => currency !== wanted.currency);
    await change(`price ${wanted.lookupKey}: ${differences.join('; ')} (catalogue: ${describe(wanted)})`, () =>
      stripe.prices.create({
        product: wanted.productId,
        currency: wanted.currency,
        unit_amount: wanted.amounts[wanted.currency],
        currency_options: Object.fromEntries(others.map(([currency, amount]) => [currency, { unit_amount: amount }])),
        lookup_key: wanted.lookupKey,
        transfer_lookup_key: Boolean(found),
        ...(wanted.interval ? { recurring: { interval: wanted.interval } } : {}),
        metadata: METADATA,
      }),
    );
  }

  const endpoints = await stripe.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 });
  const endpoint = endpoints.find((candidate) => candidate.url === webhook.url);
  if (!endpoint) {
    await change(`webhook endpoint ${webhook.url}: missing`, async () => {
      const created = await stripe.webhookEndpoints.create({
        url: webhook.url,
        enabled_events: webhook.events as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
        api_version: webhook.apiVersion as Stripe.WebhookEndpointCreateParams.ApiVersion,
        description: 'MailScout API (pnpm stripe:setup)',
        metadata: METADATA,
      });
      result.webhookSecret = created.secret ?? null;
    });
    return result;
  }
  const differences = webhookDifferences(endpoint, webhook);
  if (differences.length > 0) {
    await change(`webhook endpoint ${webhook.url}: ${differences.join('; ')}`, () =>
      stripe.webhookEndpoints.update(endpoint.id, { enabled_events: webhook.events as Stripe.WebhookEndpointUpdateParams.EnabledEvent[], disabled: false }),
    );
  }
  if (endpoint.api_version && endpoint.api_version !== webhook.apiVersion) {
    result.drift.push(`webhook endpoint ${webhook.url}: events in API version ${endpoint.api_version}, not ${webhook.apiVersion}`);
    result.notes.push(`Stripe fixes an endpoint's API version when it is created: delete ${endpoint.id} in the Dashboard and run pnpm stripe:setup again (it prints the new signing secret).`);
  }
  return result;
}
