/**
 * Memory of the in-memory store against the BSON size of its data: N documents shaped like the
 * product's event rows (the prefix-query phase of the store bench), inserted through the catalog
 * as the wire protocol's insert does, with the `_id` index and one compound secondary index.
 * Heap plus ArrayBuffer memory (documents are stored as BSON slabs outside the JS heap) is
 * measured after a full GC, before and after. Usage (needs --expose-gc):
 *
 *   node --expose-gc --import tsx bench/memory-bench.ts [--docs 200000] [--json]
 */
import { serialize } from 'bson';
import { deserializeTyped } from '../src/wire/decode-document';
import { Catalog } from '../src/catalog/catalog';
import { decodeNumbers } from '../src/bson/numeric-types';

export interface MemoryResult {
  docs: number;
  bsonBytes: number;
  /** Heap growth with documents and the `_id` index only. */
  documentsBytes: number;
  /** Heap growth with the secondary index too. */
  totalBytes: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** JS heap plus memory outside it held by ArrayBuffers (where documents kept as BSON live). */
function heapAfterGc(): number {
  if (!gc) throw new Error('run with node --expose-gc');
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

export function memoryBench(docs: number): MemoryResult {
  const users = 2000;
  const base = Date.UTC(2026, 0, 1);
  const catalog = new Catalog();
  const before = heapAfterGc();
  const { collection } = catalog.ensure('bench', 'events');
  let bsonBytes = 0;
  for (let i = 0; i < docs; i++) {
    const bson = serialize({ _id: i, user: `u${i % users}`, at: new Date(base + i * 1000), kind: i % 3 === 0 ? 'scan' : 'preview', source: 'gravatar' });
    bsonBytes += bson.length;
    // As the wire protocol hands documents over: decoded from BSON, plain numbers plus type hints.
    const doc = deserializeTyped(bson);
    decodeNumbers(doc);
    collection.insert(doc);
  }
  const withDocuments = heapAfterGc();
  collection.createIndex({ key: { user: 1, at: -1 }, name: 'user_1_at_-1' });
  const withIndex = heapAfterGc();
  if (catalog.get('bench', 'events')?.docs.size !== docs) throw new Error('documents missing');
  return { docs, bsonBytes, documentsBytes: withDocuments - before, totalBytes: withIndex - before };
}

export function formatMemory(result: MemoryResult): string {
  const mib = (n: number) => `${(n / 2 ** 20).toFixed(1)} MiB`;
  const ratio = (n: number) => `${(n / result.bsonBytes).toFixed(1)}x`;
  return [
    `| ${result.docs.toLocaleString('en-US')} documents | heap + ArrayBuffers | ÷ BSON size |`,
    '| --- | ---: | ---: |',
    `| BSON size of the data (${(result.bsonBytes / result.docs).toFixed(0)} B per document) | ${mib(result.bsonBytes)} | 1.0x |`,
    `| documents + \`_id\` index | ${mib(result.documentsBytes)} | ${ratio(result.documentsBytes)} |`,
    `| + compound index {user: 1, at: -1} | ${mib(result.totalBytes)} | ${ratio(result.totalBytes)} |`,
  ].join('\n');
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--docs');
  const result = memoryBench(i >= 0 ? Number(argv[i + 1]) : 200_000);
  console.log(argv.includes('--json') ? JSON.stringify(result, null, 2) : formatMemory(result));
}
