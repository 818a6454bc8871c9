/**
 * What held a slow round trip of the pause bench (`--explain`): both processes, the bench's client
 * and the server, append what they saw to one file of JSON lines on one clock
 * (CLOCK_MONOTONIC, `process.hrtime`, shared by every process of the machine):
 *
 *   - every garbage collection (kind, start, end),
 *   - every turn of the event loop that ran more than STALL_MS late (a stall), with the main
 *     thread's CPU time and its time runnable but waiting for a CPU (`/proc/thread-self/schedstat`)
 *     across it: a stall with little CPU and much waiting is the machine's, not the process's work,
 *   - (client) every findOne round trip over SLOW_MS and the bench's marks (fsync sent, snapshot on
 *     disk, …).
 *
 * `pause-attribution.ts` reads the file and says, for each slow round trip, which of these it overlapped.
 */
import fs from 'node:fs';
import { PerformanceObserver, constants } from 'node:perf_hooks';

/** Round trips longer than this are attributed. */
export const SLOW_MS = 20;
/** A timer firing this late marks a stall of the event loop. */
const STALL_MS = 10;
const TICK_MS = 2;

export type Proc = 'server' | 'client';

export type TraceEvent =
  | { proc: Proc; kind: 'gc'; gcKind: string; start: number; end: number }
  | { proc: Proc; kind: 'stall'; start: number; end: number; cpuMs: number; waitMs: number }
  | { proc: 'client'; kind: 'slow'; window: string; start: number; end: number }
  | { proc: 'client'; kind: 'mark'; what: string; at: number };

/** Milliseconds on CLOCK_MONOTONIC: comparable between the client and the server process. */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** performance.now() runs on the same clock from another origin. */
const perfOffset = monotonicMs() - performance.now();

/** CPU and run-queue time of the calling thread (the main thread here), in ms; zeros where /proc has none. */
function schedstat(): { cpuMs: number; waitMs: number } {
  try {
    const [cpu, wait] = fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
    return { cpuMs: Number(cpu) / 1e6, waitMs: Number(wait) / 1e6 };
  } catch {
    return { cpuMs: 0, waitMs: 0 };
  }
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

/** Starts recording this process's collections and stalls into `file`; returns a function that appends more events. */
export function startTrace(file: string, proc: Proc): (event: TraceEvent) => void {
  const out = fs.openSync(file, 'a');
  // One write per line (O_APPEND): the two processes' lines never interleave within a line.
  const record = (event: TraceEvent) => fs.writeSync(out, `${JSON.stringify(event)}\n`);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const gcKind = GC_KINDS[(entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
      const start = entry.startTime + perfOffset;
      record({ proc, kind: 'gc', gcKind, start, end: start + entry.duration });
    }
  }).observe({ entryTypes: ['gc'] });
  let last = monotonicMs();
  let lastSched = schedstat();
  const tick = setInterval(() => {
    const now = monotonicMs();
    const sched = schedstat();
    if (now - last > TICK_MS + STALL_MS) {
      record({ proc, kind: 'stall', start: last, end: now, cpuMs: sched.cpuMs - lastSched.cpuMs, waitMs: sched.waitMs - lastSched.waitMs });
    }
    last = now;
    lastSched = sched;
  }, TICK_MS);
  tick.unref();
  return record;
}
