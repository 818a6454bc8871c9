import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

const ROUTES = [
  { path: '/terms', en: 'Terms of Service', de: 'Nutzungsbedingungen', ready: '[data-testid="last-updated"]' },
  { path: '/privacy', en: 'Privacy Policy', de: 'Datenschutzerklärung', ready: '[data-testid="last-updated"]' },
  { path: '/cookie-policy', en: 'Cookie Policy', de: 'Cookie-Richtlinie', ready: '[data-testid="last-updated"]' },
  { path: '/help-center', en: 'Help Center', de: 'Hilfe-Center', ready: '#support a[href^="mailto:"]' },
  { path: '/about', en: 'About MailScout', de: 'Über MailScout', ready: '[data-testid="company-details"]' },
  { path: '/test-translation', en: 'Translation coverage', de: 'Übersetzungsabdeckung', ready: '[data-testid="coverage-legal"]' },
] as const;

for (const route of ROUTES) {
  for (const language of ['en', 'de'] as const) {
    test(`${route.path} has no serious accessibility violations (${language})`, async ({ page }) => {
      await page.goto(`${route.path}?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: route[language] })).toBeVisible();
      await expect(page.locator(route.ready).first()).toBeVisible();
      if (route.path === '/help-center') await page.locator('#subscription button[aria-expanded]').first().click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
