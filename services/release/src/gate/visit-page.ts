import type { BrowserContext, Page } from 'playwright-core';
import { findOwner, type RemoteDeclaration } from '@mailscout/contracts';

/** React's hydration failures, minified in production builds (react.dev/errors 418, 419, 421–423, 425). */
export const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/** In the page, before its scripts: uncaught errors and React's errors, first lines, once each. */
const RECORD_ERRORS = `(() => {
  const seen = (window.__releaseGateErrors = []);
  const add = (text, file) => { const line = String(text).split('\\n')[0] + (file ? ' (in ' + file + ')' : ''); if (!seen.includes(line)) seen.push(line); };
  // The script that threw, when the browser says: one remote's broken entry breaks every page.
  addEventListener('error', (e) => add(e.error?.message ?? e.message, e.filename));
  addEventListener('unhandledrejection', (e) => add(e.reason?.message ?? e.reason));
  const original = console.error.bind(console);
  // Console errors only when they are React's or the shell's boundary's (a stub API's 503 may be logged).
  console.error = (...args) => {
    const text = String(args[0]?.message ?? args[0]);
    if (/failed while rendering|hydrat|did not match|Minified React error/i.test(text)) add(args.map((a) => a?.message ?? a).join(' '));
    original(...args);
  };
})();`;

/** The errors recorded so far, after the next frame (React reports recoverable errors right after its commit). */
async function settledErrors(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve([...((window as unknown as { __releaseGateErrors?: string[] }).__releaseGateErrors ?? [])]), 0)),
      ),
  );
}

export interface VisitInput {
  context: BrowserContext;
  url: string;
  remote: string;
  remotes: RemoteDeclaration[];
  /** The page is prerendered: it must hydrate (html[data-hydrated]) without a mismatch. */
  prerendered: boolean;
  timeoutMs: number;
  /** Runs in the open page once it has settled (the remote's module loaded or failed). */
  probe?: (page: Page) => Promise<string[]>;
}

export interface VisitResult {
  /** Why the route does not render (the shell's fallback, an uncaught error), if it does not. */
  routeProblem?: string | undefined;
  /** Why the prerendered page did not hydrate, if it did not. */
  hydrationProblem?: string | undefined;
  /** What the probe found wrong. */
  probed: string[];
}

/**
 * Opens one page of the live shell as a visitor would and reports what broke: the shell's "could
 * not load" fallback (the module did not load or threw while rendering), an uncaught error, and for
 * a prerendered page a failed or mismatched hydration. Errors are kept in the page and read once it
 * has settled: events reported over the wire could arrive after the check.
 */
export async function visitPage(input: VisitInput): Promise<VisitResult> {
  const page = await input.context.newPage();
  await page.addInitScript(RECORD_ERRORS);
  // The browser's own report names a cross-origin script's error, which the page sees as "Script error.".
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message.split('\n')[0]!));
  // Where an uncaught error came from, from Chromium's own report (a cross-origin script's error
  // reaches the page without its file): one remote's broken entry breaks every page.
  const thrownIn = new Map<string, string>();
  const cdp = await input.context.newCDPSession(page);
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails: details }) => {
    const message = (details.exception?.description ?? details.text).split('\n')[0]!.replace(/^Uncaught /, '').replace(/^[A-Za-z]*Error: /, '');
    if (details.url) thrownIn.set(message, details.url);
  });
  await cdp.send('Runtime.enable');
  const timeout = input.timeoutMs;
  try {
    await page.goto(input.url, { waitUntil: 'domcontentloaded', timeout });
    // A visitor's first use: a prerendered page's code comes then (the shell's deferred hydration).
    await page.mouse.move(5, 5);
    // The shell's loading state ends when the remote's module loaded (or failed to).
    await page.waitForFunction(() => !document.querySelector('.ms-route-loading'), undefined, { timeout });
    const errors = await settledErrors(page);
    const stillOurs = findOwner(new URL(page.url()).pathname, input.remotes)?.name === input.remote;
    const fallback = stillOurs && (await page.locator('[data-testid="remote-fallback"]').count()) > 0;
    let hydrationProblem: string | undefined;
    if (input.prerendered) {
      // The frame hydrates at once, the prerendered part once its code is here (or it failed).
      const hydrated = await page
        .waitForFunction(
          () => document.documentElement.dataset.hydrated === 'true' && (Boolean(document.documentElement.dataset.remoteShown) || Boolean(document.querySelector('[data-testid="remote-fallback"]'))),
          undefined,
          { timeout },
        )
        .then(() => true, () => false);
      errors.push(...(await settledErrors(page)).filter((m) => !errors.includes(m)));
      const mismatch = errors.find((m) => HYDRATION_ERROR.test(m));
      if (!hydrated || mismatch) hydrationProblem = mismatch ?? 'the prerendered page did not hydrate';
    }
    const probed = input.probe ? await input.probe(page) : [];
    // The page's own record names the script; the browser's report of the same error does not.
    const reported = uncaught.filter((u) => !errors.some((e) => e.startsWith(u))).map((u) => (thrownIn.has(u) ? `${u} (in ${thrownIn.get(u)})` : u));
    const named = [...new Set([...errors, ...reported])].filter((m) => !HYDRATION_ERROR.test(m));
    const thrown = named.length > 1 ? named.filter((m) => m !== 'Script error.') : named;
    const routeProblem = fallback
      ? `the shell shows its fallback${thrown.length ? `: ${thrown.join('; ')}` : ' (the routes did not load or threw while rendering)'}`
      : thrown.length
        ? `the page threw: ${thrown.join('; ')}`
        : undefined;
    return { routeProblem, hydrationProblem, probed };
  } catch (error) {
    return { routeProblem: (error as Error).message.split('\n')[0], probed: [] };
  } finally {
    await page.close();
  }
}

/** Runs `work` over `items`, at most `limit` at a time (pages of one browser in parallel), keeping the order. */
export async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
