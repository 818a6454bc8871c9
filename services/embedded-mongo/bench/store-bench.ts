/**
 * Store benchmark: insertOne, indexed findOne and findOneAndUpdate through the official driver
 * against the embedded server, beside the same operations on a plain in-process Map, with p99
 * latency at a fixed concurrency. Usage:
 *
 *   tsx bench/store-bench.ts [--ops 3000] [--concurrency 50] [--warmup 0] [--memory] [--child] [--no-sync] [--prefix-docs 200000] [--json]
 *
 * Default: an in-process server on a temporary data directory with the default durability
 * (write + fdatasync before acknowledging). --child runs the server as its own process (as
 * `pnpm start` does), --memory without disk. The default run takes a few seconds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';

interface BenchOptions {
  ops: number;
  concurrency: number;
  memory: boolean;
  child: boolean;
  sync: boolean;
  /** Documents for the prefix-of-index query phase (0 skips it). Default 200,000. */
  prefixDocs?: number;
  /**
   * Unmeasured operations of each kind before the measured ones (default 0), on another
   * collection: they open the driver's connection pool and let both processes' JIT settle, so
   * the rows measure the steady state rather than start-up.
   */
  warmup?: number;
}

interface PhaseResult {
  name: string;
  opsPerSec: number;
  p50: number;
  p99: number;
  mapOpsPerSec: number;
}

