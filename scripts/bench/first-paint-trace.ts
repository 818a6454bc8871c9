import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { runtimeRemotes } from '@mailscout/app-manifest';
import { serveApp } from '@mailscout/edge';
import { REMOTE_NAMES, remoteBuildDir, SHELL_BUILD_DIR } from '../lib/builds';
import { ROOT } from '../lib/services';
import { CHROMIUM_ARGS, CHROMIUM_PATH, coldVisitor } from './load-bench';

/**
 * What stands in front of a composed page's first paint (docs/architecture.md#first-paint): one
 * cold load on slow 4G with 4× CPU, traced by Chromium; prints each request the document makes
 * before its first contentful paint, whether Chromium counted it render-blocking, and when it
 * finished. Run against the current builds (`pnpm build` first), under the e2e lock:
 * `flock /tmp/mailscout-e2e.lock pnpm exec tsx scripts/bench/first-paint-trace.ts /terms`.
 * TRACE_PORT sets the first of its ports (the shell; the remotes follow it).
 */
async function main() {
  const page = process.argv[2] ?? '/';
  const port = Number(process.env.TRACE_PORT ?? 41650);
  const out = path.join(ROOT, 'scripts', 'bench', '.out');
  fs.mkdirSync(out, { recursive: true });
  const configFile = path.join(out, 'trace-runtime-config.json');
  fs.writeFileSync(configFile, JSON.stringify({ apiBaseUrl: '', remotes: runtimeRemotes((name) => `http://localhost:${port + 1 + REMOTE_NAMES.indexOf(name)}/mf-manifest.json`) }));
  const servers = await Promise.all([
    ...REMOTE_NAMES.map((name, i) => serveApp({ kind: 'remote', root: remoteBuildDir(name), port: port + 1 + i, host: 'localhost' })),
    // No API behind it: a public configuration that cannot be had leaves the page composed without it.
    serveApp({ kind: 'shell', root: SHELL_BUILD_DIR, port, host: 'localhost', apiUrl: `http://127.0.0.1:${port + 40}`, runtimeConfigFile: configFile }),
  ]);
  // One request first: the edge works out a page's critical styles once and keeps them (a cold
  // edge is not what visitors meet).
  await fetch(`http://localhost:${port}${page}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'en-GB' });
    const tab = await context.newPage();
    const cdp = await coldVisitor(context, tab);
    const events: Array<{ name: string; ts: number; args?: { data?: Record<string, unknown>; beginData?: { totalObjects?: number } } }> = [];
    cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as typeof events)));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,loading,blink.user_timing,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame', transferMode: 'ReportEvents' });
    // Until the network is quiet: the trace then holds the late paints and what loaded after 'load'.
    await tab.goto(`http://localhost:${port}${page}`, { waitUntil: 'networkidle' });
    await cdp.send('Tracing.end');
    await done;
    const nav = events.find((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').includes(`:${port}${page}`));
    const t0 = nav?.ts ?? 0;
    const at = (ts: number) => `${Math.round((ts - t0) / 1000)} ms`;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const sends = events.filter((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url).startsWith('http'));
    const finishes = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId, e]));
    const received = new Map(events.filter((e) => e.name === 'ResourceReceiveResponse').map((e) => [e.args?.data?.requestId, e]));
    console.log(`${page}: first contentful paint at ${fcp ? at(fcp.ts) : 'n/a'}`);
    for (const send of sends) {
      const data = send.args!.data!;
      const finish = finishes.get(data.requestId);
      const response = received.get(data.requestId);
      const bytes = (finish?.args?.data?.encodedDataLength as number | undefined) ?? 0;
      console.log(
        `  ${String(data.renderBlocking ?? '-').padEnd(24)} sent ${at(send.ts).padStart(8)}  first byte ${response ? at(response.ts).padStart(8) : '       ?'}  done ${finish ? at(finish.ts).padStart(8) : '       ?'}  ${(bytes / 1024).toFixed(1).padStart(6)} kB  ${String(data.url).replace(/^http:\/\/localhost:/, ':')}`,
      );
    }
    // When Chromium began rendering: a font preloaded in the head holds the first frame although
    // its request says non_blocking (docs/architecture.md#first-paint).
    const fcpTs = fcp?.ts ?? Infinity;
    const frames = events.filter((e) => e.name === 'BeginMainThreadFrame' && e.ts >= t0 && e.ts <= fcpTs);
    console.log(`  first frame at ${frames[0] ? at(frames[0].ts) : 'n/a'}, ${frames.length} frame(s) up to the paint`);
    // The renderer's main thread up to the paint: what its long tasks were busy with (a layout with its objects).
    const main = events.filter((e) => (e as { ph?: string }).ph === 'X' && ((e as { dur?: number }).dur ?? 0) > 15_000 && e.ts <= fcpTs && e.ts >= t0);
    for (const e of main.filter((x) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(x.name) && !x.name.startsWith('v8.'))) {
      console.log(`  task ${at(e.ts).padStart(8)} ${String(Math.round(((e as { dur?: number }).dur ?? 0) / 1000)).padStart(5)} ms  ${e.name} ${String(e.args?.data?.url ?? '').slice(-60)}${e.args?.beginData?.totalObjects ? `${e.args.beginData.totalObjects} objects` : ''}`);
    }
    console.log(`  monolith-style comparison: DOMContentLoaded ${await tab.evaluate(() => Math.round(performance.getEntriesByType('navigation')[0]!.toJSON().domContentLoadedEventEnd))} ms`);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
