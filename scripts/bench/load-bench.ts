import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@mailscout/chromium';
import { percentile } from './stats';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** Slow 4G as the issue fixes it: ~150 ms latency, 1.6 Mbps down, 4× CPU slowdown. */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export interface LoadSample {
  fcp: number;
  lcp: number;
  /** When the page's main heading (the content a visitor came for) is in the DOM. */
  hero: number;
  /** Total blocking time: the part over 50 ms of each long task after first paint, until the page is interactive. */
  tbt: number;
  /** Cumulative layout shift: the largest session window of shifts without recent input, until the sample ends. */
  cls: number;
}

/** What a load waits for and who loads it. */
export interface LoadOptions {
  /** The content a visitor came for on this page (its arrival is the `hero` figure). */
  ready: string;
  /** A signed-in visitor: the server's session cookie and what the page keeps about it. */
  session?: { token: string; user: { email: string; credits: number } } | undefined;
}

export interface VariantResult {
  name: string;
  throttled: boolean;
  samples: LoadSample[];
}

export interface ScriptBytes {
  raw: number;
  gzip: number;
  files: number;
}

/** The page's main heading: what a visitor came for, and the LCP element. */
export const MAIN_HEADING = 'main h1';

/** The funnel's verification checklist: its first row (docs/product.md#checklist). */
export const FIRST_CHECKLIST_ROW = '.fn-checklist__rows li';

/**
 * LCP, long tasks, and when the main heading is first in the DOM (checked every frame from the
 * first: a server-composed page has it in its first parse, a client-rendered one once rendered).
 */
function measureScript(selector: string): string {
  return `
    window.__lcp = 0;
    window.__longTasks = [];
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) { window.__lcp = entry.startTime; });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) { window.__longTasks.push([entry.startTime, entry.duration]); });
    }).observe({ type: 'longtask', buffered: true });
    // CLS as web-vitals counts it: shifts within 1 s of each other and 5 s of the first form a window; the largest window.
    window.__cls = 0;
    var windowValue = 0, windowFirst = 0, windowLast = 0;
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.hadRecentInput) return;
        if (windowValue && entry.startTime - windowLast < 1000 && entry.startTime - windowFirst < 5000) windowValue += entry.value;
        else { windowValue = entry.value; windowFirst = entry.startTime; }
        windowLast = entry.startTime;
        window.__cls = Math.max(window.__cls, windowValue);
      });
    }).observe({ type: 'layout-shift', buffered: true });
    (function poll() {
      if (document.querySelector(${JSON.stringify(selector)})) window.__hero = performance.now();
      else requestAnimationFrame(poll);
    })();
  `;
}

/** A page with its cache off and, when throttled, slow 4G and a 4× slower CPU: every bench's cold visitor. */
export async function coldVisitor(context: BrowserContext, page: Page, throttled = true): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return cdp;
}

async function loadOnce(browser: Browser, url: string, throttled: boolean, options: LoadOptions): Promise<LoadSample> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  if (options.session) await signIn(page, url, options.session);
  await coldVisitor(context, page, throttled);
  // As text: a function would pass through tsx, whose helpers (`__name`) do not exist in the page.
  await page.addInitScript({ content: measureScript(options.ready) });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(options.ready, { timeout: 60_000 }).catch(async (error: unknown) => {
    // Say where it stopped: the page's URL and what its main part showed.
    const shown = await page.evaluate(() => document.querySelector('main')?.textContent?.slice(0, 300) ?? document.body.textContent?.slice(0, 300));
    throw new Error(`${url} (${throttled ? 'throttled' : 'unthrottled'}): ${options.ready} did not appear; at ${page.url()} the page showed: ${shown}`, { cause: error });
  });
  // The page is interactive once React owns it (every variant marks that on <html>), then a quiet moment.
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForTimeout(500);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const sample = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __hero: number; __cls: number; __longTasks: Array<[number, number]> };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const tbt = w.__longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcp, lcp: w.__lcp, hero: w.__hero, tbt, cls: w.__cls };
  });
  await context.close();
  return sample;
}

/** The server's session cookie and what the page keeps about the user, before any page script runs. */
async function signIn(page: Page, url: string, session: NonNullable<LoadOptions['session']>) {
  await page.context().addCookies([{ name: 'authToken', value: session.token, url: new URL(url).origin, httpOnly: true, sameSite: 'Lax' }]);
  await page.addInitScript({ content: `localStorage.setItem('mailscout.session', ${JSON.stringify(JSON.stringify(session.user))});` });
}

/** Loads each URL cold, alternating between them so drift on the machine hits both alike. */
export async function runLoads(variants: Array<{ name: string; url: string }>, runs: number, options: LoadOptions = { ready: MAIN_HEADING }): Promise<VariantResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: VariantResult[] = [];
  try {
    for (const throttled of [false, true]) {
      const byName = new Map(variants.map((v) => [v.name, { name: v.name, throttled, samples: [] as LoadSample[] }]));
      for (let i = 0; i < runs; i += 1) {
        for (const variant of i % 2 === 0 ? variants : [...variants].reverse()) {
          byName.get(variant.name)!.samples.push(await loadOnce(browser, variant.url, throttled, options));
        }
      }
      results.push(...byName.values());
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The JavaScript a cold load of the URL downloads, raw and gzip-compressed. */
export async function scriptBytes(url: string): Promise<ScriptBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const bodies: Buffer[] = [];
  try {
    const page = await browser.newPage();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') pending.push(response.body().then((body) => void bodies.push(body)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await Promise.all(pending);
  } finally {
    await browser.close();
  }
  return {
    files: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
  };
}

export function summarise(result: VariantResult) {
  const pick = (key: keyof LoadSample) => result.samples.map((s) => s[key]);
  return {
    fcpP50: percentile(pick('fcp'), 50),
    fcpP75: percentile(pick('fcp'), 75),
    lcpP50: percentile(pick('lcp'), 50),
    lcpP75: percentile(pick('lcp'), 75),
    heroP50: percentile(pick('hero'), 50),
    heroP75: percentile(pick('hero'), 75),
    tbtP50: percentile(pick('tbt'), 50),
    tbtP75: percentile(pick('tbt'), 75),
    clsP75: percentile(pick('cls'), 75),
  };
}

export interface FirstUseSample {
  /** From the first pointer movement to the prerendered part being React's (`data-remote-shown`). */
  shownMs: number;
  /** Blocking time (the part over 50 ms of each long task) in that window. */
  tbt: number;
  /** JavaScript fetched for it, gzip-compressed. */
  gzip: number;
}

/**
 * docs/architecture.md#first-bundle: what the first interaction with a composed page costs, since its prerendered part's
 * code comes then (slow 4G, 4× CPU, cold): a pointer moves over the page once it is hydrated.
 */
export async function firstUseCost(url: string, runs: number): Promise<FirstUseSample[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples: FirstUseSample[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ locale: 'en-GB' });
      const page = await context.newPage();
      await coldVisitor(context, page);
      await page.addInitScript({ content: measureScript(MAIN_HEADING) });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      const bodies: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length, () => 0));
      });
      const start = await page.evaluate(() => performance.now());
      await page.mouse.move(200, 300);
      await page.waitForSelector('html[data-remote-shown]');
      const end = await page.evaluate(() => performance.now());
      const tbt = await page.evaluate(
        ([from, to]) => (window as unknown as { __longTasks: [number, number][] }).__longTasks.filter(([at]) => at >= from! && at <= to!).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
        [start, end],
      );
      samples.push({ shownMs: end - start, tbt, gzip: (await Promise.all(bodies)).reduce((a, b) => a + b, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return samples;
}