interface Account {
  _id: number;
  email: string;
  credits: number;
  plan: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `ops` operations with `concurrency` in flight; returns throughput and latencies (ms). */
async function measure(ops: number, concurrency: number, op: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ops) {
        const i = next++;
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { opsPerSec: ops / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** The baseline: the same work on Maps in this process, no protocol, no durability. */
function measureMap(ops: number, work: (i: number) => void): number {
  const started = performance.now();
  for (let i = 0; i < ops; i++) work(i);
  return ops / ((performance.now() - started) / 1000);
}

const account = (i: number): Account => ({ _id: i, email: `user${i}@example.com`, credits: 1_000_000, plan: 'trial' });
/** Deterministic pseudo-random ids so runs are comparable. */
const pick = (i: number, n: number) => (i * 7919) % n;

async function startServer(options: BenchOptions, dbPath: string): Promise<{ uri: string; stop(): Promise<void> }> {
  if (!options.child) {
    return startEmbeddedMongo({ port: 0, memory: options.memory, dbPath, sync: options.sync });
  }
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server process.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, '--import', 'tsx', 'src/cli.ts', '--port', '0', '--dbpath', dbPath];
  if (options.memory) args.push('--memory');
  if (!options.sync) args.push('--no-sync');
  const child = spawn(process.execPath, args, { cwd: path.resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  const uri = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (mongodb:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    uri,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Event {
  _id: number;
  user: string;
  at: Date;
  kind: string;
}

/**
 * A query on a prefix of a compound index over a large collection, as the product's history and
 * daily-cap queries are: `{user}` sorted by `at` descending, the newest 20, one at a time
 * (latency, not throughput, is the point). The Map baseline keeps per-user arrays sorted by time.
 */
async function prefixQueryPhase(client: MongoClient, docs: number, warmup: number): Promise<PhaseResult> {
  const events = client.db('bench').collection<Event>('events');
  await events.createIndex({ user: 1, at: -1 });
  const users = 2000;
  const base = Date.UTC(2026, 0, 1);
  const event = (i: number): Event => ({ _id: i, user: `u${i % users}`, at: new Date(base + i * 1000), kind: i % 3 === 0 ? 'scan' : 'preview' });
  for (let start = 0; start < docs; start += 10_000) {
    await events.insertMany(Array.from({ length: Math.min(10_000, docs - start) }, (_, j) => event(start + j)));
  }
  const queries = 2000;
  const query = (i: number) => events.find({ user: `u${pick(i, users)}` }).sort({ at: -1 }).limit(20).toArray();
  if (warmup > 0) await measure(warmup, 1, (i) => query(i + queries));
  const result = await measure(queries, 1, query);
  const byUser = new Map<string, Event[]>();
  for (let i = 0; i < docs; i++) {
    const e = event(i);
    const list = byUser.get(e.user) ?? [];
    list.push(e);
    byUser.set(e.user, list);
  }
  for (const list of byUser.values()) list.sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    name: `find {user} sort {at: -1} limit 20 on ${docs.toLocaleString('en-US')} docs (1 at a time)`,
    ...result,
    mapOpsPerSec: measureMap(queries, (i) => {
      if ((byUser.get(`u${pick(i, users)}`) ?? []).slice(0, 20).length === 0) throw new Error('missing');
    }),
  };
}

export async function storeBench(options: BenchOptions): Promise<PhaseResult[]> {
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const server = await startServer(options, dbPath);
  const client = new MongoClient(server.uri, { maxPoolSize: options.concurrency });
  const { ops, concurrency } = options;
  try {
    await client.connect();
    const warmup = options.warmup ?? 0;
    if (warmup > 0) {
      const spare = client.db('bench').collection<Account>('warmup');
      await spare.createIndex({ email: 1 }, { unique: true });
      await measure(warmup, concurrency, (i) => spare.insertOne(account(i)));
      await measure(warmup, concurrency, (i) => spare.findOne({ email: `user${pick(i, warmup)}@example.com` }));
      await measure(warmup, concurrency, (i) =>
        spare.findOneAndUpdate({ _id: pick(i, warmup), credits: { $gt: 0 } }, { $inc: { credits: -1 } }, { returnDocument: 'after' }),
      );
      await measure(warmup, concurrency, (i) => spare.updateOne({ _id: pick(i, warmup) }, { $inc: { credits: -1 } }));
      await spare.drop();
    }
    const accounts = client.db('bench').collection<Account>('accounts');
    await accounts.createIndex({ email: 1 }, { unique: true });
    const results: PhaseResult[] = [];

    // The ceiling of this client and machine: a command the server answers without any work.
    const admin = client.db('admin');
    const pings = await measure(ops, concurrency, () => admin.command({ ping: 1 }));
    results.push({ name: 'ping (no database work: the ceiling of driver, protocol and dispatch)', ...pings, mapOpsPerSec: NaN });

    const byId = new Map<number, Account>();
    const byEmail = new Map<string, number>();

    const inserts = await measure(ops, concurrency, (i) => accounts.insertOne(account(i)));
    results.push({
      name: 'insertOne (unique index)',
      ...inserts,
      mapOpsPerSec: measureMap(ops, (i) => {
        const doc = account(i);
        if (byEmail.has(doc.email)) throw new Error('duplicate');
        byId.set(doc._id, doc);
        byEmail.set(doc.email, doc._id);
      }),
    });

    const finds = await measure(ops, concurrency, (i) => accounts.findOne({ email: `user${pick(i, ops)}@example.com` }));
    results.push({
      name: 'findOne by unique email',
      ...finds,
      mapOpsPerSec: measureMap(ops, (i) => {
        const id = byEmail.get(`user${pick(i, ops)}@example.com`);
        if (id === undefined || !byId.get(id)) throw new Error('missing');
      }),
    });

    const updates = await measure(ops, concurrency, (i) =>
      accounts.findOneAndUpdate({ _id: pick(i, ops), credits: { $gt: 0 } }, { $inc: { credits: -1 } }, { returnDocument: 'after' }),
    );
    results.push({
      name: 'findOneAndUpdate $inc by _id',
      ...updates,
      mapOpsPerSec: measureMap(ops, (i) => {
        const doc = byId.get(pick(i, ops));
        if (doc && doc.credits > 0) byId.set(doc._id, { ...doc, credits: doc.credits - 1 });
      }),
    });
    const incs = await measure(ops, concurrency, (i) => accounts.updateOne({ _id: pick(i, ops) }, { $inc: { credits: -1 } }));
    results.push({
      name: 'updateOne $inc by _id',
      ...incs,
      mapOpsPerSec: measureMap(ops, (i) => {
        const doc = byId.get(pick(i, ops));
        if (doc) byId.set(doc._id, { ...doc, credits: doc.credits - 1 });
      }),
    });

    const prefixDocs = options.prefixDocs ?? 200_000;
    if (prefixDocs > 0) results.push(await prefixQueryPhase(client, prefixDocs, warmup));
    return results;
  } finally {
    await client.close();
    await server.stop();
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
}

export function formatResults(results: PhaseResult[], options: BenchOptions): string {
  const mode = `${options.child ? 'child process' : 'in-process'}, ${options.memory ? 'in memory' : options.sync ? 'on disk, fdatasync per group commit' : 'on disk, no fdatasync'}`;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const rows = results.map(
    (r) =>
      Number.isNaN(r.mapOpsPerSec)
        ? `| ${r.name} | ${fmt(r.opsPerSec)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | – | – |`
        : `| ${r.name} | ${fmt(r.opsPerSec)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${fmt(r.mapOpsPerSec)} | ${(r.mapOpsPerSec / r.opsPerSec).toFixed(0)}x |`,
  );
  const warm = options.warmup ? `, after ${options.warmup} unmeasured ops of each kind` : ', cold (no warm-up)';
  return [
    `Embedded MongoDB store (${mode}; ${options.ops} ops per row, ${options.concurrency} concurrent through the driver${warm})`,
    '',
    '| operation | embedded ops/s | p50 ms | p99 ms | Map ops/s | Map / embedded |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function parseArgs(argv: string[]): BenchOptions & { json: boolean } {
  const value = (flag: string, fallback: number) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  return {
    ops: value('--ops', 3000),
    concurrency: value('--concurrency', 50),
    memory: argv.includes('--memory'),
    child: argv.includes('--child'),
    sync: !argv.includes('--no-sync'),
    prefixDocs: value('--prefix-docs', 200_000),
    warmup: value('--warmup', 0),
    json: argv.includes('--json'),
  };
}

if (require.main === module) {
  const options = parseArgs(process.argv.slice(2));
  storeBench(options).then(
    (results) => console.log(options.json ? JSON.stringify({ options, results }, null, 2) : formatResults(results, options)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
