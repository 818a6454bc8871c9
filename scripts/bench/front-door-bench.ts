/**
 * The production topology's front door (docs/deploy.md#front-door) beside the topology before it
 * (`--no-front-door`: the edge takes visitors and proxies /api to the instances in turn), each
 * started by `pnpm start:prod` itself, one after the other, on the same machine:
 *
 * 1. /api/health and a page through the front with none, then 2,000 open event streams (running
 *    previews inserted into the topology's database, so no stream ends while measured);
 * 2. a mixed load (pages, health, email lookups) with API instance 1 killed (SIGKILL) a few seconds
 *    in: failed answers, and how long until it is back in rotation.
 *
 *   tsx scripts/bench/front-door-bench.ts [--streams 2000] [--chaos-seconds 60]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { connectStore } from '@mailscout/api/store';
import { ROOT } from '../lib/services';
import { failed, runMixedLoad, VISITOR_MIX } from './mixed-load';
import { runningPreview } from './running-preview';
import { percentile } from './stats';

const PIN = 'x-mailscout-upstream';
const REQUEST_TIMEOUT_MS = 2_000;

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

interface Topology {
  base: string;
  servicePort: number;
  output(): string;
  stop(): Promise<void>;
}

async function startTopology(frontDoor: boolean, webPort: number, servicePort: number, streams: number): Promise<Topology> {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'front-door-bench-'));
  const args = ['scripts/start-prod.ts', '--web-port', String(webPort), '--service-port', String(servicePort), '--memory', '--data', data, '--upstream-pin', '--test-company'];
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), frontDoor ? args : [...args, '--no-front-door'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      // Every stream is wanted open: the per-client cap (6) and the per-process cap hold more than half each.
      STREAMS_PER_CLIENT: String(streams * 2),
      STREAMS_MAX: String(Math.ceil((streams / 2) * 1.1)),
      RATE_LIMIT_MAX: '1000000',
      LOOKUPS_PER_MINUTE_PER_CLIENT: '100000',
    },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('production topology is running')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`start:prod exited with ${code}:\n${output.slice(-2000)}`)));
  });
  return {
    base: `http://127.0.0.1:${webPort}`,
    servicePort,
    output: () => output,
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      fs.rmSync(data, { recursive: true, force: true });
    },
  };
}

/** GETs of `path` for `seconds` over `concurrency` kept-alive connections: each answer's latency, and how many got none in time. */
async function measure(base: string, requestPath: string, seconds: number, concurrency: number, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let unanswered = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < until) {
        const started = performance.now();
        const ok = await new Promise<boolean>((resolve) => {
          const request = http.get(`${base}${requestPath}`, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode === 200));
          });
          request.on('timeout', () => request.destroy(new Error('timeout')));
          request.on('error', () => resolve(false));
        });
        if (ok) latencies.push(performance.now() - started);
        else unanswered += 1;
      }
      agent.destroy();
    }),
  );
  return { latencies, unanswered };
}

/** Opens a stream: 'open' once its answer began with 200, 'refused' for another status, 'hung' with no answer within 5 s. */
function openStream(url: string, held: http.ClientRequest[]): Promise<'open' | 'refused' | 'hung'> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      clearTimeout(timer);
      if (response.statusCode !== 200) response.resume();
      resolve(response.statusCode === 200 ? 'open' : 'refused');
    });
    const timer = setTimeout(() => resolve('hung'), 5_000);
    request.on('error', () => {
      clearTimeout(timer);
      resolve('refused');
    });
    held.push(request);
  });
}

async function insertRunningPreviews(mongoPort: number, count: number): Promise<string[]> {
  const { client, db } = await connectStore(`mongodb://127.0.0.1:${mongoPort}/mailscout`);
  const now = new Date();
  const previews = Array.from({ length: count }, () => runningPreview(now));
  await db.collection<{ _id: string }>('previews').insertMany(previews);
  await client.close();
  return previews.map((p) => p._id);
}

type Measured = Awaited<ReturnType<typeof measure>>;

interface VariantResult {
  name: string;
  healthNone: Measured;
  pageNone: Measured;
  healthStreams: Measured;
  pageStreams: Measured;
  streams: Record<'open' | 'refused' | 'hung', number>;
  chaos: { gets: number; getsFailed: number; posts: number; postsFailedAfter: number; backAfterMs: number | null };
}

