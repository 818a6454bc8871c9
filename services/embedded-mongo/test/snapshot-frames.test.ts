import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deserialize, serialize, type Binary } from 'bson';
import { DocumentStore } from '../src/catalog/document-store';
import { keyString } from '../src/bson/key-string';
import { decodeRecord } from '../src/storage/record-codec';
import { readSnapshotFrames, writeSnapshotInSlices, writeSnapshotSync } from '../src/storage/snapshot-file';
import { SnapshotFrames, snapshotPayloads, type SnapshotItem } from '../src/storage/snapshot-frames';

/**
 * A live snapshot writes each document's put record straight from its slab into the output
 * chunk (docs/architecture.md#embedded-mongo): the file must be byte for byte the one the plain
 * record-by-record writer gives, whatever the frame sizes (several chunks, a document larger than
 * a chunk, collections without documents), and writes after the freeze must not show in it.
 */
describe('snapshot frames written from the slabs', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-frames-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const doc = (i: number, version: number) => ({ _id: i, version, pad: 'x'.repeat(50 + (i % 13)) });

  function state() {
    const events = new DocumentStore();
    for (let i = 0; i < 30_000; i++) events.set(keyString(i), serialize(doc(i, 0)));
    // Larger than the writer's 1 MiB chunk: written as a frame of its own.
    events.set(keyString('big'), serialize({ _id: 'big', blob: Buffer.alloc(1_200_000, 7) }));
    events.set(keyString(30_001), serialize(doc(30_001, 0)));
    const empty = new DocumentStore();
    const users = new DocumentStore();
    for (let i = 0; i < 100; i++) users.set(keyString(i), serialize({ _id: i, email: `u${i}@example.com` }));
    return { events, empty, users };
  }

  function items(stores: ReturnType<typeof state>): () => Iterator<SnapshotItem> {
    const frozen = { events: stores.events.freeze(), empty: stores.empty.freeze(), users: stores.users.freeze() };
    const list: SnapshotItem[] = [];
    for (const [coll, docs] of Object.entries(frozen)) {
      list.push({ op: 'createCollection', db: 'app', coll, uuid: 'u', options: {} });
      list.push({ op: 'createIndex', db: 'app', coll, spec: { key: { a: 1 }, name: 'a_1', v: 2 } });
      list.push({ op: 'documents', db: 'app', coll, docs });
    }
    return () => list[Symbol.iterator]();
  }

  it('gives the same bytes as the record-by-record writer, and only the state at the freeze', async () => {
    const stores = state();
    const source = items(stores);
    // Changed after the freeze: must not show in either file.
    for (let i = 0; i < 30_000; i += 3) stores.events.set(keyString(i), serialize(doc(i, 1)));
    stores.users.delete(keyString(5));
    let turns = 0;
    const live = path.join(dir, 'live.bson');
    const size = await writeSnapshotInSlices(live, new SnapshotFrames(source()), { sliceMs: 1, aborted: () => (turns++, false) });
    const plain = path.join(dir, 'plain.bson');
    writeSnapshotSync(plain, snapshotPayloads(source()));
    expect(fs.readFileSync(live).equals(fs.readFileSync(plain))).toBe(true);
    expect(size).toBe(fs.statSync(live).size);
    expect(turns).toBeGreaterThan(1);

    const records = (readSnapshotFrames(live)?.frames ?? []).map((frame) => decodeRecord(frame.payload));
    const puts = records.filter((record) => record.op === 'put');
    expect(puts).toHaveLength(30_002 + 100);
    const events = puts.filter((record) => record.coll === 'events').map((record) => deserialize(record.bson));
    expect(events[3]).toEqual(doc(3, 0));
    expect(events[30_000]?._id).toBe('big');
    expect((events[30_000]?.blob as Binary).length()).toBe(1_200_000);
    expect(events[30_001]).toEqual(doc(30_001, 0));
    expect(puts.filter((record) => record.coll === 'users')).toHaveLength(100);
    expect(records.filter((record) => record.op === 'createCollection').map((record) => record.coll)).toEqual(['events', 'empty', 'users']);
  });
});
