import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@mailscout/chromium';
import { waitForPage } from './lib/page-ready';
import { startProductionStack, wantsBuild } from './lib/production-stack';
import { LANGUAGES, ROUTES, withLanguage, type Language } from './lib/routes';
import { shootAccount, shootPaidJourney } from './lib/screenshot-journeys';
import { ROOT } from './lib/services';

/** Looked at as a person would (docs/conventions.md#design-system): the sizes every route is looked at. */
const SIZES = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const OUT = path.join(ROOT, 'screenshots');

/**
 * `pnpm screenshots [--no-build] [--only=home,terms]`: full-page screenshots of every route in en
 * and de at 1366×900 and 390×844, into screenshots/<lang>-<size>/<route>.png, from the
 * production builds (own ports: shell 3600–3604, API 4600). Run it under `flock /tmp/e2e.lock`.
 */
async function main() {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
  const wanted = (name: string) => !only || only.includes(name);
  const stack = await startProductionStack({ shellBase: 3600, apiPort: 4600, build: wantsBuild() });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    for (const language of LANGUAGES) {
      for (const [sizeName, viewport] of Object.entries(SIZES)) {
        const folder = path.join(OUT, `${language}-${sizeName}`);
        fs.mkdirSync(folder, { recursive: true });
        const shoot = async (page: Page, name: string) => {
          if (!(await waitForPage(page))) problems.push(`${language}-${sizeName}/${name}: no heading within 20 s`);
          await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });
          console.log(`  ${language}-${sizeName}/${name}.png`);
        };
        const newContext = () =>
          browser.newContext({ viewport, baseURL: stack.url, locale: language === 'de' ? 'de-DE' : 'en-GB', reducedMotion: 'reduce' });

        const context = await newContext();
        for (const route of ROUTES.filter((r) => wanted(r.name))) {
          const page = await context.newPage();
          await page.goto(withLanguage(route.path, language as Language));
          await shoot(page, route.name);
          await page.close();
        }
        await context.close();

        for (const [name, run] of [['account', shootAccount], ['report', shootPaidJourney]] as const) {
          if (!wanted(name)) continue;
          const journeyContext = await newContext();
          await run(journeyContext, language, shoot).catch((error: unknown) => {
            problems.push(`${language}-${sizeName}/${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          });
          await journeyContext.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  console.log(`\nScreenshots: ${OUT}`);
  if (problems.length) {
    console.log(`\n${problems.length} page(s) need a look:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