async function runVariant(frontDoor: boolean, webPort: number, servicePort: number, streamCount: number, chaosSeconds: number): Promise<VariantResult> {
  const name = frontDoor ? 'front door (nginx → HAProxy)' : 'edge proxy (before)';
  const topology = await startTopology(frontDoor, webPort, servicePort, streamCount);
  const held: http.ClientRequest[] = [];
  try {
    const ids = await insertRunningPreviews(servicePort + 20, streamCount);
    await measure(topology.base, '/api/health', 2, 4); // warm-up
    // Health and a page together, as the streams phase measures them.
    const healthAndPage = () => Promise.all([measure(topology.base, '/api/health', 10, 8), measure(topology.base, '/terms', 10, 2, { accept: 'text/html' })]);
    const [healthNone, pageNone] = await healthAndPage();
    const streams = { open: 0, refused: 0, hung: 0 };
    for (let i = 0; i < ids.length; i += 100) {
      for (const outcome of await Promise.all(ids.slice(i, i + 100).map((id) => openStream(`${topology.base}/api/previews/${id}/events`, held)))) streams[outcome] += 1;
    }
    const [healthStreams, pageStreams] = await healthAndPage();
    for (const request of held.splice(0)) request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // the instances let the streams go

    // Chaos: the mixed load, instance 1 killed a few seconds in.
    let stopLoad!: () => void;
    const load = runMixedLoad(topology.base, VISITOR_MIX, new Promise<void>((resolve) => (stopLoad = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const loadBegan = Date.now() - 5_000;
    const line = execFileSync('ss', ['-ltnpH', `sport = :${servicePort}`]).toString();
    const killedAt = Date.now();
    process.kill(Number(/pid=(\d+)/.exec(line)?.[1]), 'SIGKILL');
    let backAfterMs: number | null = null;
    while (Date.now() - killedAt < (chaosSeconds - 5) * 1000) {
      if (backAfterMs === null) {
        const answeredBy = await new Promise<string | undefined>((resolve) => {
          const request = http.get(`${topology.base}/api/health`, { headers: { [PIN]: '1' }, agent: false, timeout: REQUEST_TIMEOUT_MS }, (response) => {
            response.resume();
            resolve(response.statusCode === 200 ? (response.headers[PIN] as string | undefined) : undefined);
          });
          request.on('timeout', () => request.destroy());
          request.on('error', () => resolve(undefined));
        });
        if (answeredBy === '1') backAfterMs = Date.now() - killedAt;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    stopLoad();
    const results = await load;
    const gets = results.filter((r) => r.method === 'GET');
    const posts = results.filter((r) => r.method === 'POST');
    return {
      name,
      healthNone,
      pageNone,
      healthStreams,
      pageStreams,
      streams,
      chaos: {
        gets: gets.length,
        getsFailed: failed(gets).length,
        posts: posts.length,
        // A POST in flight on the instance when it died has no answer; count those sent after 1 s.
        postsFailedAfter: failed(posts).filter((r) => loadBegan + r.sentAt > killedAt + 1_000).length,
        backAfterMs,
      },
    };
  } finally {
    for (const request of held) request.destroy();
    await topology.stop();
  }
}

const p = (values: number[], q: number) => (values.length ? `${percentile(values, q).toFixed(1)} ms` : '—');
const ratio = (a: number[], b: number[], q: number) => (a.length && b.length ? (percentile(a, q) / percentile(b, q)).toFixed(2) : 'n/a (baseline answered none)');

export async function frontDoorBench(options: { streams: number; chaosSeconds: number }): Promise<string> {
  // Ports away from start:prod's defaults and the e2e blocks.
  const before = await runVariant(false, 3800, 4800, options.streams, options.chaosSeconds);
  const after = await runVariant(true, 3800, 4800, options.streams, options.chaosSeconds);
  const cell = (m: Measured) => `${m.latencies.length} answered, ${m.unanswered} not / ${p(m.latencies, 50)} / ${p(m.latencies, 99)}`;
  const row = (r: VariantResult, phase: 'none' | 'streams') =>
    phase === 'none'
      ? `| ${r.name} | none open | ${cell(r.healthNone)} | ${cell(r.pageNone)} |`
      : `| ${r.name} | ${r.streams.open} open, ${r.streams.refused} refused, ${r.streams.hung} hung | ${cell(r.healthStreams)} | ${cell(r.pageStreams)} |`;
  const chaosRow = (r: VariantResult) =>
    `| ${r.name} | ${r.chaos.gets} | ${r.chaos.getsFailed} | ${r.chaos.posts} | ${r.chaos.postsFailedAfter} | ${r.chaos.backAfterMs === null ? 'not within the run' : `${(r.chaos.backAfterMs / 1000).toFixed(1)} s`} |`;
  return [
    `Both started by \`pnpm start:prod\` (2 API instances, the worker, the embedded database), one after the other. ${options.streams} streams follow running previews; each request waits at most ${REQUEST_TIMEOUT_MS / 1000} s.`,
    '',
    `| topology | event streams (of ${options.streams} asked) | /api/health, 10 s, 8 loops: answered / p50 / p99 | /terms (composed page), 10 s, 2 loops, at the same time: answered / p50 / p99 |`,
    '|---|---|---|---|',
    row(before, 'none'),
    row(after, 'none'),
    `| ratio front door ÷ edge proxy, no streams: p99 | | ${ratio(after.healthNone.latencies, before.healthNone.latencies, 99)} | ${ratio(after.pageNone.latencies, before.pageNone.latencies, 99)} |`,
    row(before, 'streams'),
    row(after, 'streams'),
    `| ratio front door ÷ edge proxy, with the streams: p99 | | ${ratio(after.healthStreams.latencies, before.healthStreams.latencies, 99)} | ${ratio(after.pageStreams.latencies, before.pageStreams.latencies, 99)} |`,
    `| front door, with the streams ÷ none: p99 | | ${ratio(after.healthStreams.latencies, after.healthNone.latencies, 99)} | ${ratio(after.pageStreams.latencies, after.pageNone.latencies, 99)} |`,
    '',
    `| kill -9 of API instance 1 during a ${options.chaosSeconds} s mixed load (pages, health, email lookups) | GET sent | GET failed | POST sent | POST failed, sent ≥ 1 s after the kill | instance 1 back in rotation |`,
    '|---|---|---|---|---|---|',
    chaosRow(before),
    chaosRow(after),
  ].join('\n');
}

if (require.main === module) {
  frontDoorBench({ streams: argument('streams', 2000), chaosSeconds: argument('chaos-seconds', 60) }).then(
    (text) => console.log(text),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
