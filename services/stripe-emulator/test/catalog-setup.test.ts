import { useHarness } from './helpers';

/** What `pnpm stripe:setup` asks of Stripe's catalogue (docs/deploy.md#stripe), in Stripe's shapes. */
describe('prices in several currencies, found by lookup key', () => {
  const h = useHarness();

  it('keeps currency_options, shown only when expanded and with the price\'s own currency', async () => {
    const product = await h.stripe.products.create({ id: 'mailscout_plan_weekly', name: 'MailScout weekly' });
    const created = await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 1499, currency_options: { gbp: { unit_amount: 1199 } }, recurring: { interval: 'week' }, lookup_key: 'plan_weekly' });

    expect(created.currency_options).toBeUndefined();
    const [listed] = (await h.stripe.prices.list({ lookup_keys: ['plan_weekly'], expand: ['data.currency_options'] })).data;
    expect(listed?.currency_options).toEqual({
      eur: { custom_unit_amount: null, tax_behavior: 'unspecified', unit_amount: 1499, unit_amount_decimal: '1499' },
      gbp: { custom_unit_amount: null, tax_behavior: 'unspecified', unit_amount: 1199, unit_amount_decimal: '1199' },
    });
    await expect(h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 1, currency_options: { eur: { unit_amount: 2 } } })).rejects.toMatchObject({ param: 'currency_options[eur]' });
  });

  it('searches prices by lookup key and metadata, AND or OR, with pages', async () => {
    const product = await h.stripe.products.create({ name: 'MailScout packs' });
    for (const key of ['pack_10', 'pack_25', 'pack_50']) await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 100, lookup_key: key, metadata: { catalogue: 'mailscout' } });

    const one = await h.stripe.prices.search({ query: "lookup_key:'pack_25' AND active:'true'" });
    expect(one).toMatchObject({ object: 'search_result', has_more: false, next_page: null });
    expect(one.data.map((price) => price.lookup_key)).toEqual(['pack_25']);
    const either = await h.stripe.prices.search({ query: "lookup_key:'pack_10' OR lookup_key:'pack_50'" });
    expect(either.data.map((price) => price.lookup_key).sort()).toEqual(['pack_10', 'pack_50']);
    const first = await h.stripe.prices.search({ query: "metadata['catalogue']:'mailscout'", limit: 2 });
    expect(first.has_more).toBe(true);
    const second = await h.stripe.prices.search({ query: "metadata['catalogue']:'mailscout'", limit: 2, page: first.next_page! });
    expect([...first.data, ...second.data].map((price) => price.lookup_key).sort()).toEqual(['pack_10', 'pack_25', 'pack_50']);
    await expect(h.stripe.prices.search({ query: "lookup_key:'a' AND active:'true' OR currency:'eur'" })).rejects.toMatchObject({ param: 'query' });
  });
});
