import { expect, test } from '@playwright/test';

/**
 * No layout shift while a page is put together (docs/conventions.md#design-system: Lighthouse measured CLS 0.164 on / and
 * /terms as the footer jumped when the remote's page arrived). The main area keeps the footer
 * below the fold until content arrives, and the web font swaps in over a metric-matched fallback.
 * Summed the way CLS counts it (shifts without recent input), on a phone-sized viewport.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/', '/terms', '/privacy']) {
  for (const lng of ['en', 'de']) {
    test(`${path} in ${lng} settles without layout shift`, async ({ page }) => {
      await page.addInitScript(() => {
        const win = window as unknown as { __cls: number };
        win.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) win.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThanOrEqual(0.05);
    });
  }
}
