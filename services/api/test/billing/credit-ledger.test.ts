import { createStore } from '../../src/store/create-store';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();

async function storeWithUser(credits = 0) {
  const store = createStore(await mongo.db());
  await store.ensureIndexes();
  const { user } = await store.users.findOrCreate('Jane.Doe@Example.com');
  if (credits) await store.credits.grant(user._id, { sourceKey: 'seed', amount: credits, reason: 'seed', cap: 100 });
  return { store, userId: user._id };
}

describe('credit ledger (docs/decisions.md#credits)', () => {
  it('applies a grant once however often it is delivered, with its entry', async () => {
    const { store, userId } = await storeWithUser();
    const grant = { sourceKey: 'invoice:in_1', amount: 2, reason: 'trial', eventId: 'evt_1', cap: 100 };
    const results = await Promise.all(Array.from({ length: 20 }, () => store.credits.grant(userId, grant)));
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(1);
    expect(await store.credits.balance(userId)).toBe(2);
    const history = await store.credits.history(userId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ _id: 'invoice:in_1', requested: 2, applied: 2, balanceAfter: 2, eventId: 'evt_1' });
  });

  it('cuts a grant at the cap and records the cut', async () => {
    const { store, userId } = await storeWithUser(98);
    const result = await store.credits.grant(userId, { sourceKey: 'invoice:in_2', amount: 4, reason: 'weekly', cap: 100 });
    expect(result).toMatchObject({ outcome: 'applied', entry: { requested: 4, applied: 2, balanceAfter: 100 } });
    const again = await store.credits.grant(userId, { sourceKey: 'invoice:in_3', amount: 4, reason: 'weekly', cap: 100 });
    expect(again).toMatchObject({ outcome: 'applied', entry: { applied: 0, balanceAfter: 100 } });
  });

  it('spends exactly the balance under concurrency and refuses spending from zero', async () => {
    const { store, userId } = await storeWithUser(3);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => store.credits.spend(userId, { sourceKey: `scan:${i}`, amount: 1, reason: 'report' })),
    );
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(3);
    expect(results.filter((r) => r.outcome === 'insufficient')).toHaveLength(27);
    expect(await store.credits.balance(userId)).toBe(0);
  });

  it('lists entries with and without a payment event', async () => {
    const { store, userId } = await storeWithUser();
    await store.credits.grant(userId, { sourceKey: 'manual:1', amount: 1, reason: 'goodwill', cap: 100 });
    await store.credits.grant(userId, { sourceKey: 'invoice:in_9', amount: 1, reason: 'weekly', eventId: 'evt_9', cap: 100 });
    expect((await store.credits.history(userId)).map((e) => e.eventId).sort()).toEqual(['evt_9', undefined]);
  });

  it('answers no-account for a user that does not exist', async () => {
    const { store, userId } = await storeWithUser();
    await store.users.deleteById(userId);
    expect(await store.credits.grant(userId, { sourceKey: 'x', amount: 1, reason: 'r', cap: 100 })).toEqual({ outcome: 'no-account' });
  });
});
