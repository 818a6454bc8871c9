/**
 * Lookup engine benchmark (docs/decisions.md#sources), two parts, each beside its baseline in the same run:
 *
 * 1. POST /api/email-lookup throughput and p99 with autocannon (50 connections): the real app
 *    (rate limit raised) beside a bare Fastify route answering the same JSON in the same process
 *    and the same run. The database is the embedded server in its own process, as production
 *    (`pnpm start:prod`) runs it (--in-process-db puts it in this process, as earlier runs did).
 *    Run once with one address (the preview is reused) and once with a new address per request
 *    (a preview starts every time). CPU seconds of this process (API + autocannon) and of the
 *    database process are printed per phase.
 * 2. The time from the slowest source answering to the report being in the browser's hands:
 *    over server-sent events, and with the original's 5 s status polling.
 *
 * The API logs at production's level (info) by default, to /dev/null (--log-level silent: none).
 *
 *   tsx scripts/bench/lookup-bench.ts [--duration 10] [--scans 20] [--phases bare,reused,fresh,sse] [--in-process-db] [--log-level info]
 *
 * Profiling: --cpu-profile DIR writes a CPU profile of this process for each measured phase
 * alone (no start-up in it) to DIR/<phase>.cpuprofile; BENCH_DB_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=DIR" profiles the database process.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { spawnEmbeddedMongo, startEmbeddedMongo } from '../../services/embedded-mongo/src/index';

import { buildApp } from '@mailscout/api';
import { loadConfig } from '@mailscout/api/config';
import { hashSessionToken, newSessionToken } from '@mailscout/api/sessions';
import type { Source, SourceAnswer } from '@mailscout/api/sources';
import { percentile } from './stats';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

// The slowest source's answer time per scan, so the delay after it can be measured.
const slowestAnsweredAt = new Map<string, number>();

function source(id: Source['id'], delayMs: number, findings: Record<string, unknown>): Source {
  return {
    id,
    takes: ['email'],
    returns: [],
    timeoutMs: 10_000,
    rateLimit: null,
    needsKey: false,
    enabled: true,
    lookup: (input, signal) =>
      new Promise<SourceAnswer>((resolve) => {
        const timer = setTimeout(() => {
          if (id === 'hibp' && input.kind === 'email') slowestAnsweredAt.set(input.email, performance.now());
          resolve({ state: 'found', findings });
        }, delayMs);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve({ state: 'timeout' })));
      }),
  };
}

const sources = () => {
  const list = [
    source('local-checks', 5, { emailChecks: { valid: true, type: 'personal', role: false, deliverability: 'deliverable' } }),
    source('gravatar', 150, { names: ['Bench Person'], accounts: [{ site: 'github', url: 'https://github.com/bench', username: 'bench' }] }),
    source('hibp', 400, { breaches: [{ name: 'Adobe', title: 'Adobe', domain: 'adobe.com', breachDate: '2013-10-04', pwnCount: 1, dataClasses: [], description: null }] }),
  ];
  return { email: list, phone: [] };
};

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return Number.NaN;
  }
}

interface Database {
  uri: string;
  /** The database's own process, or null when it runs in this one. */
  pid: number | null;
  where: string;
  stop(): Promise<void>;
}

