import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { expectResults, passLookupStages, payWithCard, reportSection, SEEDED, submitBillingEmail, TEST_CARDS, type Language } from '@mailscout/test-stack/journeys/funnel';

/**
 * docs/decisions.md#verification-checklist: the checklist's deliverability and the report's mail
 * provider are read from the same DNS (the stand-in the e2e stack configures): the seeded person's
 * address, whose MX the report names as its own mail server, is deliverable — never 'Undeliverable'
 * beside it. Bought as a new visitor does, with the stand-in's test card.
 */
test.describe.configure({ timeout: 150_000 });

const PERSON = SEEDED.maren;
const TEXTS = {
  en: { deliverable: 'Deliverability: Deliverable', provider: 'Mail provider: Its own mail server', undeliverable: 'Undeliverable' },
  de: { deliverable: 'Zustellbarkeit: Zustellbar', provider: 'E-Mail-Anbieter: Ein eigener Mailserver', undeliverable: 'Nicht zustellbar' },
} as const;

async function openReport(page: Page, language: Language) {
  await page.goto(`/email-scan?email=${encodeURIComponent(PERSON)}&lng=${language}`);
  await passLookupStages(page, language);
  await submitBillingEmail(page, uniqueEmail(`deliverability-${language}`), language);
  await payWithCard(page, TEST_CARDS.success, language);
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
