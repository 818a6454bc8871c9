/**
 * Preloaded into the bench's server process (`node --import tsx --import ./bench/loop-delay-probe.ts`):
 * records how late the server's event loop runs (`monitorEventLoopDelay`), which is how long the
 * server's own work held a waiting command, apart from the client's and the driver's time. SIGWINCH
 * writes the figures since the previous signal to PAUSE_PROBE_FILE (JSON) and starts afresh.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.PAUSE_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGWINCH', () => {
    const ms = (ns: number) => ns / 1e6;
    const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count };
    fs.writeFileSync(file, JSON.stringify(figures));
    histogram.reset();
  });
}
