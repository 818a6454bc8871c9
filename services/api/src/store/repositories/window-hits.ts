import { MongoBulkWriteError, type AnyBulkWriteOperation, type Collection } from 'mongodb';
import { coalesce } from '../coalesce';
import type { CounterDocument } from './rate-counters-repository';

export interface WindowHit {
  key: string;
  windowMs: number;
  /** The hit's time; without it, the time the batch is sent. */
  now?: number;
}

interface Group {
  id: string;
  windowMs: number;
  now: number;
  /** Positions in the batch of this group's hits, in the order they were made. */
  positions: number[];
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/**
 * `hits` more hits in a window that starts with its first hit and lasts `windowMs`: a window
 * that has run out (or none yet) starts again at this time.
 */
function windowUpdate(now: number, windowMs: number, hits: number) {
  const over = { $or: [{ $lte: ['$expiresAt', new Date(now)] }, { $eq: [{ $type: '$expiresAt' }, 'missing'] }] };
  return [
    {
      $set: {
        count: { $cond: [over, hits, { $add: ['$count', hits] }] },
        expiresAt: { $cond: [over, new Date(now + windowMs), '$expiresAt'] },
      },
    },
  ];
}

/**
 * The window counters' hits, counted together when they arrive together (docs/architecture.md#hot-path): one
 * `findOneAndUpdate` for the hits of one key (the only round trip a lone hit makes, as before),
 * or, for several keys, one bulk write of every key's hits and one read of the counts.
 *
 * Nothing is answered before it is counted in the database, so limits hold across instances
 * exactly as with one command per hit. A key's hits in one batch are added atomically
 * (`$add: n`), so they hold consecutive places; each is answered with its place, counted from
 * the count read back after the write, which other instances' hits can only make higher: a hit
 * is never answered a lower count than it has (a limit can only bite as early as before, never
 * later).
 */
export function windowHits(counters: Collection<CounterDocument>) {
  const docId = (key: string) => `window:${key}`;

  async function countOne(group: Group): Promise<CounterDocument | null> {
    const run = () => counters.findOneAndUpdate({ _id: group.id }, windowUpdate(group.now, group.windowMs, group.positions.length), { upsert: true, returnDocument: 'after' });
    // Two first hits at once (here or in another instance): one insert wins, the other is an update of it.
    return run().catch((error: unknown) => (isDuplicateKey(error) ? run() : Promise.reject(error)));
  }

  async function countMany(groups: Group[]): Promise<(CounterDocument | null)[]> {
    const operations: AnyBulkWriteOperation<CounterDocument>[] = groups.map((group) => ({
      updateOne: { filter: { _id: group.id }, update: windowUpdate(group.now, group.windowMs, group.positions.length), upsert: true },
    }));
    try {
      await counters.bulkWrite(operations, { ordered: false });
    } catch (error) {
      // The same race as above, per key: only the upserts that lost it are sent again.
      if (!(error instanceof MongoBulkWriteError)) throw error;
      const failed = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      if (failed.length === 0 || !failed.every(isDuplicateKey)) throw error;
      await counters.bulkWrite(
        failed.map((writeError) => operations[writeError.index]!),
        { ordered: false },
      );
    }
    const docs = await counters.find({ _id: { $in: groups.map((group) => group.id) } }).toArray();
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    return groups.map((group) => byId.get(group.id) ?? null);
  }

  return coalesce(async (batch: WindowHit[]) => {
    const sentAt = Date.now();
    const groups = new Map<string, Group>();
    batch.forEach((hit, position) => {
      const now = hit.now ?? sentAt;
      const name = `${hit.key}\u0000${hit.windowMs}\u0000${now}`;
      const group = groups.get(name) ?? { id: docId(hit.key), windowMs: hit.windowMs, now, positions: [] };
      group.positions.push(position);
      groups.set(name, group);
    });
    const list = [...groups.values()];
    const docs = list.length === 1 ? [await countOne(list[0]!)] : await countMany(list);
    const answers = new Array<{ count: number; ttlMs: number }>(batch.length);
    list.forEach((group, g) => {
      const doc = docs[g];
      const hits = group.positions.length;
      const ttlMs = Math.max(0, (doc?.expiresAt.getTime() ?? group.now + group.windowMs) - group.now);
      group.positions.forEach((position, i) => {
        answers[position] = { count: Math.max(i + 1, (doc?.count ?? hits) - hits + 1 + i), ttlMs };
      });
    });
    return answers;
  });
}
