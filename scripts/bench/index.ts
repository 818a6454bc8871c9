import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/services';
import { frontDoorBench } from './front-door-bench';
import { frontendBench } from './frontend-bench';
import { hungSourceBench } from './hung-source-bench';
import { lookupBench } from './lookup-bench';
import { streamBench } from './stream-bench';
import { TODAY_REF, compareStores } from '../../services/embedded-mongo/bench/store-comparison';
import { comparePauses } from '../../services/embedded-mongo/bench/pause-bench';

/**
 * `pnpm bench`: performance figures as ratios against a baseline run side by side. Prints the
 * results and prepends them, dated, to BENCHMARKS.md. BENCH_RUNS sets the loads per variant;
 * BENCH_PORT the first port of the frontend bench's block, BENCH_PAGES its pages, BENCH_SKIP_BUILD=1
 * uses the builds in the tree, BENCH_WRITE=0 leaves BENCHMARKS.md as it is.
 */
async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 15);
  const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium (Debian)`;
  // BENCH_ONLY=store, pauses, lookup, streams, hung, frontend or door runs one part.
  const only = process.env.BENCH_ONLY;
  const sections: string[] = [];
  if (!only || only === 'frontend') {
    const frontend = await frontendBench(runs);
    sections.push(`### Pages composed on the server vs rendered in the browser, cold loads (${runs} per variant and profile)\n\n${frontend}`);
  }
  if (!only || only === 'store') {
    // docs/architecture.md#embedded-mongo: the embedded server beside "today's" code (a checkout of the commit before the
    // issue's work) and the quoted figures, cold and in the steady state; a Map beside both.
    const common = { ops: 3000, concurrency: 50, prefixDocs: 200_000, rounds: 2, baselineRef: TODAY_REF };
    const cold = await compareStores({ ...common, warmup: 0 });
    const steady = await compareStores({ ...common, ops: 20_000, warmup: 3000 });
    // The same rows with 200,000 documents in a TTL collection beside them, as the product's
    // sessions and audit log sit beside its accounts.
    const beside = await compareStores({ ...common, ops: 20_000, warmup: 3000, prefixDocs: 0, ttlDocs: 200_000 });
    sections.push(
      [
        `### Store through the official driver: this code vs today's, cold\n\n${cold}`,
        `### Store through the official driver: this code vs today's, steady state\n\n${steady}`,
        `### Store through the official driver: this code vs today's, steady state beside 200,000 TTL documents\n\n${beside}`,
      ].join('\n\n'),
    );
  }
  if (!only || only === 'pauses') {
    // docs/architecture.md#embedded-mongo: no command held more than 50 ms by a TTL burst or a snapshot at 200,000 documents.
    const pauses = await comparePauses({ ttlDocs: 20_000, snapshotDocs: 200_000, snapshots: 3 });
    sections.push(`### Embedded database: findOne round trips during a 20,000-document TTL burst and snapshots at 200,000 documents\n\n${pauses}`);
  }
  if (!only || only === 'lookup') {
    // The API and a bare Fastify route in this process; the database in its own, as in production.
    const lookup = await lookupBench({ duration: 10, scans: 20 });
    sections.push(`### Lookup engine: email-lookup throughput and report latency over SSE\n\n${lookup}`);
  }
  if (!only || only === 'streams') {
    // docs/architecture.md#event-streams: /api/health with 2,000 open event streams beside none (database in its own process).
    const streams = await streamBench({ streams: 2000, seconds: 10, concurrency: 8 });
    sections.push(`### Live event streams: /api/health with 2,000 open streams vs none\n\n${streams}`);
  }

  if (!only || only === 'door') {
    // The production topology's front door beside the edge-proxy topology before it, both from start:prod.
    const door = await frontDoorBench({ streams: 2000, chaosSeconds: 60 });
    sections.push(`### Production topology: the front door vs the edge proxy, 2,000 open streams and an instance killed under load\n\n${door}`);
  }

  if (!only || only === 'hung') {
    // docs/architecture.md#scans-end: paid-scan throughput with one networked source hung beside all healthy.
    const hung = await hungSourceBench({ scans: Number(process.env.BENCH_HUNG_SCANS ?? 400), rounds: Number(process.env.BENCH_HUNG_ROUNDS ?? 3) });
    sections.push(`### Paid scans with one hung source (Gravatar accepts, never answers) vs all healthy\n\n${hung}`);
  }

  const report = `## ${new Date().toISOString().slice(0, 10)} — ${machine}\n\n${sections.join('\n\n')}\n`;
  console.log(`\n${report}`);
  // BENCH_WRITE=0: a trial run, printed only.
  if (process.env.BENCH_WRITE === '0') return;
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const header = '# Benchmarks\n\nProduced by `pnpm bench`; newest first.\n\n';
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replace(header, '') : '';
  fs.writeFileSync(file, `${header}${report}\n${previous}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
