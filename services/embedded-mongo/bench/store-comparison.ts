/**
 * The embedded database's store targets (docs/architecture.md#embedded-mongo), measured as they were set: this code beside "today's" (the commit
 * before the work), both servers in their own process, alternated run by run in the same
 * harness, with the quoted "today" figures beside both. Usage:
 *
 *   tsx bench/store-comparison.ts [--baseline-ref REF] [--rounds 2] [--ops 3000] [--warmup 0] [--prefix-docs 200000] [--ttl-docs 0]
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkOutBaseline } from './baseline-checkout';
import type { PhaseResult } from './store-bench';

/** The last commit before the work on the embedded server's targets (docs/architecture.md#embedded-mongo) (its first commit is 5ecbe62). */
export const TODAY_REF = '5ecbe62^';

/** What the targets (docs/architecture.md#embedded-mongo) quote as "today" at 50 concurrent (ops/s); the target is 3x. */
const QUOTED_TODAY: [prefix: string, low: number, high: number][] = [
  ['insertOne', 5_500, 6_100],
  ['findOne by', 4_100, 4_900],
  ['updateOne', 2_600, 3_100],
];

export interface ComparisonOptions {
  ops: number;
  concurrency: number;
  warmup: number;
  prefixDocs: number;
  /** See BenchOptions.ttlDocs (default 0). */
  ttlDocs?: number;
  rounds: number;
  baselineRef: string;
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Row-wise medians of several runs of the same bench. */
function medianRows(runs: PhaseResult[][]): PhaseResult[] {
  return (runs[0] ?? []).map((row, i) => {
    const of = (pick: (r: PhaseResult) => number | undefined) => median(runs.map((run) => pick(run[i] as PhaseResult) ?? NaN));
    return {
      name: row.name,
      opsPerSec: of((r) => r.opsPerSec),
      p50: of((r) => r.p50),
      p99: of((r) => r.p99),
      mapOpsPerSec: of((r) => r.mapOpsPerSec),
      serverCpuUs: of((r) => r.serverCpuUs),
      clientCpuUs: of((r) => r.clientCpuUs),
    };
  });
}

/**
 * One run of the store bench in a fresh client process: the driver's own warm-up is part of what
 * a cold run measures, so a run must not inherit a JIT-warm driver from the run before it.
 */
async function runInFreshClient(options: ComparisonOptions, serverDir?: string): Promise<PhaseResult[]> {
  const args = ['--import', 'tsx', path.join(__dirname, 'store-bench.ts'), '--child', '--json'];
  args.push('--ops', String(options.ops), '--concurrency', String(options.concurrency), '--warmup', String(options.warmup), '--prefix-docs', String(options.prefixDocs));
  if (options.ttlDocs) args.push('--ttl-docs', String(options.ttlDocs));
  if (serverDir) args.push('--server-dir', serverDir);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 << 20 });
  return (JSON.parse(stdout) as { results: PhaseResult[] }).results;
}

export async function compareStores(options: ComparisonOptions): Promise<string> {
  let baseline: ReturnType<typeof checkOutBaseline>;
  try {
    baseline = checkOutBaseline(options.baselineRef);
  } catch (error) {
    // A shallow clone lacks the commit: say so rather than print figures without their baseline.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `Not measured: today's code (\`${options.baselineRef}\`) could not be checked out (${reason}). A full clone has it (\`git fetch --unshallow\`); \`tsx services/embedded-mongo/bench/store-bench.ts --child\` measures this code alone.`;
  }
  const before: PhaseResult[][] = [];
  const after: PhaseResult[][] = [];
  try {
    for (let round = 0; round < options.rounds; round++) {
      // Alternated, and the order swapped each round, so neither side always runs first.
      const order = round % 2 === 0 ? [true, false] : [false, true];
      for (const old of order) {
        if (old) before.push(await runInFreshClient(options, baseline.packageDir));
        else after.push(await runInFreshClient(options));
      }
    }
  } finally {
    baseline.remove();
  }
  return formatComparison(medianRows(before), medianRows(after), baseline.commit, options);
}

function formatComparison(before: PhaseResult[], after: PhaseResult[], commit: string, options: ComparisonOptions): string {
  const fmt = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : Math.round(n).toLocaleString('en-US'));
  const rows = after.map((row, i) => {
    const old = before[i] as PhaseResult;
    const quoted = QUOTED_TODAY.find(([prefix]) => row.name.startsWith(prefix));
    const vsQuoted = quoted ? `${(row.opsPerSec / quoted[2]).toFixed(1)}–${(row.opsPerSec / quoted[1]).toFixed(1)}x` : '–';
    const quotedText = quoted ? `${fmt(quoted[1])}–${fmt(quoted[2])}` : '–';
    const map = Number.isFinite(row.mapOpsPerSec) ? `${(row.mapOpsPerSec / row.opsPerSec).toFixed(0)}x` : '–';
    return `| ${row.name} | ${quotedText} | ${fmt(old.opsPerSec)} | ${fmt(row.opsPerSec)} | ${(row.opsPerSec / old.opsPerSec).toFixed(2)}x | ${vsQuoted} | ${old.p50.toFixed(2)} / ${old.p99.toFixed(2)} → ${row.p50.toFixed(2)} / ${row.p99.toFixed(2)} | ${fmt(row.serverCpuUs)} / ${fmt(row.clientCpuUs)} | ${map} |`;
  });
  const warm = options.warmup > 0 ? `steady state: ${options.warmup} unmeasured operations of each kind (and prefix queries) first` : 'cold: no warm-up, the pool opened before the first row';
  const beside = options.ttlDocs ? `; ${options.ttlDocs.toLocaleString('en-US')} documents in a TTL-indexed collection beside the rows' (none expire)` : '';
  const mode = `${warm}${beside}`;
  return [
    `${options.ops} operations per row, ${options.concurrency} concurrent through the official driver from one client process; servers in their own process, on disk with fdatasync per group commit; ${mode}. Medians of ${options.rounds} alternated runs each; "today's code" is ${commit} (\`${options.baselineRef}\`).`,
    '',
    '| operation | issue\'s "today" ops/s | today\'s code ops/s | this code ops/s | ÷ today\'s code | ÷ issue\'s "today" | p50 / p99 ms, today\'s code → this | server / client CPU µs/op (this) | Map / this |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function parseArgs(argv: string[]): ComparisonOptions {
  const value = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  return {
    ops: Number(value('--ops') ?? 3000),
    concurrency: Number(value('--concurrency') ?? 50),
    warmup: Number(value('--warmup') ?? 0),
    prefixDocs: Number(value('--prefix-docs') ?? 200_000),
    ttlDocs: Number(value('--ttl-docs') ?? 0),
    rounds: Number(value('--rounds') ?? 2),
    baselineRef: value('--baseline-ref') ?? TODAY_REF,
  };
}

if (require.main === module) {
  compareStores(parseArgs(process.argv.slice(2))).then(
    (table) => console.log(table),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
