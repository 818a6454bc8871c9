import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runtimeRemotes } from '@mailscout/app-manifest';
import { serveApp } from '@mailscout/edge';
import { REMOTE_NAMES, remoteBuildDir, SHELL_BUILD_DIR } from '../lib/builds';
import { ROOT } from '../lib/services';
import { seedRecords, startApi, startBackingServices } from '@mailscout/test-stack';
import { firstUseCost, runLoads, scriptBytes, summarise, type VariantResult } from './load-bench';
import { kb, ms, percentile } from './stats';

const OUT = path.join(ROOT, 'scripts', 'bench', '.out');
// Composed shell 3400, remotes 3401–3404, client-rendered federated shell 3405, monolith 3410, API 3420.
const PORT = 3400;
const API_PORT = 3420;

function runtimeConfig(file: string) {
  // The app manifest's routes (the same list the shell's runtime configuration has), remotes on PORT + 1….
  const remotes = runtimeRemotes((name) => `http://localhost:${PORT + 1 + REMOTE_NAMES.indexOf(name)}/mf-manifest.json`);
  fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: '', remotes }));
}

const ratio = (a: number, b: number) => (a / b).toFixed(2);
const profile = (throttled: boolean) => (throttled ? 'slow 4G, 4× CPU' : 'unthrottled');

function table(page: string, results: VariantResult[]): string[] {
  const lines = [`#### \`${page}\``, '', '| profile | variant | FCP p50 | LCP p50 | LCP p75 | heading p75 | TBT p50 | TBT p75 |', '| --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const r of results) {
    const s = summarise(r);
    lines.push(`| ${profile(r.throttled)} | ${r.name} | ${ms(s.fcpP50)} | ${ms(s.lcpP50)} | ${ms(s.lcpP75)} | ${ms(s.heroP75)} | ${ms(s.tbtP50)} | ${ms(s.tbtP75)} |`);
  }
  lines.push('', '| profile | variant ÷ monolith: LCP p50 | LCP p75 | TBT p50 |', '| --- | --- | --- | --- |');
  for (const throttled of [false, true]) {
    const base = summarise(results.find((r) => r.throttled === throttled && r.name === 'monolith (client-rendered)')!);
    for (const r of results.filter((x) => x.throttled === throttled && !x.name.startsWith('monolith'))) {
      const s = summarise(r);
      lines.push(`| ${profile(throttled)} | ${r.name} | ${ratio(s.lcpP50, base.lcpP50)} | ${ratio(s.lcpP75, base.lcpP75)} | ${base.tbtP50 > 0 ? ratio(s.tbtP50, base.tbtP50) : `${ms(s.tbtP50)} vs 0`} |`);
    }
  }
  return lines;
}

/**
 * Prerendered pages (docs/architecture.md#prerendered-pages, docs/architecture.md#first-bundle): `/` and `/terms` in German, cold, composed on the server vs the same federated
 * code rendered in the browser vs all of it as one client-rendered bundle (the baseline), with and
 * without a slow-4G profile. Prints FCP, LCP, the heading's arrival and total blocking time, the
 * ratios to the baseline, and the JavaScript each variant downloads for `/`.
 */
export async function frontendBench(runs: number): Promise<string> {
  console.log('building the production apps and the single-bundle baseline…');
  execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
  execFileSync('node', [path.join(ROOT, 'shared/webpack-config/bin/mailscout-webpack.mjs'), 'build', '--monolith', '--out', path.join(OUT, 'monolith')], {
    cwd: path.join(ROOT, 'scripts', 'bench', 'monolith'),
    stdio: 'inherit',
  });
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
  const servers = await Promise.all([
    ...REMOTE_NAMES.map((name, i) => serveApp({ kind: 'remote', root: remoteBuildDir(name), port: PORT + 1 + i, host: 'localhost' })),
    serveApp({ kind: 'shell', root: SHELL_BUILD_DIR, port: PORT, host: 'localhost', apiUrl: api, runtimeConfigFile: configFile }),
    serveApp({ kind: 'shell', root: SHELL_BUILD_DIR, port: PORT + 5, host: 'localhost', apiUrl: api, runtimeConfigFile: configFile, compose: false }),
    serveApp({ kind: 'shell', root: path.join(OUT, 'monolith'), port: PORT + 10, host: 'localhost', apiUrl: api, runtimeConfigFile: configFile }),
  ]);
  const origins = {
    'composed (server)': `http://localhost:${PORT}`,
    'federated (client-rendered)': `http://localhost:${PORT + 5}`,
    'monolith (client-rendered)': `http://localhost:${PORT + 10}`,
  };
  try {
    const lines: string[] = [];
    for (const page of ['/', '/terms?lng=de']) {
      const variants = Object.entries(origins).map(([name, origin]) => ({ name, url: `${origin}${page}` }));
      console.log(`loading ${page} cold ${runs}× per variant and profile…`);
      lines.push(...table(page, await runLoads(variants, runs)), '');
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
    return lines.join('\n');
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await apiProcess.stop();
    await backing.stop();
  }
}
