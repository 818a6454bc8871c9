import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serveApp } from '@mailscout/edge';
import { REMOTE_NAMES, remoteBuildDir, SHELL_BUILD_DIR } from '../lib/builds';
import { ROOT } from '../lib/services';
import { runLoads, scriptBytes, summarise } from './load-bench';
import { kb, ms } from './stats';

const OUT = path.join(ROOT, 'scripts', 'bench', '.out');
const PORT = 3400; // federated shell 3400, remotes 3401–3404, monolith 3410

function runtimeConfig(file: string) {
  const routes: Record<string, string[]> = {
    marketing: ['/'],
    funnel: ['/email-scan', '/phone-scan', '/scan-process', '/payment', '/return', '/order'],
    account: ['/login', '/account', '/cancel-subscription', '/opt-out'],
    legal: ['/terms', '/privacy', '/cookie-policy', '/help-center', '/test-translation'],
  };
  const remotes = REMOTE_NAMES.map((name, i) => ({ name, manifestUrl: `http://localhost:${PORT + 1 + i}/mf-manifest.json`, routes: routes[name] }));
  fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: '', remotes }));
}

/**
 * Issue 2's benchmark: `/` cold, federated vs the same code as one bundle, with and without a
 * slow-4G profile. Prints p50/p75 FCP, LCP and hero time, the ratio, and the JS bytes.
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

  const api = 'http://127.0.0.1:9';
  const servers = await Promise.all([
    ...REMOTE_NAMES.map((name, i) => serveApp({ kind: 'remote', root: remoteBuildDir(name), port: PORT + 1 + i, host: 'localhost' })),
    serveApp({ kind: 'shell', root: SHELL_BUILD_DIR, port: PORT, host: 'localhost', apiUrl: api, runtimeConfigFile: configFile }),
    serveApp({ kind: 'shell', root: path.join(OUT, 'monolith'), port: PORT + 10, host: 'localhost', apiUrl: api, runtimeConfigFile: configFile }),
  ]);
  try {
    const variants = [
      { name: 'federated', url: `http://localhost:${PORT}/` },
      { name: 'monolith', url: `http://localhost:${PORT + 10}/` },
    ];
    const bytes = { federated: await scriptBytes(variants[0]!.url), monolith: await scriptBytes(variants[1]!.url) };
    console.log(`loading / cold ${runs}× per variant and profile…`);
    const results = await runLoads(variants, runs);

    const lines: string[] = [];
    lines.push('| profile | variant | FCP p50 | FCP p75 | LCP p50 | LCP p75 | hero p50 | hero p75 |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of results) {
      const s = summarise(r);
      lines.push(`| ${r.throttled ? 'slow 4G, 4× CPU' : 'unthrottled'} | ${r.name} | ${ms(s.fcpP50)} | ${ms(s.fcpP75)} | ${ms(s.lcpP50)} | ${ms(s.lcpP75)} | ${ms(s.heroP50)} | ${ms(s.heroP75)} |`);
    }
    lines.push('');
    lines.push('| profile | federated ÷ monolith: FCP p50 | LCP p50 | LCP p75 | hero p50 |');
    lines.push('| --- | --- | --- | --- | --- |');
    for (const throttled of [false, true]) {
      const f = summarise(results.find((r) => r.throttled === throttled && r.name === 'federated')!);
      const m = summarise(results.find((r) => r.throttled === throttled && r.name === 'monolith')!);
      const ratio = (a: number, b: number) => (a / b).toFixed(2);
      lines.push(`| ${throttled ? 'slow 4G, 4× CPU' : 'unthrottled'} | ${ratio(f.fcpP50, m.fcpP50)} | ${ratio(f.lcpP50, m.lcpP50)} | ${ratio(f.lcpP75, m.lcpP75)} | ${ratio(f.heroP50, m.heroP50)} |`);
    }
    lines.push('');
    lines.push('| variant | JS files | JS raw | JS gzip |');
    lines.push('| --- | --- | --- | --- |');
    for (const [name, b] of Object.entries(bytes)) lines.push(`| ${name} | ${b.files} | ${kb(b.raw)} | ${kb(b.gzip)} |`);
    return lines.join('\n');
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}
