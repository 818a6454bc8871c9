/**
 * Store benchmark: insertOne, indexed findOne and findOneAndUpdate through the official driver
 * against the embedded server, beside the same operations on a plain in-process Map, with p99
 * latency at a fixed concurrency. Usage:
 *
 *   tsx bench/store-bench.ts [--ops 3000] [--concurrency 50] [--warmup 0] [--clients 1] [--memory] [--child] [--no-sync] [--prefix-docs 200000] [--ttl-docs 0] [--uri URI [--server-pid PID]] [--server-dir DIR] [--json]
 *
 * Default: an in-process server on a temporary data directory with the default durability
 * (write + fdatasync before acknowledging). --child runs the server as its own process (as
 * `pnpm start` does), --memory without disk. The default run takes a few seconds.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { spawnEmbeddedMongo, startEmbeddedMongo } from '../src/index';
import { account, operation, pick, runOperations, type Account, type OperationKind } from './store-operations';

export interface BenchOptions {
  ops: number;
  concurrency: number;
  memory: boolean;
  child: boolean;
  sync: boolean;
  /** Documents for the prefix-of-index query phase (0 skips it). Default 200,000. */
  prefixDocs?: number;
  /**
   * Documents in a TTL-indexed collection that none of the rows touch (default 0), as the
   * product's sessions, codes and audit log sit beside its accounts: expiry set far ahead, so
   * nothing expires and only the cost of keeping them (TTL monitor, snapshots) shows in the rows.
   */
  ttlDocs?: number;
  /**
   * Unmeasured operations of each kind before the measured ones (default 0), on another
   * collection: they open the driver's connection pool and let both processes' JIT settle, so
   * the rows measure the steady state rather than start-up.
   */
  warmup?: number;
  /**
   * Client processes driving the concurrent rows (default 1: this process). With N > 1 each of N
   * child processes has its own driver and pool and keeps concurrency / N operations in flight:
   * the driver costs the client about twice the server's CPU per operation, so one client process
   * can be the ceiling rather than the server.
   */
  clients?: number;
  /** A server already running (another build, a real mongod): measured instead of starting one; `serverPid` gives its CPU. */
  uri?: string;
  serverPid?: number;
  /** With `child`: the embedded server of another checkout (see baseline-checkout.ts). */
  serverDir?: string;
}

export interface PhaseResult {
  name: string;
  opsPerSec: number;
  p50: number;
  p99: number;
  mapOpsPerSec: number;
  /** CPU time of the server process per operation (µs; server in its own process on Linux only): unlike ops/s, hardly moved by other load on the machine. */
  serverCpuUs?: number;
  /** CPU time of the client process(es) per operation (µs). */
  clientCpuUs?: number;
}

/** User + system CPU seconds of a process, from /proc (undefined where there is none). */
function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `ops` operations with `concurrency` in flight; returns throughput and latencies (ms). */
async function measure(ops: number, concurrency: number, op: (i: number) => Promise<unknown>) {
  const started = performance.now();
  const cpu = ownCpuSeconds();
  const latencies = await runOperations(op, Array.from({ length: ops }, (_, i) => i), concurrency);
  return summarise(latencies, (performance.now() - started) / 1000, ownCpuSeconds() - cpu);
}

function summarise(latencies: number[], seconds: number, clientCpuSeconds?: number) {
  latencies.sort((a, b) => a - b);
  const clientCpuUs = clientCpuSeconds === undefined ? undefined : (clientCpuSeconds * 1e6) / latencies.length;
  return { opsPerSec: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), clientCpuUs };
}

/** Client processes with their own drivers and pools (see BenchOptions.clients). */
class ClientProcesses {
  private constructor(private readonly children: ChildProcess[]) {}

