/**
 * Data survives restarts: journal replay, snapshots after compaction, a torn last record, and the
 * one-server-per-directory lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Double, Long, type MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongoOptions } from '../src/index';
import { JOURNAL_MAGIC, SNAPSHOT_MAGIC, decodeFrames } from '../src/storage/frame-codec';
import { connect, makeTempDir, waitFor } from './helpers';

async function withServer<T>(options: EmbeddedMongoOptions, work: (client: MongoClient) => Promise<T>): Promise<T> {
  const server = await startEmbeddedMongo({ port: 0, ...options });
  const client = await connect(server.uri);
  try {
    return await work(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents with non-ObjectId _ids
const loose = (client: MongoClient, db: string, name: string) => client.db(db).collection<any>(name);

const journalFiles = (dir: string) => fs.readdirSync(dir).filter((f) => f.startsWith('journal-')).sort();
const snapshotFiles = (dir: string) => fs.readdirSync(dir).filter((f) => /^snapshot-\d+\.bson$/.test(f)).sort();

describe('durability', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.remove());

  it('keeps documents, updates, deletes, indexes and numeric types across restarts', async () => {
    const dbPath = temp.dir;
    await withServer({ dbPath }, async (client) => {
      const users = loose(client, 'app', 'users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertMany([
        { _id: 1, email: 'a@x', credits: 10, ratio: new Double(1), big: Long.fromNumber(3) },
        { _id: 2, email: 'b@x', credits: 5 },
        { _id: 3, email: 'c@x', credits: 1 },
      ]);
      await users.updateOne({ _id: 1 }, { $inc: { credits: -3 } });
      await users.deleteOne({ _id: 3 });
      await loose(client, 'app', 'dropped').insertOne({ a: 1 });
      await loose(client, 'app', 'dropped').drop();
      await loose(client, 'gone', 'c').insertOne({ a: 1 });
      await client.db('gone').dropDatabase();
    });
    await withServer({ dbPath }, async (client) => {
      const users = loose(client, 'app', 'users');
      expect(await users.find({}).toArray()).toEqual([
        { _id: 1, email: 'a@x', credits: 7, ratio: 1, big: 3 },
        { _id: 2, email: 'b@x', credits: 5 },
      ]);
      const raw = await users.findOne({ _id: 1 }, { promoteValues: false });
      expect((raw?.ratio as { _bsontype: string })._bsontype).toBe('Double');
      expect((raw?.big as { _bsontype: string })._bsontype).toBe('Long');
      expect((await users.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
      await expect(users.insertOne({ email: 'b@x' })).rejects.toMatchObject({ code: 11000 });
      const names = (await client.db('app').listCollections().toArray()).map((c) => c.name);
      expect(names).toEqual(['users']);
      const { databases } = await client.db('admin').command({ listDatabases: 1, nameOnly: true });
      expect((databases as { name: string }[]).map((d) => d.name)).toEqual(['app']);
    });
  });

  it('compacts the journal into a snapshot and recovers from it', async () => {
    const dbPath = temp.dir;
    await withServer({ dbPath, compactThresholdBytes: 4096 }, async (client) => {
      const items = loose(client, 'app', 'items');
      await items.createIndex({ sku: 1 }, { unique: true });
      for (let batch = 0; batch < 10; batch++) {
        await items.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: batch * 20 + i, sku: `s${batch * 20 + i}`, pad: 'x'.repeat(40) })));
        await items.updateMany({ _id: { $lt: 20 } }, { $inc: { touched: 1 } });
      }
    });
    expect(snapshotFiles(dbPath)).toHaveLength(1);
    expect(journalFiles(dbPath)).toHaveLength(1);
    await withServer({ dbPath }, async (client) => {
      const items = loose(client, 'app', 'items');
      expect(await items.countDocuments()).toBe(200);
      expect(await items.findOne({ _id: 5 })).toMatchObject({ touched: 10 });
      await expect(items.insertOne({ sku: 's7' })).rejects.toMatchObject({ code: 11000 });
    });
  });

  it('drops a torn last record, keeps the rest, and appends cleanly afterwards', async () => {
    const dbPath = temp.dir;
    await withServer({ dbPath }, async (client) => {
      await loose(client, 'app', 'log').insertMany([{ _id: 1 }, { _id: 2 }]);
    });
    const [journal] = journalFiles(dbPath);
    const file = path.join(dbPath, journal as string);
    // Half of a record: a length that promises more bytes than follow, as a crash mid-write leaves.
    const torn = Buffer.alloc(12);
    torn.writeUInt32LE(200, 0);
    fs.appendFileSync(file, torn);
    const warnings: string[] = [];
    await withServer({ dbPath, log: (line) => warnings.push(line) }, async (client) => {
      const log = loose(client, 'app', 'log');
      expect(await log.find({}).toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
      await log.insertOne({ _id: 3 });
    });
    expect(warnings.join('\n')).toMatch(/dropped 12 bytes of an incomplete record/);
    await withServer({ dbPath }, async (client) => {
      expect(await loose(client, 'app', 'log').find({}).toArray()).toEqual([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    });
  });

  /** Flips a byte near the end of the payload of frame `index` (its header and names stay legible). */
  const damageFrame = (file: string, magic: Buffer, index: number): number => {
    const data = fs.readFileSync(file);
    const frame = decodeFrames(data, magic.length).frames[index];
    if (!frame) throw new Error(`no frame ${index} in ${file}`);
    const at = frame.offset + 8 + frame.payload.length - 3;
    data.writeUInt8(data.readUInt8(at) ^ 0xff, at);
    fs.writeFileSync(file, data);
    return frame.offset;
  };

  it('refuses to start on a journal damaged before its end, naming file, offset and collection; --repair keeps what came before', async () => {
    const dbPath = temp.dir;
    await withServer({ dbPath }, async (client) => {
      for (let i = 1; i <= 4; i++) await loose(client, 'app', 'users').insertOne({ _id: i });
      await loose(client, 'app', 'other').insertOne({ _id: 'later' });
    });
    const [journal] = journalFiles(dbPath);
    const file = path.join(dbPath, journal as string);
    // Frames: createCollection users, put 1, put 2, put 3, ... Damage the record of _id 3.
    const offset = damageFrame(file, JOURNAL_MAGIC, 3);
    const before = fs.readFileSync(file);
    await expect(startEmbeddedMongo({ port: 0, dbPath })).rejects.toThrow(
      new RegExp(`cannot start: .*${journal as string} is damaged at offset ${offset}: a checksum mismatch, in a record of collection app\\.users\\..*--repair to keep the 3 records before the damage`),
    );
    // Refusing changed nothing, and the lock was released.
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.existsSync(path.join(dbPath, 'mongod.lock'))).toBe(false);

    const warnings: string[] = [];
    await withServer({ dbPath, repair: true, log: (line) => warnings.push(line) }, async (client) => {
      expect(await loose(client, 'app', 'users').find({}).toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
      expect(await loose(client, 'app', 'other').countDocuments()).toBe(0);
      await loose(client, 'app', 'users').insertOne({ _id: 'after-repair' });
    });
    expect(warnings.join('\n')).toMatch(/repair: .* keeping the 3 records before it/);
    const quarantine = fs.readdirSync(dbPath).find((f) => f.startsWith('damaged-'));
    expect(fs.readdirSync(path.join(dbPath, quarantine as string))).toContain(journal);
    await withServer({ dbPath }, async (client) => {
      expect(await loose(client, 'app', 'users').find({}).toArray()).toEqual([{ _id: 1 }, { _id: 2 }, { _id: 'after-repair' }]);
    });
  });

  it('refuses a damaged snapshot even at its end', async () => {
    const dbPath = temp.dir;
    await withServer({ dbPath, compactThresholdBytes: 2048 }, async (client) => {
      await loose(client, 'app', 'items').insertMany(Array.from({ length: 40 }, (_, i) => ({ _id: i, pad: 'p'.repeat(100) })));
      await waitFor(() => snapshotFiles(dbPath).length === 1);
    });
    const [snapshot] = snapshotFiles(dbPath);
    const file = path.join(dbPath, snapshot as string);
    const frames = decodeFrames(fs.readFileSync(file), SNAPSHOT_MAGIC.length).frames.length;
    damageFrame(file, SNAPSHOT_MAGIC, frames - 1);
    await expect(startEmbeddedMongo({ port: 0, dbPath })).rejects.toThrow(/snapshot-\d+\.bson is damaged at offset \d+: a checksum mismatch, in a record of collection app\.items/);
  });

  it('refuses a second server on the same data directory', async () => {
    const first = await startEmbeddedMongo({ port: 0, dbPath: temp.dir });
    try {
      await expect(startEmbeddedMongo({ port: 0, dbPath: temp.dir })).rejects.toThrow(/in use/);
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedMongo({ port: 0, dbPath: temp.dir });
    await again.stop();
  });

  it('writes nothing to disk in memory mode', async () => {
    const cwdBefore = fs.readdirSync(process.cwd());
    await withServer({ memory: true, dbPath: path.join(temp.dir, 'unused') }, async (client) => {
      await loose(client, 'app', 'c').insertOne({ a: 1 });
    });
    expect(fs.existsSync(path.join(temp.dir, 'unused'))).toBe(false);
    expect(fs.readdirSync(process.cwd())).toEqual(cwdBefore);
  });
});
