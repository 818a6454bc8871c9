import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { keyString } from '../src/bson/key-string';
import { parseIndexSpec } from '../src/indexes/index-definition';
import { KeyIndex } from '../src/indexes/key-index';

/** The index keeps one compact key per entry; uniqueness is checked through a map only where needed. */
describe('KeyIndex', () => {
  const at = new Date(Date.UTC(2026, 0, 1));

  it('stores each entry once, as its values followed by the id key, with no hash map for a non-unique index', () => {
    const index = new KeyIndex(parseIndexSpec({ key: { user: 1, at: -1 }, name: 'user_1_at_-1' }));
    const doc = { _id: 7, user: 'u1', at };
    index.add(keyString(7), index.entriesFor(doc));
    const keys = [...index.ordered.keys()];
    expect(keys).toHaveLength(1);
    // One encoded string (see key-encoding.test.ts) that decodes to the values and the id key.
    expect(typeof keys[0]).toBe('string');
    expect(index.keyValues(keys[0]!)).toEqual(['u1', at, keyString(7)]);
    expect(index.idKeyOf(keys[0]!)).toBe(keyString(7));
    // Duplicates are allowed: nothing to check, nothing hashed.
    expect(index.findConflict(index.entriesFor({ _id: 8, user: 'u1', at }), keyString(8))).toBeUndefined();
    index.remove(keyString(7), index.entriesFor(doc));
    expect(index.ordered.size).toBe(0);
  });

  it('finds a duplicate in a unique index across equal numeric types, and forgets it once removed', () => {
    const index = new KeyIndex(parseIndexSpec({ key: { n: 1 }, name: 'n_1', unique: true }));
    index.add(keyString(1), index.entriesFor({ _id: 1, n: 5 }));
    expect(index.findConflict(index.entriesFor({ _id: 2, n: 5.0 }), keyString(2))?.values).toEqual([5]);
    // The holder itself is no conflict (an update that keeps the key).
    expect(index.findConflict(index.entriesFor({ _id: 1, n: 5 }), keyString(1))).toBeUndefined();
    index.remove(keyString(1), index.entriesFor({ _id: 1, n: 5 }));
    expect(index.findConflict(index.entriesFor({ _id: 2, n: 5 }), keyString(2))).toBeUndefined();
  });

  it('fans an array out into one entry per distinct value and marks the index multikey', () => {
    const index = new KeyIndex(parseIndexSpec({ key: { tags: 1 }, name: 'tags_1' }));
    index.add(keyString(1), index.entriesFor({ _id: 1, tags: ['a', 'b', 'a', 1, 1.0] }));
    expect([...index.ordered.keys()].map((key) => index.keyValues(key)[0])).toEqual([1, 'a', 'b']);
    expect(index.multikey).toBe(true);
  });
});

describe('memory of a collection with a compound index', () => {
  it('stays within 3x of the BSON size at 200,000 documents (docs/architecture.md#embedded-mongo; 5.5x with decoded documents and array keys)', () => {
    // In its own process: memory is measured after a forced GC, which jest does not expose.
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/memory-bench.ts', '--docs', '200000', '--json'], {
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
    });
    const result = JSON.parse(output) as { bsonBytes: number; totalBytes: number };
    expect(result.totalBytes / result.bsonBytes).toBeLessThan(3);
  }, 120_000);
});
