import { createStore } from '../../src/store/create-store';
import type { PreviewDocument } from '../../src/store/repositories/previews-repository';
import { withTestMongo } from '../mongo';

/**
 * The two reads of every lookup (docs/architecture.md#hot-path), sent for many concurrent lookups at once: each call
 * still gets the answer a query of its own would have given.
 */
const mongo = withTestMongo();

function preview(id: string, targetHash: string, createdAt: Date): PreviewDocument {
  return {
    _id: id,
    kind: 'email',
    targetHash,
    status: 'completed',
    sources: {},
    emailChecks: null,
    phoneChecks: null,
    hints: { ownerNameFound: false, locationFound: false, serviceProvider: null, phoneFound: false, socialProfiles: 0, addressRecords: 0, breaches: 0 },
    createdAt,
    deadlineAt: createdAt,
    expiresAt: new Date(createdAt.getTime() + 3_600_000),
  };
}

describe('lookup reads answered in batches', () => {
  it('suppression: each set of hashes is answered for itself', async () => {
    const store = createStore(await mongo.db());
    await store.suppressions.add('gone-current');
    await store.suppressions.add('gone-legacy');
    const answers = await Promise.all([
      store.suppressions.hasAny(['gone-current', 'x']),
      store.suppressions.hasAny(['y', 'z']),
      store.suppressions.hasAny(['w', 'gone-legacy']),
      store.suppressions.hasAny([]),
      store.suppressions.hasAny(['y']),
    ]);
    expect(answers).toEqual([true, false, true, false, false]);
  });

  it('preview reuse: each target gets its newest preview since its own time, only its id and start', async () => {
    const store = createStore(await mongo.db());
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    await store.previews.create(preview('a-old', 'a', at(8)));
    await store.previews.create(preview('a-new', 'a', at(2)));
    await store.previews.create(preview('b-old', 'b', at(20)));
    await store.previews.create(preview('c', 'c', at(5)));
    const answers = await Promise.all([
      store.previews.latestForTarget('a', at(10)),
      store.previews.latestForTarget('b', at(10)),
      store.previews.latestForTarget('c', at(10)),
      store.previews.latestForTarget('c', at(3)),
      store.previews.latestForTarget('a', at(30)),
      store.previews.latestForTarget('nobody', at(30)),
    ]);
    expect(answers).toEqual([{ _id: 'a-new', createdAt: at(2) }, null, { _id: 'c', createdAt: at(5) }, null, { _id: 'a-new', createdAt: at(2) }, null]);
  });
});
