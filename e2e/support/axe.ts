import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Entrance animations fade from opacity 0: axe caught mid-fade reads a colour-contrast failure
 * the settled page does not have (seen in CI on a checklist row). Checking with reduced motion
 * (the product drops those animations for it) and after any finite animation has ended gives
 * the contrast of what a reader actually sees.
 */
async function settleAnimations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Serious and critical axe violations. By default in the page's content (`#main`: the shell's
 * frame is tested on its own); a dialog the design system renders over the page is part of it.
 */
export async function seriousViolations(page: Page, scope: string | null = '#main') {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  await page.emulateMedia({ reducedMotion: null });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
