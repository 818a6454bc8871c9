/**
 * docs/architecture.md#scans-end: paid-scan throughput with one networked source hung (Gravatar's stand-in accepts
 * connections and never answers) beside the same run with every source healthy. The real
 * Gravatar, GitHub and HIBP clients talk to the local stand-ins; local checks are a fake that
 * answers at once; the database is embedded in this process. Each variant queues `scans` scans
 * for new addresses at once and measures until the last one is completed: scans per second over
 * the whole run (the hung source's first calls included, until its circuit opens) and after the
 * first fifth of the scans completed (steady state).
 *
 *   tsx scripts/bench/hung-source-bench.ts [--scans 400] [--rounds 3]
 */
import { startEmbeddedMongo } from '../../services/embedded-mongo/src/index';
import { startSourceStubs, type RunningSourceStubs } from '../../services/source-stubs/src/index';
import { buildApp } from '@mailscout/api';
import { loadConfig } from '@mailscout/api/config';
import { githubSource, gravatarSource, hibpSource, type Source } from '@mailscout/api/sources';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

const localChecks: Source = {
  id: 'local-checks',
  takes: ['email'],
  returns: [],
  timeoutMs: 1_000,
  rateLimit: null,
  needsKey: false,
  enabled: true,
  lookup: async () => ({ state: 'found', findings: { emailChecks: { valid: true, type: 'personal', role: false, deliverability: 'deliverable' } } }),
};

interface VariantResult {
  scans: number;
  seconds: number;
  perSecond: number;
  steadyPerSecond: number;
  failed: number;
  gravatarStates: Record<string, number>;
}

async function variant(mongoUri: string, stubs: RunningSourceStubs, name: string, scans: number): Promise<VariantResult> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `${mongoUri.replace(/\/$/, '')}/bench_hung_${name}`,
    LOOKUPS_PER_ACCOUNT_PER_DAY: String(scans * 2),
    RATE_LIMIT_MAX: '1000000',
  });
  const app = buildApp(config, {
    sources: () => ({
      email: [localChecks, gravatarSource({ url: stubs.url, apiKey: null }), githubSource({ url: stubs.url, token: null }), hibpSource({ url: stubs.url, apiKey: 'bench-key' })],
      phone: [],
    }),
  });
  await app.ready();
  try {
    const { user } = await app.store.users.findOrCreate(`bench-${name}@example.com`);
    await app.store.credits.grant(user._id, { sourceKey: 'bench', amount: scans, reason: 'bench', cap: scans });
    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < scans; i += 1) {
      const { scanId } = await app.lookup.scans.start({ userId: user._id, target: { kind: 'email', value: `${name}-${i}@example.com` }, purpose: null, requestId: null });
      ids.push(scanId);
    }
    for (;;) {
      const open = (await app.store.scans.findManyById(ids)).filter((scan) => scan.status !== 'completed' && scan.status !== 'failed');
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const seconds = (performance.now() - started) / 1000;
    const done = await app.store.scans.findManyById(ids);
    const ends = done.map((d) => d.completedAt!.getTime()).sort((a, b) => a - b);
    const fifth = Math.floor(ends.length / 5);
    const steadySpan = (ends.at(-1)! - ends[fifth]!) / 1000;
    const gravatarStates: Record<string, number> = {};
    for (const d of done) {
      const state = d.sources.gravatar?.state ?? 'none';
      gravatarStates[state] = (gravatarStates[state] ?? 0) + 1;
    }
    return {
      scans,
      seconds,
      perSecond: scans / seconds,
      steadyPerSecond: steadySpan > 0 ? (ends.length - 1 - fifth) / steadySpan : NaN,
      failed: done.filter((d) => d.status === 'failed').length,
      gravatarStates,
    };
  } finally {
    await app.close();
  }
}

export async function hungSourceBench(options: { scans: number; rounds: number }): Promise<string> {
  const mongo = await startEmbeddedMongo({ port: 0, memory: true });
  const stubs = await startSourceStubs({ port: 0 });
  try {
    // Rounds alternate the two variants (a shared machine's load drifts); the median round counts.
    const healthyRounds: VariantResult[] = [];
    const hungRounds: VariantResult[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      healthyRounds.push(await variant(mongo.uri, stubs, `healthy${round}`, options.scans));
      stubs.setFault('gravatar', 'hang');
      hungRounds.push(await variant(mongo.uri, stubs, `hung${round}`, options.scans));
      stubs.setFault('gravatar', null);
    }
    const median = (rounds: VariantResult[]) => [...rounds].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds.length / 2)]!;
    const healthy = median(healthyRounds);
    const hung = median(hungRounds);
    // Kept-alive connections to the healthy services close after 4 s idle; hung ones were closed.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const states = (r: VariantResult) => Object.entries(r.gravatarStates).map(([s, n]) => `${s} ${n}`).join(', ');
    const lines = [
      `| ${options.scans} paid scans queued at once (median of ${options.rounds} alternating rounds) | seconds | scans/s | ÷ healthy | steady scans/s (after the first fifth) | ÷ healthy | failed | Gravatar states |`,
      '|---|---|---|---|---|---|---|---|',
      `| all sources healthy (baseline) | ${healthy.seconds.toFixed(1)} | ${healthy.perSecond.toFixed(1)} | 1.00 | ${healthy.steadyPerSecond.toFixed(1)} | 1.00 | ${healthy.failed} | ${states(healthy)} |`,
      `| Gravatar hung (accepts, never answers) | ${hung.seconds.toFixed(1)} | ${hung.perSecond.toFixed(1)} | ${(hung.perSecond / healthy.perSecond).toFixed(2)} | ${hung.steadyPerSecond.toFixed(1)} | ${(hung.steadyPerSecond / healthy.steadyPerSecond).toFixed(2)} | ${hung.failed} | ${states(hung)} |`,
      '',
      `Goal (docs/architecture.md#scans-end): ≥ 0.9 of the healthy figure. Connections still open to the stand-ins 4.5 s after the runs: ${stubs.openConnections()}.`,
    ];
    return lines.join('\n');
  } finally {
    await stubs.close();
    await mongo.stop();
  }
}

if (require.main === module) {
  hungSourceBench({ scans: argument('scans', 400), rounds: argument('rounds', 3) })
    .then((table) => {
      console.log(table);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
