import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { percentile } from './stats';

/** Slow 4G as the issue fixes it: ~150 ms latency, 1.6 Mbps down, 4× CPU slowdown. */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LoadSample {
  fcp: number;
  lcp: number;
  /** When the hero heading (the content a visitor came for) is in the DOM. */
  hero: number;
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

async function loadOnce(browser: Browser, url: string, throttled: boolean): Promise<LoadSample> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __hero: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('.mk-hero__title')) {
        w.__hero = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.mk-hero__title');
  // Two frames so the paint that shows the hero has produced its LCP entry.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const sample = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __hero: number };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { fcp, lcp: w.__lcp, hero: w.__hero };
  });
  await context.close();
  return sample;
}

/** Loads each URL cold, alternating between them so drift on the machine hits both alike. */
export async function runLoads(variants: Array<{ name: string; url: string }>, runs: number): Promise<VariantResult[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results: VariantResult[] = [];
  try {
    for (const throttled of [false, true]) {
      const byName = new Map(variants.map((v) => [v.name, { name: v.name, throttled, samples: [] as LoadSample[] }]));
      for (let i = 0; i < runs; i += 1) {
        for (const variant of i % 2 === 0 ? variants : [...variants].reverse()) {
          byName.get(variant.name)!.samples.push(await loadOnce(browser, variant.url, throttled));
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
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const bodies: Buffer[] = [];
  try {
    const page = await browser.newPage();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') pending.push(response.body().then((body) => void bodies.push(body)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('.mk-hero__title');
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
  };
}
