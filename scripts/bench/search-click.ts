import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, coldVisitor, FIRST_CHECKLIST_ROW } from './load-bench';

export interface SearchClickSample {
  /** From the click on the search button to the checklist's first row on the screen. */
  firstRowMs: number;
  /**
   * From the click to the home search's lookup answered: docs/product.md#states has the home wait
   * for it before going on to the funnel (an opted-out address stays on the page).
   */
  lookupMs: number;
  /** Whether any of the funnel's scripts had been requested before the visitor focused the search. */
  funnelBeforeFocus: boolean;
  /** Whether the funnel's entry had been requested by the time of the click. */
  funnelBeforeClick: boolean;
}

/** A visitor's typing speed: the search's address arrives key by key, as a person types it. */
const KEY_DELAY_MS = 80;

/** Marks, on every document, when the checklist's first row is first in it (epoch ms: a plain form submit is a new document). */
const rowTimer = `
  (function poll() {
    if (document.querySelector(${JSON.stringify(FIRST_CHECKLIST_ROW)})) window.__rowAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(poll);
  })();
`;

/**
 * docs/architecture.md#funnel-prefetch: a cold composed `/` on slow 4G with 4× CPU, idle for a
 * second once interactive; the visitor clicks the search, types an address and clicks "Search
 * Now". Measures the click to the first checklist row, and checks that the funnel's code was not
 * fetched before the focus.
 */
export async function searchClick(origin: string, funnelOrigin: string, email: string, runs: number): Promise<SearchClickSample[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples: SearchClickSample[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ locale: 'en-GB' });
      const page = await context.newPage();
      await coldVisitor(context, page);
      const funnelScripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(funnelOrigin) && request.url().endsWith('.js')) funnelScripts.push(request.url());
      });
      await page.addInitScript({ content: rowTimer });
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
      // The measured scenario (docs/architecture.md#funnel-prefetch): the page has been idle for a second before the visitor starts.
      await page.waitForTimeout(1000);
      const funnelBeforeFocus = funnelScripts.length > 0;
      await page.click('#mk-search-email');
      await page.keyboard.type(email, { delay: KEY_DELAY_MS });
      const funnelBeforeClick = funnelScripts.some((url) => url.includes('remoteEntry'));
      const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
      await page.click('form[role="search"] button[type="submit"]');
      await page.waitForSelector(FIRST_CHECKLIST_ROW, { timeout: 60_000 });
      const rowAt = await page.evaluate(() => (window as unknown as { __rowAt: number }).__rowAt);
      // The first lookup after the click is the home's own (the funnel's comes after the navigation).
      const lookupAt = await page.evaluate(
        (after) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/email-lookup') && performance.timeOrigin + entry.startTime >= after)
            .map((entry) => performance.timeOrigin + (entry as PerformanceResourceTiming).responseEnd)
            .sort((a, b) => a - b)[0] ?? NaN,
        clickedAt,
      );
      samples.push({ firstRowMs: rowAt - clickedAt, lookupMs: lookupAt - clickedAt, funnelBeforeFocus, funnelBeforeClick });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return samples;
}
