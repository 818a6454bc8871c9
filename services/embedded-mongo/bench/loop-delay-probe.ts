/**
 * Preloaded into the bench's server process (`node --import tsx --import ./bench/loop-delay-probe.ts`):
 * records how late the server's event loop runs (`monitorEventLoopDelay`), which is how long the
 * server's own work held a waiting command, apart from the client's and the driver's time. SIGWINCH
 * writes the figures since the previous signal to PAUSE_PROBE_FILE (JSON) and starts afresh.
 */
import fs from 'node:fs';
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import { startTrace } from './pause-trace';

// The pause bench's --explain: this server's collections and stalls on the bench's shared clock.
if (process.env.PAUSE_TRACE_FILE) startTrace(process.env.PAUSE_TRACE_FILE, 'server');

const file = process.env.PAUSE_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  // Garbage collections in the window too: a long one holds every command as a slow turn does.
  const kinds: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  let gc = { count: 0, totalMs: 0, maxMs: 0, maxKind: '' };
  // PAUSE_PROBE_GC_LOG: every collection over 10 ms to stderr (when, what kind, heap after), to see what causes them.
  const gcLog = process.env.PAUSE_PROBE_GC_LOG === '1';
  let windowStart = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[(entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
      gc.count += 1;
      gc.totalMs += entry.duration;
      if (entry.duration > gc.maxMs) gc = { ...gc, maxMs: entry.duration, maxKind: kind };
      if (gcLog && entry.duration > 10) {
        const heap = process.memoryUsage();
        process.stderr.write(`gc ${kind} ${entry.duration.toFixed(1)} ms at +${(entry.startTime - windowStart).toFixed(0)} ms; heapUsed ${(heap.heapUsed / 2 ** 20).toFixed(0)} MiB, heapTotal ${(heap.heapTotal / 2 ** 20).toFixed(0)} MiB, external ${(heap.external / 2 ** 20).toFixed(0)} MiB\n`);
      }
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGWINCH', () => {
    const ms = (ns: number) => ns / 1e6;
    const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count, gc };
    fs.writeFileSync(file, JSON.stringify(figures));
    histogram.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0, maxKind: '' };
    windowStart = performance.now();
    if (gcLog) process.stderr.write('--- window\n');
  });
}
