/**
 * Live event streams (docs/architecture.md#event-streams): GET /api/health latency with 2,000 open event streams beside
 * none, in the same run, printed as ratios. Half the streams follow previews, half follow paid
 * scans (1,000 jobs each, all running, none finishing), as the funnel's tabs would. The API
 * runs in this process; the database is the embedded server in its own process, as
 * `pnpm start` runs it.
 *
 *   tsx scripts/bench/stream-bench.ts [--streams 2000] [--seconds 10] [--concurrency 8]
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { spawnEmbeddedMongo } from '../../services/embedded-mongo/src/index';
import { buildApp } from '@mailscout/api';
import { loadConfig } from '@mailscout/api/config';
import { hashSessionToken, newSessionToken } from '@mailscout/api/sessions';
import { READ_BATCH, streamHub } from '@mailscout/api/event-streams';
import { runningPreview } from './running-preview';
import { percentile } from './stats';

const ROUNDS = 2;

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

const startDatabase = () => spawnEmbeddedMongo(['--port', '0', '--memory']);

/** GETs of /api/health for `seconds` over `concurrency` kept-alive connections; each latency in ms. */
async function measureHealth(base: string, seconds: number, concurrency: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}/api/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`/api/health answered ${response.statusCode}`));
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) await once();
    }),
  );
  agent.destroy();
  return latencies;
}

function openStream(url: string, headers: Record<string, string>): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.resume();
      resolve(request);
    });
    request.on('error', reject);
  });
}

export async function streamBench(options: { streams: number; seconds: number; concurrency: number }) {
  const database = await startDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `${database.uri.replace(/\/$/, '')}/stream-bench`,
    RATE_LIMIT_MAX: '1000000',
    // Every stream comes from this one address, and all of them are wanted open.
    STREAMS_PER_CLIENT: String(options.streams * 2),
    STREAMS_MAX: String(options.streams * 2),
  });
  const app = buildApp(config, { sources: () => ({ email: [], phone: [] }) });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const open: http.ClientRequest[] = [];
  const lines: string[] = [];
  try {
    // The jobs: running previews and scans that do not finish while the bench runs.
    const now = new Date();
    const later = (ms: number) => new Date(now.getTime() + ms);
    const half = Math.floor(options.streams / 2);
    const previews = Array.from({ length: options.streams - half }, () => runningPreview(now));
    await Promise.all(previews.map((preview) => app.store.previews.create(preview)));
    const { user } = await app.store.users.findOrCreate('stream-bench@example.com');
    const token = newSessionToken();
    await app.store.sessions.create({ _id: hashSessionToken(token), userId: user._id, createdAt: now, lastSeenAt: now, expiresAt: later(3_600_000) });
    const scans = Array.from({ length: half }, (_, i) => ({
      _id: randomUUID(),
      userId: user._id,
      kind: 'email' as const,
      target: `person${i}@example.com`,
      targetHash: randomUUID(),
      status: 'running' as const,
      // Held by a worker elsewhere, so this API's worker leaves them alone.
      leaseOwner: 'stream-bench-elsewhere',
      leaseUntil: later(3_600_000),
      attempts: 1,
      createdAt: now,
      completedAt: null,
      expiresAt: later(86_400_000),
      error: null,
      sources: { 'local-checks': { source: 'local-checks' as const, state: 'found' as const, at: now.toISOString() } },
    }));
    await Promise.all(scans.map((scan) => app.store.scans.create(scan)));
    const headers = { authorization: `Bearer ${token}` };

    await measureHealth(base, 3, options.concurrency); // warm-up

    // Rounds of none / all streams open, so a busy machine's drift falls on both variants alike.
    const urls = [...previews.map((p) => `${base}/api/previews/${p._id}/events`), ...scans.map((s) => `${base}/api/scans/${s._id}/events`)];
    const hub = streamHub(app);
    const none: number[] = [];
    const many: number[] = [];
    let reads = 0;
    let readSeconds = 0;
    const stats = { open: 0, watchedJobs: 0 };
    const perRound = options.seconds / ROUNDS;
    for (let round = 0; round < ROUNDS; round += 1) {
      none.push(...(await measureHealth(base, perRound, options.concurrency)));
      for (let i = 0; i < urls.length; i += 100) open.push(...(await Promise.all(urls.slice(i, i + 100).map((url) => openStream(url, headers)))));
      while (hub.stats().open < urls.length) await new Promise((resolve) => setTimeout(resolve, 20));
      const readsBefore = hub.stats().reads;
      const started = performance.now();
      many.push(...(await measureHealth(base, perRound, options.concurrency)));
      readSeconds += (performance.now() - started) / 1000;
      reads += hub.stats().reads - readsBefore;
      Object.assign(stats, hub.stats());
      for (const request of open.splice(0)) request.destroy();
      while (hub.stats().open > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readsPerSecond = reads / readSeconds;

    const row = (name: string, values: number[]) => `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(2)} ms | ${percentile(values, 99).toFixed(2)} ms |`;
    lines.push(
      `| GET /api/health, ${options.seconds} s per variant in ${ROUNDS} alternating rounds, ${options.concurrency} concurrent | requests | p50 | p99 |`,
      '|---|---|---|---|',
      row('no open streams (baseline)', none),
      row(`${stats.open} open event streams (${stats.watchedJobs} jobs: previews and scans)`, many),
      `| ratio ${stats.open} streams ÷ none | ${(many.length / none.length).toFixed(2)} | ${(percentile(many, 50) / percentile(none, 50)).toFixed(2)} | ${(percentile(many, 99) / percentile(none, 99)).toFixed(2)} |`,
      '',
      `Database reads for the streams while they were open: ${readsPerSecond.toFixed(1)} per second for ${stats.open} streams (every watched job re-read every ${config.streams.pollMs} ms in reads of up to ${READ_BATCH} jobs; a poll per stream every 250 ms would be ${(stats.open * 4).toLocaleString('en')} per second).`,
    );
  } finally {
    for (const request of open) request.destroy();
    await app.close();
    await database.stop();
  }
  return lines.join('\n');
}

if (require.main === module) {
  streamBench({ streams: argument('streams', 2000), seconds: argument('seconds', 10), concurrency: argument('concurrency', 8) }).then(
    (text) => console.log(text),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
