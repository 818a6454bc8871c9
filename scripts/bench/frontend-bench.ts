import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runtimeRemotes } from '@mailscout/app-manifest';
import { serveApp } from '@mailscout/edge';
import { REMOTE_NAMES, remoteBuildDir, SHELL_BUILD_DIR } from '../lib/builds';
import { ROOT } from '../lib/services';
import { seedRecords, startApi, startBackingServices } from '@mailscout/test-stack';
import { seedServerSession } from '@mailscout/test-stack/journeys/accounts';
import { FIRST_CHECKLIST_ROW, firstUseCost, MAIN_HEADING, runLoads, scriptBytes, summarise, type LoadOptions, type VariantResult } from './load-bench';
import { searchClick } from './search-click';
import { kb, ms, percentile } from './stats';

const OUT = path.join(ROOT, 'scripts', 'bench', '.out');
// Composed shell PORT, remotes PORT+1…+4, client-rendered federated shell PORT+5, monolith PORT+10,
// API PORT+20 (its stand-ins take the next ports). BENCH_PORT moves the block (3400 by default).
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const API_PORT = PORT + 20;

/** An address the seeded records know (the API's stand-ins answer it as they do in e2e). */
const SCAN_EMAIL = 'maren.holt@example.com';
const SIGNED_IN = { email: 'bench.account@example.com', credits: 3 };

interface BenchPage {
  path: string;
  /** What the visitor came for on the page: its arrival is the "content" column. */
  ready: string;
  readyLabel: string;
  signedIn?: boolean;
}

/**
 * The public pages and the money path (docs/architecture.md#first-paint): `/email-scan` is where
 * every search lands, measured to the checklist's first row; `/account` signed in.
 */
const PAGES: BenchPage[] = [
  { path: '/', ready: MAIN_HEADING, readyLabel: 'heading' },
  { path: '/terms?lng=de', ready: MAIN_HEADING, readyLabel: 'heading' },
  { path: `/email-scan?email=${encodeURIComponent(SCAN_EMAIL)}`, ready: FIRST_CHECKLIST_ROW, readyLabel: 'first checklist row' },
  { path: '/payment', ready: MAIN_HEADING, readyLabel: 'heading' },
  { path: '/order', ready: MAIN_HEADING, readyLabel: 'heading' },
  { path: '/login', ready: MAIN_HEADING, readyLabel: 'heading' },
  { path: '/account', ready: MAIN_HEADING, readyLabel: 'heading', signedIn: true },
];

function runtimeConfig(file: string) {
  // The app manifest's routes (the same list the shell's runtime configuration has), remotes on PORT + 1….
  const remotes = runtimeRemotes((name) => `http://localhost:${PORT + 1 + REMOTE_NAMES.indexOf(name)}/mf-manifest.json`);
  fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: '', remotes }));
}

const ratio = (a: number, b: number) => (a / b).toFixed(2);
const profile = (throttled: boolean) => (throttled ? 'slow 4G, 4× CPU' : 'unthrottled');

function table(page: BenchPage, results: VariantResult[]): string[] {
  const title = `#### \`${page.path}\`${page.signedIn ? ' (signed in)' : ''}`;
  const lines = [title, '', `| profile | variant | FCP p50 | LCP p50 | LCP p75 | ${page.readyLabel} p75 | TBT p50 | TBT p75 | CLS p75 |`, '| --- | --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const r of results) {
    const s = summarise(r);
    lines.push(`| ${profile(r.throttled)} | ${r.name} | ${ms(s.fcpP50)} | ${ms(s.lcpP50)} | ${ms(s.lcpP75)} | ${ms(s.heroP75)} | ${ms(s.tbtP50)} | ${ms(s.tbtP75)} | ${s.clsP75.toFixed(3)} |`);
  }
  lines.push('', `| profile | variant ÷ monolith: LCP p50 | LCP p75 | ${page.readyLabel} p75 | TBT p50 |`, '| --- | --- | --- | --- | --- |');
  for (const throttled of [false, true]) {
    const base = summarise(results.find((r) => r.throttled === throttled && r.name === 'monolith (client-rendered)')!);
    for (const r of results.filter((x) => x.throttled === throttled && !x.name.startsWith('monolith'))) {
      const s = summarise(r);
      lines.push(`| ${profile(throttled)} | ${r.name} | ${ratio(s.lcpP50, base.lcpP50)} | ${ratio(s.lcpP75, base.lcpP75)} | ${ratio(s.heroP75, base.heroP75)} | ${base.tbtP50 > 0 ? ratio(s.tbtP50, base.tbtP50) : `${ms(s.tbtP50)} vs 0`} |`);
    }
  }
  return lines;
}

