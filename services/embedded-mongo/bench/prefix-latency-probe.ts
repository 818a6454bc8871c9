/**
 * Where the cold prefix query's p99 goes: rounds of the store bench's prefix query
 * (`find {user} sort {at: -1} limit 20` on 200,000 documents, one at a time) against a server
 * that is already running, so the server's and the client's warm-up can be told apart: run it
 * twice against one server (`--no-ingest` the second time) and the second client meets a warm
 * server with a cold driver. Usage:
 *
 *   tsx bench/prefix-latency-probe.ts mongodb://127.0.0.1:PORT [--rounds 3] [--queries 2000] [--no-ingest]
 */
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { pick } from './store-operations';

async function main(argv: string[]) {
  const flag = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
  const client = new MongoClient(argv[0] ?? 'mongodb://127.0.0.1:27018');
  await client.connect();
  const events = client.db('bench').collection<{ _id: number; user: string; at: Date; kind: string }>('events');
  const users = 2000;
  if (!argv.includes('--no-ingest')) {
    await events.createIndex({ user: 1, at: -1 });
    const base = Date.UTC(2026, 0, 1);
    for (let start = 0; start < 200_000; start += 10_000) {
      await events.insertMany(Array.from({ length: 10_000 }, (_, j) => ({ _id: start + j, user: `u${(start + j) % users}`, at: new Date(base + (start + j) * 1000), kind: 'scan' })));
    }
  }
  const queries = flag('--queries', 2000);
  for (let round = 1; round <= flag('--rounds', 3); round++) {
    const latencies: number[] = [];
    for (let i = 0; i < queries; i++) {
      const started = performance.now();
      await events.find({ user: `u${pick(i, users)}` }).sort({ at: -1 }).limit(20).toArray();
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const at = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0).toFixed(2);
    console.log(`round ${round}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, over 1 ms: ${latencies.filter((l) => l > 1).length} of ${queries}`);
  }
  await client.close();
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
