/**
 * How long one command can be held by the server's background work (docs/architecture.md#embedded-mongo):
 * a findOne loop (one at a time, by a unique key, through the official driver) runs while
 *
 *   1. `--ttl-docs` documents (20,000) expire at the same instant and the TTL sweep deletes them, and
 *   2. `--snapshots` snapshots (3) of `--snapshot-docs` documents (200,000) are taken (`fsync`), each
 *      watched from the request until 2.5 s after the snapshot is on disk and the old generation gone.
 *
 * Prints p50, p99 and max of the loop's round trips inside those windows, beside a quiet window
 * (the floor the machine gives at that moment), and how late the server's event loop ran in each
 * window (`loop-delay-probe.ts`, preloaded into the server: its own work, apart from the client's). The server runs in its
 * own process on disk, as `pnpm start` runs it; `--server-dir DIR` measures another checkout's.
 *
 *   tsx bench/pause-bench.ts [--ttl-docs 20000] [--snapshot-docs 200000] [--snapshots 3] [--only expiry|snapshot] [--server-dir DIR] [--json] [--explain]
 *   tsx bench/pause-bench.ts --compare [--baseline REF]   (the commit before this work, or REF, then this code; what `pnpm bench` prints)
 *
 * PAUSE_BENCH_NODE_ARGS adds node flags to the server (e.g. "--cpu-prof --cpu-prof-dir=DIR"),
 * PAUSE_PROBE_GC_LOG=1 has the server print every garbage collection over 10 ms. `--explain` says,
 * for each round trip over 20 ms, which garbage collection or event-loop stall of the server or the
 * client overlapped it, and whether the stalled thread was working or waiting for a CPU
 * (pause-trace.ts, pause-attribution.ts; with --cpu-prof-dir in PAUSE_BENCH_NODE_ARGS, the server's
 * stacks in it too).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { spawnEmbeddedMongo } from '../src/spawn-server';
import { attribute, readProfiles, readTrace } from './pause-attribution';
import { SLOW_MS, monotonicMs, startTrace, type TraceEvent } from './pause-trace';

/** With --explain: appends to the trace both processes write (PAUSE_TRACE_FILE), else nothing. */
let trace: (event: TraceEvent) => void = () => undefined;
const mark = (what: string) => trace({ proc: 'client', kind: 'mark', what, at: monotonicMs() });

export interface PauseOptions {
  ttlDocs: number;
  snapshotDocs: number;
  snapshots: number;
  /** Another checkout's package directory (its server is measured instead of this one). */
  serverDir?: string;
  /** One window only. */
  only?: 'expiry' | 'snapshot';
  /** Records what both processes did (pause-trace.ts) and says what held each slow round trip. */
  explain?: boolean;
}

