import { z } from 'zod';
import { wholeNumber, durationAtLeast } from './variable-types';

/** Scans, reports and live event streams (docs/architecture.md#event-streams). Part of the one environment schema (config.ts). */
export function scanVariables() {
  return {
    SCAN_DEADLINE: durationAtLeast(1000, 12_000).describe('how long a scan may run, e.g. 12s'),
    SCAN_LEASE: durationAtLeast(1000, 30_000).describe('how long a worker holds a scan before another may take it, e.g. 30s'),
    REPORT_TTL_DAYS: wholeNumber(1, 365, 30).describe('days reports, previews and cached source answers are kept'),
    LOOKUPS_PER_ACCOUNT_PER_DAY: wholeNumber(1, 10_000, 25).describe('reports an account may start per day'),
    // The scan worker runs inside the API by default; `off` leaves jobs to `pnpm --filter @mailscout/api worker`.
    SCAN_WORKER: z.enum(['inline', 'off'], { error: 'must be inline or off' }).default('inline').describe('inline: the API runs scans itself; off: leave them to worker processes'),
    // docs/architecture.md#event-streams: live event streams (previews, scans). Over the caps a stream is refused (429 per
    // client, 503 overall) and the browser polls every 5 s instead.
    STREAMS_PER_CLIENT: wholeNumber(1, 100_000, 6).describe('open event streams per client on one instance'),
    STREAMS_MAX: wholeNumber(1, 1_000_000, 1000).describe('open event streams on one instance'),
    STREAM_IDLE_TIMEOUT: durationAtLeast(1000, 5 * 60_000).describe('an event stream with nothing to say closes after this'),
    STREAM_MAX_LIFETIME: durationAtLeast(1000, 30 * 60_000).describe('an event stream closes after this at the latest'),
    // Every watched job is read again this often (one read per kind), for changes made by another process.
    STREAM_POLL_INTERVAL: durationAtLeast(50, 1000).describe('how often a stream re-reads its job from MongoDB'),
  };
}