  static async start(count: number, uri: string, concurrency: number): Promise<ClientProcesses> {
    const children = Array.from({ length: count }, () =>
      fork(path.join(__dirname, 'store-bench-client.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
    const processes = new ClientProcesses(children);
    // Concurrency is split evenly; the pools are opened here, before any measured row.
    await processes.ask((_, w) => ({ connect: { uri, concurrency: Math.ceil((concurrency - w) / count) } }));
    return processes;
  }

  private ask(message: (child: ChildProcess, w: number) => unknown): Promise<Record<string, unknown>[]> {
    return Promise.all(
      this.children.map(
        (child, w) =>
          new Promise<Record<string, unknown>>((resolve, reject) => {
            child.once('message', (reply: Record<string, unknown>) => (reply.error ? reject(new Error(String(reply.error))) : resolve(reply)));
            child.send(message(child, w) as object);
          }),
      ),
    );
  }

  /** Operations 0..ops-1 spread over the processes (operation i on process i mod N), timed from start to the last reply. */
  async measure(kind: OperationKind, coll: string, ops: number) {
    const count = this.children.length;
    const started = performance.now();
    const replies = await this.ask((_, w) => ({
      run: { kind, coll, ops, indices: Array.from({ length: Math.ceil((ops - w) / count) }, (_, k) => w + k * count) },
    }));
    const seconds = (performance.now() - started) / 1000;
    const cpu = replies.reduce((sum, reply) => sum + (reply.cpuSeconds as number), 0);
    return summarise(replies.flatMap((reply) => reply.latencies as number[]), seconds, cpu);
  }

  async close(): Promise<void> {
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.send({ close: true });
          }),
      ),
    );
  }
}

/** The baseline: the same work on Maps in this process, no protocol, no durability. */
function measureMap(ops: number, work: (i: number) => void): number {
  const started = performance.now();
  for (let i = 0; i < ops; i++) work(i);
  return ops / ((performance.now() - started) / 1000);
}

