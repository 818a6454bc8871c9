import { expect, test, type Page } from '@playwright/test';

/**
 * Lighthouse's best-practices score on the served build lost points to a Content-Security-Policy
 * violation logged in the console (docs/conventions.md#design-system). The e2e stack serves the shell with the same CSP
 * as `pnpm preview` (services/edge), so any violation shows here.
 */
async function collectViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} from ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

for (const path of ['/', '/terms']) {
  test(`${path} loads without a Content-Security-Policy violation`, async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
