import { expect, test, type Page } from '@playwright/test';
import { seedAccount, uniqueEmail } from '../support/accounts';
import { expectResults, FUNNEL_TEXTS, passLookupStages, reportSection, type Language } from '../support/funnel';
import { signInViaApi } from '../support/identity';

/**
 * docs/decisions.md#verification-checklist: the checklist's deliverability and the report's mail
 * provider are read from the same DNS (the stand-in the e2e stack configures): a synthetic person at
 * example.net, whose MX names Microsoft 365, is deliverable — never 'Undeliverable' beside it.
 * Reached with a credit (the checkout is tested elsewhere).
 */
test.describe.configure({ timeout: 150_000 });

const PERSON = 'tobias.reed@example.net';
const TEXTS = {
  en: { deliverable: 'Deliverability: Deliverable', provider: 'Mail provider: Microsoft 365', undeliverable: 'Undeliverable' },
  de: { deliverable: 'Zustellbarkeit: Zustellbar', provider: 'E-Mail-Anbieter: Microsoft 365', undeliverable: 'Nicht zustellbar' },
} as const;

async function openReport(page: Page, language: Language) {
  const email = uniqueEmail(`deliverability-${language}`);
  await seedAccount(email, { credits: 1 });
  await signInViaApi(page, email);
  await page.goto(`/email-scan?email=${encodeURIComponent(PERSON)}&lng=${language}`);
  await passLookupStages(page, language);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: FUNNEL_TEXTS[language].proceed, exact: true }).click();
  await expectResults(page, language);
}

for (const language of ['en', 'de'] as const) {
  test(`the report's deliverability agrees with its mail provider (${language})`, async ({ page }) => {
    await openReport(page, language);
    await expect(reportSection(page, 'domain')).toContainText(TEXTS[language].provider);
    await expect(reportSection(page, 'profile')).toContainText(TEXTS[language].deliverable);
    await expect(reportSection(page, 'profile')).not.toContainText(TEXTS[language].undeliverable);
  });
}