/**
 * Prerendered pages and the funnel (docs/architecture.md#prerendered-pages, docs/architecture.md#first-bundle,
 * docs/architecture.md#first-paint): `/`, `/terms` in German and the money path's pages, cold,
 * composed on the server vs the same federated code rendered in the browser vs all of it as one
 * client-rendered bundle (the baseline), with and without a slow-4G profile. Prints FCP, LCP, the
 * arrival of what the visitor came for, total blocking time and CLS, the ratios to the baseline,
 * the JavaScript each variant downloads for `/`, and the search click on a composed `/` to the
 * checklist's first row. BENCH_PAGES (paths without their query, comma-separated) limits the pages.
 */
export async function frontendBench(runs: number): Promise<string> {
  // BENCH_SKIP_BUILD=1: the builds in the tree are current.
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building the production apps and the single-bundle baseline…');
    execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
  }
  // With BENCH_SKIP_BUILD=1 a baseline already built is used as it is.
  if (process.env.BENCH_SKIP_BUILD !== '1' || !fs.existsSync(path.join(OUT, 'monolith', 'index.html'))) {
    execFileSync('node', [path.join(ROOT, 'shared/webpack-config/bin/mailscout-webpack.mjs'), 'build', '--monolith', '--out', path.join(OUT, 'monolith')], {
      cwd: path.join(ROOT, 'scripts', 'bench', 'monolith'),
      stdio: 'inherit',
    });
  }
  fs.mkdirSync(OUT, { recursive: true });
  const configFile = path.join(OUT, 'runtime-config.json');
  runtimeConfig(configFile);

  // The real API (default configuration, the seeded records) on its stand-ins, as e2e runs it:
  // every variant fetches the same public configuration, session and ticker, and the edge
  // renders the composed pages with that configuration (docs/architecture.md#prerendered-pages), as it would in production.
  const backing = await startBackingServices(API_PORT);
  await seedRecords(backing.mongoUri);
  const apiProcess = await startApi(API_PORT, { MONGODB_URI: backing.mongoUri, STRIPE_API_URL: backing.stripeApiUrl, SMTP_URL: backing.smtpUrl, ...backing.sourceEnv });
  const api = `http://127.0.0.1:${API_PORT}`;
  // The API is stopped even when a server cannot start (a port in use), not left running.
  const servers = await Promise.all([
    ...REMOTE_NAMES.map((name, i) => serveApp({ kind: 'remote', root: remoteBuildDir(name), port: PORT + 1 + i, host: 'localhost' })),
    serveApp({ kind: 'shell', root: SHELL_BUILD_DIR, port: PORT, host: 'localhost', apiUrl: api, runtimeConfigFile: configFile }),
    serveApp({ kind: 'shell', root: SHELL_BUILD_DIR, port: PORT + 5, host: 'localhost', apiUrl: api, runtimeConfigFile: configFile, compose: false }),
    serveApp({ kind: 'shell', root: path.join(OUT, 'monolith'), port: PORT + 10, host: 'localhost', apiUrl: api, runtimeConfigFile: configFile }),
  ]).catch(async (error: unknown) => {
    await apiProcess.stop();
    await backing.stop();
    throw error;
  });
  const origins = {
    'composed (server)': `http://localhost:${PORT}`,
    'federated (client-rendered)': `http://localhost:${PORT + 5}`,
    'monolith (client-rendered)': `http://localhost:${PORT + 10}`,
  };
  try {
    const lines: string[] = [];
    process.env.E2E_MONGO_URI = backing.mongoUri;
    const session = { token: await seedServerSession(SIGNED_IN.email, SIGNED_IN.credits), user: SIGNED_IN };
    const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
    for (const page of PAGES.filter((p) => !only || only.includes(p.path.split('?')[0]!))) {
      const variants = Object.entries(origins).map(([name, origin]) => ({ name, url: `${origin}${page.path}` }));
      // One request per variant first: the edge works out a page's critical styles, loads the
      // release's prerender bundle and caches its fragment once (docs/architecture.md#first-paint);
      // a deployed edge has done that for the visitors before. With few runs, one cold load would
      // otherwise be half the figures.
      await Promise.all(variants.map((v) => fetch(v.url, { headers: { accept: 'text/html' } }).then((r) => r.text()).catch(() => '')));
      console.log(`loading ${page.path} cold ${runs}× per variant and profile…`);
      const options: LoadOptions = { ready: page.ready, session: page.signedIn ? session : undefined };
      // A page that fails is reported as such and the others still run; each table is printed as it is done.
      const section = await runLoads(variants, runs, options).then(
        (results) => table(page, results),
        (error: unknown) => [`#### \`${page.path}\``, '', `Not measured: ${error instanceof Error ? error.message : String(error)}`],
      );
      console.log(section.join('\n'));
      lines.push(...section, '');
    }
    lines.push('| `/` until interactive | JS files | JS raw | JS gzip |', '| --- | --- | --- | --- |');
    for (const [name, origin] of Object.entries(origins)) {
      const b = await scriptBytes(`${origin}/`);
      lines.push(`| ${name} | ${b.files} | ${kb(b.raw)} | ${kb(b.gzip)} |`);
    }
    // The other side of deferring the prerendered part's code (docs/architecture.md#first-bundle): what the first use costs.
    const firstUse = await firstUseCost(`${origins['composed (server)']}/`, Math.min(runs, 7));
    const p50 = (values: number[]) => percentile(values, 50);
    lines.push(
      '',
      '| `/` composed, first interaction (slow 4G, 4× CPU) | remote shown after, p50 | blocking time, p50 | JS fetched, p50 |',
      '| --- | --- | --- | --- |',
      `| pointer moved over the hydrated page (${firstUse.length} cold loads) | ${ms(p50(firstUse.map((s) => s.shownMs)))} | ${ms(p50(firstUse.map((s) => s.tbt)))} | ${kb(p50(firstUse.map((s) => s.gzip)))} |`,
    );
    // docs/architecture.md#funnel-prefetch: the search, from a composed / idle for a second.
    const funnelOrigin = `http://localhost:${PORT + 1 + REMOTE_NAMES.indexOf('funnel')}`;
    const clicks = await searchClick(origins['composed (server)'], funnelOrigin, SCAN_EMAIL, Math.min(runs, 7));
    const p75 = (values: number[]) => percentile(values, 75);
    lines.push(
      '',
      '| `/` composed, search click (slow 4G, 4× CPU; idle 1 s, then focus and type) | click → first checklist row p50 | p75 | of it: the home’s lookup answered, p50 | lookup answered → first row, p50 | funnel code fetched before the focus | funnel entry fetched by the click |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      `| ${clicks.length} cold loads | ${ms(p50(clicks.map((c) => c.firstRowMs)))} | ${ms(p75(clicks.map((c) => c.firstRowMs)))} | ${ms(p50(clicks.map((c) => c.lookupMs)))} | ${ms(p50(clicks.map((c) => c.firstRowMs - c.lookupMs)))} | ${clicks.filter((c) => c.funnelBeforeFocus).length} of ${clicks.length} | ${clicks.filter((c) => c.funnelBeforeClick).length} of ${clicks.length} |`,
    );
    return lines.join('\n');
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await apiProcess.stop();
    await backing.stop();
  }
}
