/**
 * Text indexes and `$text` as a standalone mongod 7.0 has them, through the official driver
 * (docs/architecture.md#embedded-mongo): scores and their order (mongod's fts_spec.cpp formula),
 * stop words, stemming, phrases and negations, `{ $meta: 'textScore' }` in projection and sort,
 * the refusals with mongod's codes, and an index definition that survives a restart.
 */
import { MongoServerError, type Collection, type Db, type MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { connect, makeTempDir, uniqueDbName } from './helpers';

interface Line {
  _id?: unknown;
  s: string;
  score?: number;
}

async function rejection(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MongoServerError) return error;
    throw error;
  }
  throw new Error('expected a server error');
}

describe('text search', () => {
  let stop: () => Promise<void> = async () => undefined;
  let client: MongoClient;
  let db: Db;
  let lines: Collection<Line>;

  beforeAll(async () => {
    const server = await startEmbeddedMongo({ port: 0, memory: true });
    stop = () => server.stop();
    client = await connect(server.uri);
    db = client.db(uniqueDbName('text_search'));
    lines = db.collection<Line>('lines');
    await lines.createIndex({ s: 'text' });
    await lines.insertMany([{ s: 'spam' }, { s: 'spam eggs and spam' }, { s: 'sausage and eggs' }, { s: 'The Egg' }]);
  });

  afterAll(async () => {
    await client?.close();
    await stop();
  });

  const search = (text: string, extra: object = {}) =>
    lines
      .find({ $text: { $search: text, ...extra } }, { projection: { _id: false, s: true, score: { $meta: 'textScore' } } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();

  it('lists the index as mongod does', async () => {
    const text = (await lines.listIndexes().toArray()).find((index) => index.name === 's_text');
    expect(text).toEqual({
      v: 2,
      key: { _fts: 'text', _ftsx: 1 },
      name: 's_text',
      weights: { s: 1 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
  });

  it("scores with mongod's formula and sorts by the score", async () => {
    // 'spam': 1 term of 1 -> 1 * (0.5 * 1/1 + 0.5) = 1; 'spam eggs and spam': freq 1 + 1/2, count 2 of 3 terms
    // ('and' is a stop word) -> 1.5 * (0.5 * 2/3 + 0.5) = 1.25.
    expect(await search('spam')).toEqual([
      { s: 'spam eggs and spam', score: 1.25 },
      { s: 'spam', score: 1 },
    ]);
  });

  it('stems (eggs -> egg) and ignores case', async () => {
    const found = await search('EGGS');
    expect(found.map((line) => line.s).sort()).toEqual(['The Egg', 'sausage and eggs', 'spam eggs and spam']);
    // 'The Egg': 'the' is a stop word, so 'egg' is 1 term of 1.
    expect(found[0]).toEqual({ s: 'The Egg', score: 1 });
  });

  it('drops stop words from the search and matches nothing on stop words alone', async () => {
    expect(await search('and the')).toEqual([]);
  });

  it('tokenises the search in $language, documents in their index language (as mongod keys them)', async () => {
    // The documents were keyed in english: no 'and', and 'egg' for 'eggs'.
    expect(await search('and', { $language: 'none' })).toEqual([]);
    expect(await search('eggs', { $language: 'none' })).toEqual([]);
    expect((await search('egg', { $language: 'none' })).length).toBe(3);
    const raw = db.collection<Line>('raw');
    await raw.createIndex({ s: 'text' }, { default_language: 'none' });
    await raw.insertMany([{ s: 'spam and eggs' }, { s: 'egg' }]);
    const found = await raw.find({ $text: { $search: 'and eggs' } }, { projection: { _id: 0, s: 1 } }).toArray();
    expect(found).toEqual([{ s: 'spam and eggs' }]);
  });

  it('applies phrases and negations', async () => {
    expect((await search('"eggs and spam"')).map((line) => line.s)).toEqual(['spam eggs and spam']);
    expect((await search('eggs -spam')).map((line) => line.s).sort()).toEqual(['The Egg', 'sausage and eggs']);
  });

  it('matches in the leading $match of an aggregate, together with the rest of the filter', async () => {
    const found = await lines.aggregate([{ $match: { $text: { $search: 'eggs' }, s: { $regex: '^s' } } }, { $project: { _id: 0, s: 1 } }, { $sort: { s: 1 } }]).toArray();
    expect(found).toEqual([{ s: 'sausage and eggs' }, { s: 'spam eggs and spam' }]);
  });

  it('weights fields', async () => {
    const posts = db.collection<{ _id: number; title: string; body: string; score?: number }>('posts');
    await posts.createIndex({ title: 'text', body: 'text' }, { weights: { title: 10 }, name: 'search' });
    await posts.insertMany([{ _id: 1, title: 'other', body: 'mongo' }, { _id: 2, title: 'mongo', body: 'other' }]);
    const found = await posts.find({ $text: { $search: 'mongo' } }, { projection: { score: { $meta: 'textScore' } } }).sort({ score: { $meta: 'textScore' } }).toArray();
    expect(found.map((doc) => [doc._id, doc.score])).toEqual([[2, 10], [1, 1]]);
  });

  it('answers $text without a text index with IndexNotFound (27)', async () => {
    const error = await rejection(db.collection('plain').find({ $text: { $search: 'spam' } }).toArray());
    expect(error.code).toBe(27);
    expect(error.message).toBe('text index required for $text query');
  });

  it('refuses a second text index with IndexOptionsConflict (85)', async () => {
    const error = await rejection(lines.createIndex({ other: 'text' }));
    expect(error.code).toBe(85);
    // The same index again is no change.
    await expect(lines.createIndex({ s: 'text' })).resolves.toBe('s_text');
  });

  it('refuses $text by name where it is not implemented (delete, explain)', async () => {
    expect((await rejection(lines.deleteMany({ $text: { $search: 'spam' } }))).code).toBe(115);
    expect(await lines.countDocuments()).toBe(4);
  });

  it('refuses textScore metadata without $text (40218)', async () => {
    const error = await rejection(lines.find({}, { projection: { score: { $meta: 'textScore' } } }).toArray());
    expect(error.code).toBe(40218);
  });
});

describe('text index on disk', () => {
  it('keeps the index definition over a restart', async () => {
    const temp = makeTempDir();
    try {
      for (const round of [1, 2]) {
        const server = await startEmbeddedMongo({ port: 0, dbPath: temp.dir });
        const client = await connect(server.uri);
        try {
          const lines = client.db('text_disk').collection<Line>('lines');
          if (round === 1) {
            await lines.createIndex({ s: 'text' }, { default_language: 'none', weights: { s: 3 } });
            await lines.insertMany([{ s: 'spam' }, { s: 'eggs' }]);
          } else {
            const index = (await lines.listIndexes().toArray()).find((spec) => spec.name === 's_text');
            expect(index).toMatchObject({ key: { _fts: 'text', _ftsx: 1 }, weights: { s: 3 }, default_language: 'none' });
            const found = await lines.find({ $text: { $search: 'spam' } }, { projection: { _id: 0, s: 1, score: { $meta: 'textScore' } } }).toArray();
            expect(found).toEqual([{ s: 'spam', score: 3 }]);
          }
        } finally {
          await client.close();
          await server.stop();
        }
      }
    } finally {
      temp.remove();
    }
  });
});