export interface LatencySummary {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

/** How late the server's event loop ran in a window (its own work, apart from client and driver). */
export interface LoopDelay {
  p99: number;
  max: number;
  /** Garbage collections in the window: how many, their total and longest pause. */
  gc?: { count: number; totalMs: number; maxMs: number; maxKind: string };
}

export interface PauseResult {
  /** The same loop with no background work: what the machine and the driver give at this moment. */
  quiet: LatencySummary;
  expiry: LatencySummary & { docs: number; sweptInMs: number; loop?: LoopDelay };
  snapshot: LatencySummary & { docs: number; snapshots: number; loop?: LoopDelay; quiet?: LatencySummary & { loop?: LoopDelay } };
}

/** Length of the quiet window recorded before the snapshots (the floor of that server's own loop). */
const QUIET_BEFORE_SNAPSHOTS_MS = 3_000;

const INSERT_BATCH = 5_000;

function summarize(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('pause bench: a condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A findOne loop whose round trips are kept while `recording` is on. */
function findOneLoop(client: MongoClient) {
  const users = client.db('bench').collection<{ _id: number; email: string }>('users');
  const state = { running: true, recording: false, window: '', latencies: [] as number[], rounds: 0 };
  const done = (async () => {
    let i = 0;
    while (state.running) {
      const started = performance.now();
      try {
        await users.findOne({ email: `user${i++ % 1000}@example.com` });
      } catch (error) {
        // The server is going away after a failed window: that window's error is the one to see.
        if (!state.running) return;
        throw error;
      }
      const took = performance.now() - started;
      state.rounds += 1;
      if (state.recording) {
        state.latencies.push(took);
        if (took > SLOW_MS) {
          const end = monotonicMs();
          trace({ proc: 'client', kind: 'slow', window: state.window, start: end - took, end });
        }
      }
    }
  })();
  // A failure is reported by stop(); until then it must not end the process on its own.
  done.catch(() => undefined);
  return { state, stop: async () => ((state.running = false), await done) };
}

async function seedUsers(client: MongoClient): Promise<void> {
  const users = client.db('bench').collection<{ _id: number; email: string }>('users');
  await users.createIndex({ email: 1 }, { unique: true });
  await users.insertMany(Array.from({ length: 1000 }, (_, i) => ({ _id: i, email: `user${i}@example.com` })));
}

async function insertMany(client: MongoClient, coll: string, count: number, make: (i: number) => Record<string, unknown>): Promise<void> {
  const collection = client.db('bench').collection(coll);
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const n = Math.min(INSERT_BATCH, count - start);
    await collection.insertMany(Array.from({ length: n }, (_, j) => make(start + j)), { ordered: false });
  }
}

/** Reads the server's event-loop delay since the previous call (see loop-delay-probe.ts). */
type LoopProbe = () => Promise<LoopDelay>;

async function withServer<T>(options: PauseOptions, run: (client: MongoClient, dir: string, probe: LoopProbe) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pause-bench-'));
  const probeFile = path.join(dir, '..', `${path.basename(dir)}-loop.json`);
  process.env.PAUSE_PROBE_FILE = probeFile;
  // Snapshots only when asked for (fsync); the TTL sweep every second, as by default.
  const server = await spawnEmbeddedMongo(
    ['--port', '0', '--dbpath', dir, '--compact-bytes', String(1 << 30), '--ttl-sweep-ms', '1000'],
    // tsx first: node's own --import runs before the CLI's.
    // PAUSE_BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") to look inside the server.
    ['--import', 'tsx', '--import', path.join(__dirname, 'loop-delay-probe.ts'), ...(process.env.PAUSE_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    options.serverDir,
  );
  const probe: LoopProbe = async () => {
    fs.rmSync(probeFile, { force: true });
    process.kill(server.pid as number, 'SIGWINCH');
    await until(() => fs.existsSync(probeFile) && fs.statSync(probeFile).size > 0, 10_000);
    return JSON.parse(fs.readFileSync(probeFile, 'utf8')) as LoopDelay;
  };
  const client = new MongoClient(server.uri, { maxPoolSize: 4 });
  try {
    await client.connect();
    return await run(client, dir, probe);
  } catch (error) {
    console.error('pause bench window failed:', error);
    throw error;
  } finally {
    fs.rmSync(probeFile, { force: true });
    await client.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** 1. `ttlDocs` documents expiring at one instant. */
async function expiryBurst(options: PauseOptions): Promise<[PauseResult['expiry'], LatencySummary]> {
  return withServer(options, async (client, _dir, probe) => {
    await seedUsers(client);
    const sessions = client.db('bench').collection('sessions');
    await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    // All at one instant, far enough ahead that the inserts are done before it.
    const expiresAt = new Date(Date.now() + 5_000 + options.ttlDocs / 5);
    await insertMany(client, 'sessions', options.ttlDocs, (i) => ({ _id: i, expiresAt, token: `t${i}`, pad: 'x'.repeat(100) }));
    const loop = findOneLoop(client);
    await until(() => loop.state.rounds >= 200);
    // The quiet floor: the loop alone until the documents expire.
    loop.state.window = 'quiet';
    mark('quiet window');
    loop.state.recording = true;
    await until(() => Date.now() >= expiresAt.getTime());
    const quiet = summarize(loop.state.latencies);
    loop.state.latencies = [];
    loop.state.window = 'expiry';
    mark('expiry instant');
    await probe();
    const started = Date.now();
    await until(async () => (await sessions.estimatedDocumentCount()) === 0);
    const sweptInMs = Date.now() - started;
    mark('all expired');
    // A little after the last deletion too: the sweep's own tail.
    const after = loop.state.rounds + 50;
    await until(() => loop.state.rounds >= after);
    const loopDelay = await probe();
    await loop.stop();
    return [{ docs: options.ttlDocs, sweptInMs, ...summarize(loop.state.latencies), loop: loopDelay }, quiet];
  });
}

/** 2. Snapshots of `snapshotDocs` documents, each watched until 2.5 s after it finished. */
async function snapshotsAtSize(options: PauseOptions): Promise<PauseResult['snapshot']> {
  return withServer(options, async (client, dir, probe) => {
    await seedUsers(client);
    const events = client.db('bench').collection('events');
    await events.createIndex({ user: 1, at: -1 });
    const now = Date.now();
    await insertMany(client, 'events', options.snapshotDocs, (i) => ({ _id: i, user: `u${i % 1000}`, at: new Date(now - i * 1000), pad: 'x'.repeat(40) }));
    const files = () => fs.readdirSync(dir);
    const generation = () => Math.max(0, ...files().map((f) => /^snapshot-(\d+)\.bson$/.exec(f)?.[1]).filter(Boolean).map(Number));
    const loop = findOneLoop(client);
    await until(() => loop.state.rounds >= 200);
    // The floor: the same loop and the same server with nothing else running, just before.
    await probe();
    loop.state.window = 'quiet before snapshots';
    mark('quiet window');
    loop.state.recording = true;
    const quietUntil = Date.now() + QUIET_BEFORE_SNAPSHOTS_MS;
    await until(() => Date.now() >= quietUntil);
    loop.state.recording = false;
    const quiet = { ...summarize(loop.state.latencies), loop: await probe() };
    loop.state.latencies = [];
    const delays: LoopDelay[] = [];
    for (let i = 0; i < options.snapshots; i++) {
      const before = generation();
      await probe();
      loop.state.window = `snapshot ${i + 1}`;
      mark(`fsync ${i + 1} sent`);
      loop.state.recording = true;
      await client.db('admin').command({ fsync: 1 });
      mark(`fsync ${i + 1} answered`);
      await until(() => generation() > before);
      mark(`snapshot ${i + 1} on disk`);
      // On disk, and the previous generation's files gone.
      await until(() => files().filter((f) => /^(journal|snapshot)-\d+\./.test(f)).length <= 2);
      mark(`generation ${before} gone`);
      const settled = Date.now() + 2_500;
      await until(() => Date.now() >= settled);
      loop.state.recording = false;
      delays.push(await probe());
    }
    await loop.stop();
    const gcs = delays.flatMap((d) => (d.gc ? [d.gc] : []));
    const longest = gcs.reduce((a, b) => (b.maxMs > a.maxMs ? b : a), { count: 0, totalMs: 0, maxMs: 0, maxKind: '' });
    const gc = gcs.length ? { count: gcs.reduce((n, g) => n + g.count, 0), totalMs: gcs.reduce((n, g) => n + g.totalMs, 0), maxMs: longest.maxMs, maxKind: longest.maxKind } : undefined;
    const loopDelay = { p99: Math.max(...delays.map((d) => d.p99)), max: Math.max(...delays.map((d) => d.max)), gc };
    return { docs: options.snapshotDocs, snapshots: options.snapshots, ...summarize(loop.state.latencies), loop: loopDelay, quiet };
  });
}

const NOT_RUN = { samples: 0, p50: NaN, p99: NaN, max: NaN };

export async function pauseBench(options: PauseOptions): Promise<PauseResult & { explained?: string }> {
  if (options.explain) {
    const traceFile = path.join(os.tmpdir(), `pause-trace-${process.pid}-${Date.now()}.jsonl`);
    process.env.PAUSE_TRACE_FILE = traceFile;
    trace = startTrace(traceFile, 'client');
    try {
      const result = await pauseBench({ ...options, explain: false });
      // PAUSE_BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR": the servers' CPU samples too.
      const profileDir = /--cpu-prof-dir=(\S+)/.exec(process.env.PAUSE_BENCH_NODE_ARGS ?? '')?.[1];
      return { ...result, explained: attribute(readTrace(traceFile), profileDir ? readProfiles(profileDir) : []) };
    } finally {
      delete process.env.PAUSE_TRACE_FILE;
      trace = () => undefined;
      console.error(`pause bench: trace in ${traceFile}`);
    }
  }
  const [expiry, quiet] = options.only === 'snapshot' ? [{ ...NOT_RUN, docs: options.ttlDocs, sweptInMs: NaN }, NOT_RUN] : await expiryBurst(options);
  const snapshot = options.only === 'expiry' ? { ...NOT_RUN, docs: options.snapshotDocs, snapshots: 0 } : await snapshotsAtSize(options);
  return { quiet, expiry, snapshot };
}

/** The commit before the bounded-work change (TTL batches, journal opened off the event loop). */
export const PAUSES_BASELINE_REF = '3af3286^';

/** This code beside the baseline commit's server (checked out as a worktree), one after the other. */
export async function comparePauses(options: Omit<PauseOptions, 'serverDir'>, baselineRef = PAUSES_BASELINE_REF): Promise<string> {
  const { checkOutBaseline } = await import('./baseline-checkout');
  const baseline = checkOutBaseline(baselineRef);
  try {
    const before = await pauseBench({ ...options, serverDir: baseline.packageDir });
    const after = await pauseBench(options);
    return formatPauses([[`before (${baseline.commit})`, before], ['this code', after]]);
  } finally {
    baseline.remove();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A markdown table of one or more labelled results (e.g. this code beside a baseline). */
export function formatPauses(rows: [label: string, result: PauseResult][]): string {
  const lines = [
    '| server | window | findOne round trips | p50 | p99 | max | server event loop late p99 / max |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  const late = (loop?: LoopDelay) =>
    loop ? `${ms(loop.p99)} / ${ms(loop.max)}${loop.gc ? ` (GC: ${loop.gc.count}, ${ms(loop.gc.totalMs)} in all, longest ${ms(loop.gc.maxMs)} ${loop.gc.maxKind})` : ''}` : '–';
  for (const [label, { quiet, expiry, snapshot }] of rows) {
    lines.push(`| ${label} | nothing else running (the floor at this moment) | ${quiet.samples} | ${ms(quiet.p50)} | ${ms(quiet.p99)} | ${ms(quiet.max)} | – |`);
    lines.push(`| ${label} | ${expiry.docs.toLocaleString('en')} documents expiring at once (swept in ${expiry.sweptInMs} ms) | ${expiry.samples} | ${ms(expiry.p50)} | ${ms(expiry.p99)} | ${ms(expiry.max)} | ${late(expiry.loop)} |`);
    if (snapshot.quiet) {
      const q = snapshot.quiet;
      lines.push(`| ${label} | nothing else running, ${QUIET_BEFORE_SNAPSHOTS_MS / 1000} s before the snapshots (${snapshot.docs.toLocaleString('en')} documents held) | ${q.samples} | ${ms(q.p50)} | ${ms(q.p99)} | ${ms(q.max)} | ${late(q.loop)} |`);
    }
    lines.push(`| ${label} | ${snapshot.snapshots} snapshots at ${snapshot.docs.toLocaleString('en')} documents (+2.5 s after each) | ${snapshot.samples} | ${ms(snapshot.p50)} | ${ms(snapshot.p99)} | ${ms(snapshot.max)} | ${late(snapshot.loop)} |`);
  }
  return lines.join('\n');
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const dirAt = args.indexOf('--server-dir');
  const explain = args.includes('--explain');
  const onlyAt = args.indexOf('--only');
  const options: PauseOptions = {
    ttlDocs: arg('--ttl-docs', 20_000),
    snapshotDocs: arg('--snapshot-docs', 200_000),
    snapshots: arg('--snapshots', 3),
    serverDir: dirAt >= 0 ? path.resolve(args[dirAt + 1] as string) : undefined,
    only: onlyAt >= 0 ? (args[onlyAt + 1] as PauseOptions['only']) : undefined,
    explain,
  };
  const baselineAt = args.indexOf('--baseline');
  const run = args.includes('--compare')
    ? comparePauses(options, baselineAt >= 0 ? (args[baselineAt + 1] as string) : PAUSES_BASELINE_REF)
    : pauseBench(options).then((result) =>
        args.includes('--json')
          ? JSON.stringify(result)
          : [formatPauses([[options.serverDir ? path.basename(options.serverDir) : 'this code', result]]), result.explained ?? ''].join('\n\n'),
      );
  run
    .then((output) => console.log(output))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
