/**
 * Lookup engine benchmark (issue 6), two parts, each beside its baseline in the same run:
 *
 * 1. POST /api/email-lookup throughput and p99 with autocannon (50 connections): the real app
 *    (rate limit raised, database on an embedded server in this process) beside a bare Fastify
 *    route answering the same JSON in the same process. Run once with one address (the preview
 *    is reused) and once with a new address per request (a preview starts every time).
 * 2. The time from the slowest source answering to the report being in the browser's hands:
 *    over server-sent events, and with the original's 5 s status polling.
 *
 *   tsx scripts/bench/lookup-bench.ts [--duration 10] [--scans 20]
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startEmbeddedMongo } from '../../services/embedded-mongo/src/index';

import { buildApp } from '../../services/api/src/app';
import { loadConfig } from '../../services/api/src/config/config';
import { hashSessionToken, newSessionToken } from '../../services/api/src/identity/session-token';
import type { Source, SourceAnswer } from '../../services/api/src/sources/source';
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

export async function lookupBench(options: { duration: number; scans: number }) {
  const mongo = await startEmbeddedMongo({ port: 0, memory: true });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: `${mongo.uri.replace(/\/$/, '')}/bench`, LOOKUPS_PER_MINUTE_PER_CLIENT: '100000', RATE_LIMIT_MAX: '1000000' });
  const app = buildApp(config, { sources: sources });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post('/api/email-lookup', async () => ({ status: 'not-found', message: 'No saved report for this address yet: the free checks are running.', previewId: '00000000-0000-0000-0000-000000000000' }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const lines: string[] = [];
  try {
    const same = () => JSON.stringify({ email: 'someone@example.com' });
    let n = 0;
    const fresh = () => JSON.stringify({ email: `person${n++}@example.com` });
    const baseline = await cannon(`${bareBase}/api/email-lookup`, options.duration, same);
    const reused = await cannon(`${base}/api/email-lookup`, options.duration, same);
    const started = await cannon(`${base}/api/email-lookup`, options.duration, fresh);
    lines.push('| POST /api/email-lookup, 50 connections | req/s | p99 | ÷ bare route (req/s) | errors |', '|---|---|---|---|---|');
    for (const [name, r] of [['bare Fastify route (baseline)', baseline], ['same address (preview reused)', reused], ['new address each time (preview started)', started]] as const) {
      lines.push(`| ${name} | ${Math.round(r.rps)} | ${r.p99} ms | ${(r.rps / baseline.rps).toFixed(2)} | ${r.errors} |`);
    }

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
    await mongo.stop();
  }
  return lines.join('\n');
}

if (require.main === module) {
  lookupBench({ duration: argument('duration', 10), scans: argument('scans', 20) }).then(
    (text) => console.log(text),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
