import type { Page } from 'playwright-core';

/**
 * Waits until a page shows what a person would look at: its main heading (every route has an
 * h1), the web fonts, and two frames for layout. A page without one in time is still captured —
 * a script that looks at pages must show the broken ones too — and reported.
 */
export async function waitForPage(page: Page, timeoutMs = 20_000): Promise<boolean> {
  const shown = await page
    .locator('main h1, [role="dialog"] h1, [role="dialog"] h2')
    .first()
    .waitFor({ state: 'visible', timeout: timeoutMs })
    .then(
      () => true,
      () => false,
    );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return shown;
}
