import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { seriousViolations } from '../support/axe';
import { dialog, expectResults, FUNNEL_TEXTS, payWithCard, SEEDED, submitBillingEmail, TEST_CARDS, type Language } from '@mailscout/test-stack/journeys/funnel';

/** docs/product.md#lookup-funnel: no serious or critical axe violations on any funnel stage, in either language. */
test.describe.configure({ timeout: 120_000 });

const LANGUAGES: Language[] = ['en', 'de'];

/** Holds start-scan's answer until released, so the processing stage stays up while it is checked. */
async function holdStartScan(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/start-scan', async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return release;
}

for (const language of LANGUAGES) {
  const texts = FUNNEL_TEXTS[language];

  test(`every stage of the email funnel (${language})`, async ({ page }) => {
    const release = await holdStartScan(page);
    await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: texts.checklistTitle })).toBeVisible();
    expect(await seriousViolations(page), 'verification checklist').toEqual([]);

    await expect(page.getByRole('progressbar')).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page), 'progress screen').toEqual([]);

    const gate = dialog(page, texts.ageGateTitle);
    await expect(gate).toBeVisible({ timeout: 45_000 });
    expect(await seriousViolations(page), 'age gate').toEqual([]);
    await gate.getByRole('button', { name: texts.ageGateConfirm }).click();

    await page.getByLabel(texts.billingEmail).fill('not-an-address');
    await page.getByRole('button', { name: texts.proceed, exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(await seriousViolations(page), 'email submit with its errors').toEqual([]);

    await submitBillingEmail(page, uniqueEmail(`a11y-${language}`), language);
    await expect(page.getByLabel(texts.cardNumber)).toBeVisible();
    expect(await seriousViolations(page), 'payment with the card form').toEqual([]);

    await payWithCard(page, TEST_CARDS.declined, language);
    await expect(page.getByRole('alert').filter({ hasText: texts.paymentFailed })).toBeVisible();
    expect(await seriousViolations(page), 'payment with a decline').toEqual([]);

    await page.getByLabel(texts.cardNumber).fill(TEST_CARDS.success);
    await page.getByRole('button', { name: texts.pay }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.processing })).toBeVisible();
    expect(await seriousViolations(page), 'processing').toEqual([]);
    release();

    await expectResults(page, language);
    expect(await seriousViolations(page), 'results').toEqual([]);
  });

  test(`/scan-process, /order, /payment and /return (${language})`, async ({ page }) => {
    // /scan-process takes the email from navigation state (docs/product.md#screens), as an in-app link would set it.
    await page.goto(`/?lng=${language}`);
    await page.evaluate((email) => {
      window.history.pushState({ usr: { email }, key: 'a11y', idx: 1 }, '', '/scan-process');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, SEEDED.maren);
    const warning = dialog(page, language === 'en' ? 'Before you continue' : 'Bevor Sie fortfahren');
    await expect(warning).toContainText(SEEDED.maren);
    expect(await seriousViolations(page), '/scan-process warning').toEqual([]);

    await page.goto(`/order?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: texts.orderTitle })).toBeVisible();
    await page.getByRole('button', { name: texts.orderContinue, exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(await seriousViolations(page), '/order with its errors').toEqual([]);

    await page.goto(`/payment?lng=${language}`);
    await expect(page.getByLabel(texts.cardNumber)).toBeVisible();
    expect(await seriousViolations(page), '/payment').toEqual([]);

    await page.goto(`/return?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), '/return').toEqual([]);
  });
}
