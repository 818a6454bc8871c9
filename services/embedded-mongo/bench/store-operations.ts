import type { MongoClient } from 'mongodb';

/** The operations the store bench measures, by kind, so a client process runs exactly the same ones. */
export type OperationKind = 'ping' | 'insertOne' | 'findOne' | 'findOneAndUpdate' | 'updateOne';

export interface Account {
  _id: number;
  email: string;
  credits: number;
  plan: string;
}

export const account = (i: number): Account => ({ _id: i, email: `user${i}@example.com`, credits: 1_000_000, plan: 'trial' });
/** Deterministic pseudo-random ids so runs are comparable. */
export const pick = (i: number, n: number) => (i * 7919) % n;

/**
 * Operation `i` of a row of `ops` operations on collection `coll` of database `bench`: the same
 * documents and ids whichever process runs it.
 */
export function operation(client: MongoClient, kind: OperationKind, coll: string, ops: number): (i: number) => Promise<unknown> {
  const accounts = client.db('bench').collection<Account>(coll);
  switch (kind) {
    case 'ping': {
      const admin = client.db('admin');
      return () => admin.command({ ping: 1 });
    }
    case 'insertOne':
      return (i) => accounts.insertOne(account(i));
    case 'findOne':
      return (i) => accounts.findOne({ email: `user${pick(i, ops)}@example.com` });
    case 'findOneAndUpdate':
      return (i) => accounts.findOneAndUpdate({ _id: pick(i, ops), credits: { $gt: 0 } }, { $inc: { credits: -1 } }, { returnDocument: 'after' });
    case 'updateOne':
      return (i) => accounts.updateOne({ _id: pick(i, ops) }, { $inc: { credits: -1 } });
  }
}

/** Latencies (ms) of operations `indices`, `concurrency` in flight. */
export async function runOperations(op: (i: number) => Promise<unknown>, indices: number[], concurrency: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, indices.length) }, async () => {
      while (next < indices.length) {
        const i = indices[next++] as number;
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return latencies;
}
