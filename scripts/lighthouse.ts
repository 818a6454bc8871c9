import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@mailscout/chromium';
import { auditFlags, CATEGORIES, CLS_LIMIT, passes, readScores, type PageScores } from './lib/lighthouse-audit';
import { startProductionStack, wantsBuild } from './lib/production-stack';
import { LANGUAGES, ROUTES, withLanguage } from './lib/routes';
import { ROOT } from './lib/services';

const OUT = path.join(ROOT, 'screenshots', 'lighthouse');
/** Attempts per page when Lighthouse reports a runtime error (not a low score). */
const RUNS = 3;

const pad = (value: string, width: number) => value.padEnd(width);
const figure = (value: number | null) => (value === null ? '–' : String(value));

function printTable(rows: Array<{ page: string } & PageScores>) {
  const width = Math.max(...rows.map((row) => row.page.length), 4) + 2;
  console.log(`\n${pad('page', width)}${CATEGORIES.map((c) => pad(c, 16)).join('')}${pad('CLS', 8)}ok`);
  for (const row of rows) {
    const cells = CATEGORIES.map((c) => pad(figure(row.scores[c]), 16)).join('');
    console.log(`${pad(row.page, width)}${cells}${pad(row.cls === null ? '–' : row.cls.toFixed(3), 8)}${passes(row) ? 'yes' : 'NO'}`);
  }
  for (const row of rows.filter((r) => r.failed.length)) console.log(`  ${row.page}: ${row.failed.join(', ')}`);
}

/**
 * `pnpm lighthouse [--no-build] [--only=home,terms]`: Lighthouse (simulated mobile) on every public
 * route in en and de, against the production builds (own ports: shell 3700–3704, API 4700).
 * Fails unless accessibility, best practices and SEO are 100 and CLS ≤ 0.05 everywhere
 * (docs/conventions.md#design-system). Writes each JSON report to screenshots/lighthouse/. Run under `flock /tmp/e2e.lock`.
 */
async function main() {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const stack = await startProductionStack({ shellBase: 3700, apiPort: 4700, build: wantsBuild() });
  // Lighthouse drives its own Chrome; headless Chromium needs no display. Same flags as e2e.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((f) => f !== '--headless')] });
  const rows: Array<{ page: string } & PageScores> = [];
  fs.mkdirSync(OUT, { recursive: true });
  try {
    for (const route of ROUTES.filter((r) => r.public && (!only || only.includes(r.name)))) {
      for (const language of LANGUAGES) {
        const page = `${route.name} (${language})`;
        const url = `${stack.url}${withLanguage(route.path, language)}`;
        // On a busy machine Chromium's trace sometimes misses the navigation (NO_NAVSTART): the run says so and is repeated.
        let result = await lighthouse(url, auditFlags(chrome.port));
        for (let attempt = 1; attempt < RUNS && result?.lhr.runtimeError; attempt += 1) {
          console.log(`${page}: ${result.lhr.runtimeError.code}, running again`);
          result = await lighthouse(url, auditFlags(chrome.port));
        }
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        fs.writeFileSync(path.join(OUT, `${route.name}-${language}.json`), JSON.stringify(result.lhr));
        const scores = readScores(result.lhr);
        rows.push({ page, ...scores });
        console.log(`${page}: ${CATEGORIES.map((c) => `${c} ${figure(scores.scores[c])}`).join(', ')}, CLS ${scores.cls?.toFixed(3) ?? '–'}`);
      }
    }
  } finally {
    await chrome.kill();
    await stack.close();
  }
  printTable(rows);
  const failing = rows.filter((row) => !passes(row));
  console.log(`\nReports: ${OUT}`);
  if (failing.length) {
    console.log(`${failing.length} of ${rows.length} pages below 100 or above CLS ${CLS_LIMIT}.`);
    process.exitCode = 1;
  } else console.log(`All ${rows.length} pages: 100 / 100 / 100, CLS ≤ ${CLS_LIMIT}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
