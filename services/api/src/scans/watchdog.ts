import crypto from 'node:crypto';
import os from 'node:os';
import type { SourceId, SourceProgress } from '@mailscout/contracts';
import { Report } from '@mailscout/contracts';
import type { SourceAnswer } from '../sources/source';
import { PreviewDocument } from '../store/repositories/previews-repository';
import { ScanDocument, type ScanPastDeadline } from '../store/repositories/scans-repository';
import type { EngineDeps } from './engine-deps';
import { finishScan } from './finish-scan';
import { previewHints } from './preview-hints';
import { returnScanCredit } from './return-scan-credit';
import { scanReport } from './scan-report';
import type { SourceResult } from './source-runner';

export interface WatchdogOptions {
  id?: string;
  /** How often the database is swept. */
  intervalMs?: number;
  /** How long after its deadline a job still `running` is taken over. */
  graceMs?: number;
}

const DEFAULT_INTERVAL_MS = 1_000;
const DEFAULT_GRACE_MS = 2_000;
// Per sweep and kind; more wait for the next sweep.
const BATCH = 50;

/**
 * What a job recorded, made into results again: answers come back from the source cache
 * (found and not_found are cached as they arrive), failures keep their state, and a source
 * still pending at the deadline is `timeout`.
 */
async function resultsFromProgress(
  deps: Pick<EngineDeps, 'sources' | 'store'>,
  kind: 'email' | 'phone',
  targetHash: string,
  progress: Readonly<Record<string, SourceProgress>>,
  deadlineAt: Date,
): Promise<SourceResult[]> {
  // This process's sources, and any other the job recorded (a process configured otherwise).
  const ids = [...new Set([...deps.sources[kind].filter((s) => s.takes.includes(kind)).map((s) => s.id), ...(Object.keys(progress) as SourceId[])])];
  return Promise.all(
    ids.map(async (id): Promise<SourceResult> => {
      const source = { id };
      const recorded = progress[source.id];
      const at = recorded?.at ? new Date(recorded.at) : deadlineAt;
      const result = (answer: SourceResult['answer']): SourceResult => ({ source: source.id, answer, at, startedAt: at, cached: false });
      switch (recorded?.state) {
        case 'found':
        case 'not_found': {
          const cached = await deps.store.sourceCache.get(source.id, targetHash).catch(() => null);
          if (!cached) return result(recorded.state === 'not_found' ? { state: 'not_found' } : { state: 'error', reason: 'the answer is no longer available' });
          return { source: source.id, answer: cached.answer as SourceAnswer, at: cached.fetchedAt, startedAt: cached.askedAt ?? cached.fetchedAt, cached: true };
        }
        case 'error':
          return result({ state: 'error', reason: 'recorded before the scan was taken over' });
        case 'rate_limited':
          return result({ state: 'rate_limited', retryAfterSeconds: null });
        case 'disabled':
          return result({ state: 'disabled' });
        default:
          return { ...result({ state: 'timeout' }), at: deadlineAt };
      }
    }),
  );
}

/**
 * Ends what is past its deadline in the database, whatever process started it (docs/architecture.md#scans-end): a
 * preview still `running` is completed from what its sources recorded (the rest `timeout`); a
 * paid scan still `running` is taken over (its lease, so the worker that hung on it stops) and
 * finished from what answered, through the same finishing step as a worker (the credit goes back
 * when no networked source answered); if that cannot be done it is failed and its credit
 * returned. Runs at start (leftovers of a process that was killed) and then on an interval, in
 * the API and in each worker process; two watchdogs never finish the same job twice (the
 * takeover is conditional, the finishing step idempotent).
 */
export function scanWatchdog(deps: EngineDeps, options: WatchdogOptions = {}) {
  const { store, config, bus, log } = deps;
  const id = options.id ?? `watchdog:${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;

  async function endPreview(doc: PreviewDocument) {
    const results = await resultsFromProgress(deps, doc.kind, doc.targetHash, doc.sources, doc.deadlineAt);
    const sources = Object.fromEntries(
      Object.values(doc.sources).map((p): [string, SourceProgress] => [p.source, p.state === 'pending' ? { ...p, state: 'timeout', at: doc.deadlineAt.toISOString() } : p]),
    );
    // The hints are counted from the cached answers; the provider is the one the preview knew. The
    // preview keeps only the target's hash, so the searched address or number is told by hashing
    // a finding's key (docs/decisions.md#preview-counts: it is never counted).
    const isSearched = (key: string) => deps.hashTarget(key) === doc.targetHash;
    const hints = { ...previewHints(doc.kind, '', results, isSearched), serviceProvider: doc.hints.serviceProvider };
    if (await store.previews.completeAbandoned(doc._id, { sources, hints })) {
      log.warn({ previewId: doc._id }, 'watchdog completed a preview left running past its deadline');
      bus.changed(doc._id);
    }
  }

  async function endScan(raw: ScanPastDeadline) {
    const job = await store.scans.takeOver(raw._id, raw.leaseOwner, id, config.scans.leaseMs);
    if (!job) return; // finished meanwhile, or another watchdog has it
    const deadlineAt = raw.deadlineAt ?? new Date();
    log.warn({ scanId: job._id, leaseOwner: raw.leaseOwner }, 'watchdog finishes a scan left running past its deadline');
    try {
      const stored = await store.reports.findForUser(job._id, job.userId);
      if (stored) {
        await finishScan(deps, job, id, Report.parse(stored.report));
        return;
      }
      const results = await resultsFromProgress(deps, job.kind, job.targetHash, job.sources, deadlineAt);
      await finishScan(deps, job, id, scanReport(job, results));
    } catch (error) {
      log.error({ err: error, scanId: job._id }, 'watchdog could not finish the scan; it fails and its credit goes back');
      if (await store.scans.finish(job._id, id, { status: 'failed', error: 'The scan could not be completed.' })) {
        await returnScanCredit(deps, job, 'scan failed');
      }
      bus.changed(job._id);
    }
  }

  async function sweepOnce(now = new Date()) {
    const cutoff = new Date(now.getTime() - graceMs);
    const previews = await store.previews.runningPastDeadline(cutoff, BATCH);
    for (const doc of previews) {
      await endPreview(PreviewDocument.parse(doc)).catch((error: unknown) => log.error({ err: error, previewId: doc._id }, 'watchdog could not complete a preview'));
    }
    // A scan claimed before deadlines were written has only its lease: past it by a whole deadline.
    const legacyCutoff = new Date(cutoff.getTime() - config.scans.deadlineMs);
    const scans = await store.scans.runningPastDeadline(cutoff, legacyCutoff, BATCH);
    for (const doc of scans) {
      await endScan({ ...ScanDocument.parse(doc), deadlineAt: doc.deadlineAt }).catch((error: unknown) => log.error({ err: error, scanId: doc._id }, 'watchdog could not take over a scan'));
    }
  }

  /** One sweep at a time; a sweep that fails is logged and the next one tries again. */
  function sweep(): Promise<void> {
    sweeping ??= sweepOnce()
      .catch((error: unknown) => log.warn({ err: error }, 'watchdog sweep failed'))
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  }

  return {
    id,
    sweep,
    /** Sweeps at once (leftovers of a stopped process), then on the interval. */
    start() {
      if (timer) return;
      void sweep();
      timer = setInterval(() => void sweep(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
    },
  };
}
export type ScanWatchdog = ReturnType<typeof scanWatchdog>;