async function startServer(options: BenchOptions, dbPath: string): Promise<{ uri: string; pid?: number; stop(): Promise<void> }> {
  if (options.uri) return { uri: options.uri, pid: options.serverPid, stop: async () => {} };
  if (!options.child) {
    return startEmbeddedMongo({ port: 0, memory: options.memory, dbPath, sync: options.sync });
  }
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server process.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = ['--port', '0', '--dbpath', dbPath];
  if (options.memory) args.push('--memory');
  if (!options.sync) args.push('--no-sync');
  return spawnEmbeddedMongo(args, nodeArgs, options.serverDir);
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
async function prefixQueryPhase(client: MongoClient, docs: number, warmup: number, serverPid: number | undefined): Promise<PhaseResult> {
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
  const serverCpu = processCpuSeconds(serverPid);
  const result = await measure(queries, 1, query);
  const serverCpuAfter = processCpuSeconds(serverPid);
  const serverCpuUs = serverCpu === undefined || serverCpuAfter === undefined ? undefined : ((serverCpuAfter - serverCpu) * 1e6) / queries;
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
    serverCpuUs,
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
  let processes: ClientProcesses | undefined;
  try {
    await client.connect();
    // Opening the 50 connections is set-up, not a measured operation: it is done here, for every
    // row alike (the first row paid for it before).
    await measure(concurrency, concurrency, operation(client, 'ping', 'accounts', concurrency));
    if ((options.clients ?? 1) > 1) processes = await ClientProcesses.start(options.clients as number, server.uri, concurrency);
    const run = async (kind: OperationKind, coll: string, n: number) => {
      const serverCpu = processCpuSeconds(server.pid);
      const result = await (processes ? processes.measure(kind, coll, n) : measure(n, concurrency, operation(client, kind, coll, n)));
      const serverCpuAfter = processCpuSeconds(server.pid);
      const serverCpuUs = serverCpu === undefined || serverCpuAfter === undefined ? undefined : ((serverCpuAfter - serverCpu) * 1e6) / n;
      return { ...result, serverCpuUs };
    };
    const ttlDocs = options.ttlDocs ?? 0;
    if (ttlDocs > 0) {
      const sessions = client.db('bench').collection<{ _id: number; user: string; expiresAt: Date }>('sessions');
      await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      const later = new Date(Date.now() + 30 * 86_400_000);
      for (let start = 0; start < ttlDocs; start += 10_000) {
        await sessions.insertMany(Array.from({ length: Math.min(10_000, ttlDocs - start) }, (_, j) => ({ _id: start + j, user: `u${start + j}`, expiresAt: later })));
      }
    }
    const warmup = options.warmup ?? 0;
    if (warmup > 0) {
      const spare = client.db('bench').collection<Account>('warmup');
      await spare.createIndex({ email: 1 }, { unique: true });
      for (const kind of ['insertOne', 'findOne', 'findOneAndUpdate', 'updateOne'] as const) await run(kind, 'warmup', warmup);
      await spare.drop();
    }
    const accounts = client.db('bench').collection<Account>('accounts');
    await accounts.createIndex({ email: 1 }, { unique: true });
    const results: PhaseResult[] = [];

    // The ceiling of this client and machine: a command the server answers without any work.
    const pings = await run('ping', 'accounts', ops);
    results.push({ name: 'ping (no database work: the ceiling of driver, protocol and dispatch)', ...pings, mapOpsPerSec: NaN });

    const byId = new Map<number, Account>();
    const byEmail = new Map<string, number>();

    const inserts = await run('insertOne', 'accounts', ops);
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

    const finds = await run('findOne', 'accounts', ops);
    results.push({
      name: 'findOne by unique email',
      ...finds,
      mapOpsPerSec: measureMap(ops, (i) => {
        const id = byEmail.get(`user${pick(i, ops)}@example.com`);
        if (id === undefined || !byId.get(id)) throw new Error('missing');
      }),
    });

    const updates = await run('findOneAndUpdate', 'accounts', ops);
    results.push({
      name: 'findOneAndUpdate $inc by _id',
      ...updates,
      mapOpsPerSec: measureMap(ops, (i) => {
        const doc = byId.get(pick(i, ops));
        if (doc && doc.credits > 0) byId.set(doc._id, { ...doc, credits: doc.credits - 1 });
      }),
    });
    const incs = await run('updateOne', 'accounts', ops);
    results.push({
      name: 'updateOne $inc by _id',
      ...incs,
      mapOpsPerSec: measureMap(ops, (i) => {
        const doc = byId.get(pick(i, ops));
        if (doc) byId.set(doc._id, { ...doc, credits: doc.credits - 1 });
      }),
    });

    const prefixDocs = options.prefixDocs ?? 200_000;
    if (prefixDocs > 0) results.push(await prefixQueryPhase(client, prefixDocs, warmup, server.pid));
    return results;
  } finally {
    await processes?.close();
    await client.close();
    await server.stop();
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
}

export function formatResults(results: PhaseResult[], options: BenchOptions): string {
  const mode = `${options.child ? 'child process' : 'in-process'}, ${options.memory ? 'in memory' : options.sync ? 'on disk, fdatasync per group commit' : 'on disk, no fdatasync'}`;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const us = (n: number | undefined) => (n === undefined ? '–' : fmt(n));
  const rows = results.map(
    (r) =>
      Number.isNaN(r.mapOpsPerSec)
        ? `| ${r.name} | ${fmt(r.opsPerSec)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${us(r.serverCpuUs)} | ${us(r.clientCpuUs)} | – | – |`
        : `| ${r.name} | ${fmt(r.opsPerSec)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${us(r.serverCpuUs)} | ${us(r.clientCpuUs)} | ${fmt(r.mapOpsPerSec)} | ${(r.mapOpsPerSec / r.opsPerSec).toFixed(0)}x |`,
  );
  const warm = options.warmup ? `, after ${options.warmup} unmeasured ops of each kind` : ', cold (no warm-up; the connection pool opened before the first row)';
  const clients = (options.clients ?? 1) > 1 ? `${options.clients} client processes with a driver and pool each` : 'one client process';
  return [
    `Embedded MongoDB store (${mode}; ${options.ops} ops per row, ${options.concurrency} concurrent through the driver from ${clients}${warm})`,
    '',
    '| operation | embedded ops/s | p50 ms | p99 ms | server CPU µs/op | client CPU µs/op | Map ops/s | Map / embedded |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
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
    ttlDocs: value('--ttl-docs', 0),
    warmup: value('--warmup', 0),
    clients: value('--clients', 1),
    json: argv.includes('--json'),
    uri: argv.includes('--uri') ? argv[argv.indexOf('--uri') + 1] : undefined,
    serverPid: argv.includes('--server-pid') ? value('--server-pid', 0) : undefined,
    serverDir: argv.includes('--server-dir') ? argv[argv.indexOf('--server-dir') + 1] : undefined,
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
