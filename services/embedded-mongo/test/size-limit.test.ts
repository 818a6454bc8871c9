/**
 * The 16 MiB document limit as mongod enforces it, checked before anything is applied or
 * journaled: an oversized write fails whole, and the directory still opens (and snapshots) after.
 */
import fs from 'node:fs';
import { type MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { connect, makeTempDir, waitFor } from './helpers';

const MiB = 1024 * 1024;
const LIMIT = 16 * MiB;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents with chosen _ids
const loose = (client: MongoClient, name: string) => client.db('limits').collection<any>(name);
/** A string that makes `{ _id: <int>, pad: <string> }` exactly `size` bytes of BSON. */
const padFor = (size: number) => 'x'.repeat(size - 4 - (1 + 4 + 4) - (1 + 4 + 4 + 1) - 1);

describe('16 MiB document limit', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.remove());

  it('refuses oversized inserts, updates, upserts, findAndModify and bulk writes without a partial write, and reopens', async () => {
    const dbPath = temp.dir;
    // A small threshold: the big documents below make the server snapshot while they are stored.
    const server = await startEmbeddedMongo({ port: 0, dbPath, compactThresholdBytes: 64 * 1024 });
    const client = await connect(server.uri);
    try {
      const docs = loose(client, 'docs');
      await expect(docs.insertOne({ _id: 1, pad: padFor(LIMIT + 7) })).rejects.toMatchObject({
        code: 10334,
        message: expect.stringMatching(/^BSONObj size: 16777223 \(0x1000007\) is invalid\. Size must be between 0 and 16777216\(16MB\) First element: _id: 1/),
      });
      // The refused first insert did not even create the collection.
      expect(await client.db('limits').listCollections().toArray()).toEqual([]);

      await docs.insertOne({ _id: 1, pad: padFor(LIMIT) });
      await docs.insertOne({ _id: 2, pad: padFor(LIMIT - MiB) });
      await expect(docs.updateOne({ _id: 1 }, { $set: { more: 'y' } })).rejects.toMatchObject({
        code: 17419,
        message: 'Resulting document after update is larger than 16777216',
      });
      // _id 2 could grow by 512 KiB, _id 1 cannot: the multi-update changes neither.
      await expect(docs.updateMany({}, { $set: { grown: 'g'.repeat(512 * 1024) } })).rejects.toMatchObject({ code: 17419 });
      expect(await docs.countDocuments({ grown: { $exists: true } })).toBe(0);
      await expect(docs.replaceOne({ _id: 2 }, { pad: padFor(LIMIT + 1) })).rejects.toMatchObject({ code: 17419 });
      await expect(
        docs.updateOne({ _id: 3 }, { $set: { pad: padFor(LIMIT) }, $setOnInsert: { extra: 'z' } }, { upsert: true }),
      ).rejects.toMatchObject({ code: 17419 });
      await expect(docs.findOneAndUpdate({ _id: 2 }, { $set: { more: padFor(2 * MiB) } })).rejects.toMatchObject({ code: 17419 });
      // The driver's bulkWrite refuses this itself; the raw command is what other clients send.
      const batch = await client.db('limits').command({
        insert: 'docs',
        documents: [{ _id: 10, small: true }, { _id: 11, pad: padFor(LIMIT + 100) }, { _id: 12, small: true }],
        ordered: true,
      });
      expect(batch).toMatchObject({ n: 1, writeErrors: [expect.objectContaining({ index: 1, code: 10334 })] });
      const unordered = await client.db('limits').command({
        update: 'docs',
        updates: [
          { q: { _id: 10 }, u: { $set: { pad: padFor(LIMIT + 10) } } },
          { q: { _id: 10 }, u: { $set: { touched: true } } },
        ],
        ordered: false,
      });
      expect(unordered).toMatchObject({ n: 1, nModified: 1, writeErrors: [expect.objectContaining({ index: 0, code: 17419 })] });
      const ids = (await docs.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
      expect(ids).toEqual([1, 2, 10]);
      const stored = await docs.findOne({ _id: 1 });
      expect(stored?.pad).toHaveLength(padFor(LIMIT).length);
      expect(stored).not.toHaveProperty('more');
      expect(await docs.findOne({ _id: 10 })).toEqual({ _id: 10, small: true, touched: true });
      // The journal outgrew the threshold: a snapshot has been written beside it.
      await waitFor(() => fs.readdirSync(dbPath).some((f) => f.startsWith('snapshot-')));
    } finally {
      await client.close();
      await server.stop();
    }

    const reopened = await startEmbeddedMongo({ port: 0, dbPath });
    const again = await connect(reopened.uri);
    try {
      const docs = loose(again, 'docs');
      expect((await docs.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id)).toEqual([1, 2, 10]);
      expect((await docs.findOne({ _id: 1 }))?.pad).toHaveLength(padFor(LIMIT).length);
      expect((await docs.findOne({ _id: 2 }))?.more).toBeUndefined();
    } finally {
      await again.close();
      await reopened.stop();
    }
  }, 60_000);
});