async function startDatabase(inProcess: boolean): Promise<Database> {
  if (inProcess) {
    const mongo = await startEmbeddedMongo({ port: 0, memory: true });
    return { uri: mongo.uri, pid: null, where: 'embedded server in this process (in memory)', stop: () => mongo.stop() };
  }
  const nodeArgs = (process.env.BENCH_DB_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await spawnEmbeddedMongo(['--port', '0', '--memory'], nodeArgs);
  return { uri: server.uri, pid: server.pid ?? null, where: 'embedded server in its own process (in memory), as production runs the database', stop: server.stop };
}

/** A CPU profile of this process around `run`, written to `file` (when given). */
async function profiled<T>(file: string | undefined, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

async function cannon(url: string, duration: number, body: () => string) {
  const result = await autocannon({
    url,
    connections: 50,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function readToResults(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    if (buffer.includes('event: results')) return performance.now();
  }
  throw new Error('the stream ended without results');
}

async function pollToResults(base: string, email: string, headers: Record<string, string>): Promise<number> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const status = (await (await fetch(`${base}/api/scan-status/${encodeURIComponent(email)}`, { headers })).json()) as { status: string };
    if (status.status === 'completed') {
      await (await fetch(`${base}/api/scan-results/${encodeURIComponent(email)}`, { headers })).json();
      return performance.now();
    }
  }
}

export interface LookupBenchOptions {
  duration: number;
  scans: number;
  /** Which phases run (all by default): bare, reused, fresh, sse. */
  phases?: readonly string[];
  inProcessDb?: boolean;
  /** A folder for a CPU profile of this process per measured phase. */
  cpuProfileDir?: string;
  /** The API's log level: production's (info) by default, its lines written to /dev/null. */
  logLevel?: string;
}

/** Where the API's log lines go: /dev/null, written synchronously as pino writes to stdout. */
function discardedLogs() {
  const fd = fs.openSync('/dev/null', 'w');
  return { write: (line: string) => void fs.writeSync(fd, line), close: () => fs.closeSync(fd) };
}

export async function lookupBench(options: LookupBenchOptions) {
  const phases = new Set(options.phases ?? ['bare', 'reused', 'fresh', 'sse']);
  const database = await startDatabase(options.inProcessDb ?? false);
  const logLevel = options.logLevel ?? 'info';
  const logs = discardedLogs();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: logLevel, MONGODB_URI: `${database.uri.replace(/\/$/, '')}/bench`, LOOKUPS_PER_MINUTE_PER_CLIENT: '100000', RATE_LIMIT_MAX: '1000000' });
  const app = buildApp(config, { sources: sources, logStream: logs });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post('/api/email-lookup', async () => ({ status: 'not-found', message: 'No saved report for this address yet: the free checks are running.', previewId: '00000000-0000-0000-0000-000000000000' }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const lines: string[] = [`Database: ${database.where}. API (logging at ${logLevel} to /dev/null), bare route and autocannon in this process.`, ''];
  try {
    const same = () => JSON.stringify({ email: 'someone@example.com' });
    let n = 0;
    const fresh = () => JSON.stringify({ email: `person${n++}@example.com` });
    const measure = async (phase: string, url: string, body: () => string) => {
      const here = process.cpuUsage();
      const db = database.pid ? cpuSecondsOf(database.pid) : 0;
      const file = options.cpuProfileDir ? path.join(options.cpuProfileDir, `${phase}.cpuprofile`) : undefined;
      const r = await profiled(file, () => cannon(url, options.duration, body));
      const used = process.cpuUsage(here);
      const dbUsed = database.pid ? cpuSecondsOf(database.pid) - db : Number.NaN;
      return { ...r, cpu: (used.user + used.system) / 1e6, dbCpu: dbUsed };
    };
    const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
    if (phases.has('bare')) rows.push(['bare Fastify route (baseline)', await measure('bare', `${bareBase}/api/email-lookup`, same)]);
    if (phases.has('reused')) {
      // One unmeasured request starts the preview the measured ones reuse.
      await fetch(`${base}/api/email-lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: same() });
      rows.push(['same address (preview reused)', await measure('reused', `${base}/api/email-lookup`, same)]);
    }
    if (phases.has('fresh')) rows.push(['new address each time (preview started)', await measure('fresh', `${base}/api/email-lookup`, fresh)]);
    const baseline = rows.find(([name]) => name.startsWith('bare'))?.[1];
    lines.push(
      '| POST /api/email-lookup, 50 connections | req/s | p99 | ÷ bare route (req/s) | errors | CPU µs per request: this process | database process |',
      '|---|---|---|---|---|---|---|',
    );
    for (const [name, r] of rows) {
      const total = r.rps * options.duration;
      const ratio = baseline ? (r.rps / baseline.rps).toFixed(3) : '–';
      const dbPerRequest = Number.isNaN(r.dbCpu) ? '–' : ((r.dbCpu / total) * 1e6).toFixed(0);
      lines.push(`| ${name} | ${Math.round(r.rps)} | ${r.p99} ms | ${ratio} | ${r.errors} | ${((r.cpu / total) * 1e6).toFixed(0)} | ${dbPerRequest} |`);
    }
    if (!phases.has('sse')) return lines.join('\n');

    // Part 2: one buyer with enough credits; the slowest source answers after 400 ms.
    const { user } = await app.store.users.findOrCreate('bench-buyer@example.com');
    await app.store.credits.grant(user._id, { sourceKey: 'bench', amount: 100, reason: 'bench', cap: 100 });
    const token = newSessionToken();
    const now = new Date();
    await app.store.sessions.create({ _id: hashSessionToken(token), userId: user._id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const start = async (email: string) => {
      const response = await fetch(`${base}/api/start-scan`, { method: 'POST', headers, body: JSON.stringify({ email, billingEmail: 'bench-buyer@example.com', userEmail: 'bench-buyer@example.com' }) });
      return ((await response.json()) as { scan_id: string }).scan_id;
    };
    const sse: number[] = [];
    for (let i = 0; i < options.scans; i += 1) {
      const email = `sse${i}@example.com`;
      const id = await start(email);
      const arrived = await readToResults(`${base}/api/scans/${id}/events`, headers);
      sse.push(arrived - slowestAnsweredAt.get(email)!);
    }
    const polled = await Promise.all(
      Array.from({ length: options.scans }, async (_, i) => {
        const email = `poll${i}@example.com`;
        await start(email);
        const arrived = await pollToResults(base, email, headers);
        return arrived - slowestAnsweredAt.get(email)!;
      }),
    );
    lines.push(
      '',
      `| Slowest source answered → report in the browser (${options.scans} scans each) | p50 | p95 | max |`,
      '|---|---|---|---|',
      `| server-sent events | ${percentile(sse, 50).toFixed(0)} ms | ${percentile(sse, 95).toFixed(0)} ms | ${Math.max(...sse).toFixed(0)} ms |`,
      `| polling every 5 s (specification, baseline) | ${percentile(polled, 50).toFixed(0)} ms | ${percentile(polled, 95).toFixed(0)} ms | ${Math.max(...polled).toFixed(0)} ms |`,
      `| ratio SSE ÷ polling (p50) | ${(percentile(sse, 50) / percentile(polled, 50)).toFixed(3)} | | |`,
      '',
      'Target: under 150 ms from the slowest source to the report over SSE.',
    );
  } finally {
    await app.close();
    await bare.close();
    await database.stop();
    logs.close();
  }
  return lines.join('\n');
}

if (require.main === module) {
  const phases = process.argv.includes('--phases') ? process.argv[process.argv.indexOf('--phases') + 1]!.split(',') : undefined;
  lookupBench({ duration: argument('duration', 10), scans: argument('scans', 20), phases, inProcessDb: process.argv.includes('--in-process-db'), cpuProfileDir: process.argv.includes('--cpu-profile') ? process.argv[process.argv.indexOf('--cpu-profile') + 1] : undefined,
    logLevel: process.argv.includes('--log-level') ? process.argv[process.argv.indexOf('--log-level') + 1] : undefined,
  }).then(
    (text) => console.log(text),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
