import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { seriousViolations } from '../support/axe';
import { FUNNEL_TEXTS, passLookupStages, SEEDED, submitBillingEmail } from '@mailscout/test-stack/journeys/funnel';

/**
 * docs/decisions.md#empty-previews: an address the synthetic sources know nothing about (a fresh
 * local part at example.com: no person, no breach, only the domain's facts) goes through the real
 * preview to the payment stage, which says the preview found nothing, lists the checks that ran,
 * and opens the checkout only after the explicit confirmation. On a phone, a preview that found
 * something shows the price and Pay right after the teaser (docs/product.md#payment-stage).
 * FUNNEL_SCREENSHOTS=<folder> saves the screenshots looked at.
 */
test.describe.configure({ timeout: 150_000 });

const MOBILE = { width: 390, height: 844 };
const TEXTS = {
  en: {
    headline: 'We found nothing about this address in the sources we searched',
    checksTitle: 'What a report would still contain',
    nothingFound: 'Nothing found',
    confirm: 'I understand the preview found nothing and want the report anyway',
    notPushed: 'Your report is ready to unlock',
  },
  de: {
    headline: 'Wir haben in den durchsuchten Quellen nichts über diese Adresse gefunden',
    checksTitle: 'Was ein Bericht trotzdem enthielte',
    nothingFound: 'Nichts gefunden',
    confirm: 'Ich verstehe, dass die Vorschau nichts gefunden hat, und möchte den Bericht trotzdem',
    notPushed: 'Ihr Bericht kann freigeschaltet werden',
  },
} as const;

async function shot(page: Page, name: string, fullPage = false) {
  const folder = process.env.FUNNEL_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage, animations: 'disabled' });
}

for (const language of ['en', 'de'] as const) {
  const texts = FUNNEL_TEXTS[language];
  const empty = TEXTS[language];

  test(`an empty preview: the stage says so, lists the checks, and paying needs the confirmation (${language})`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(`/email-scan?email=${encodeURIComponent(uniqueEmail('nobody-known'))}&lng=${language}`);
    await passLookupStages(page, language);
    await submitBillingEmail(page, uniqueEmail(`empty-buyer-${language}`), language);

    await expect(page.getByRole('heading', { level: 1, name: empty.headline })).toBeVisible();
    await expect(page.getByText(empty.notPushed)).toHaveCount(0);
    const checks = page.getByTestId('empty-preview-checks');
    await expect(checks.getByRole('heading', { name: empty.checksTitle })).toBeVisible();
    // The sources the preview really asked, each with its answer (the stand-ins know no such person).
    await expect(checks.locator('[data-source="gravatar"] dd')).toHaveText(empty.nothingFound);
    await expect(checks.locator('[data-source="github"] dd')).toHaveText(empty.nothingFound);
    await expect(checks.locator('[data-check="validEmail"]')).toBeVisible();

    // Pay is there, with its price, but closed until the confirmation is given (the form's button, and the
    // phone's pay bar while the form's is below the screen: docs/product.md#payment-stage).
    const pay = page.getByTestId('form-pay').getByRole('button', { name: texts.pay });
    await expect(pay).toBeDisabled();
    await expect(page.getByTestId('pay-bar').getByRole('button', { name: texts.pay })).toBeDisabled();
    await expect(page.getByLabel(texts.nameOnCard)).toBeDisabled();
    await shot(page, `empty-preview-${language}-mobile`);
    await shot(page, `empty-preview-${language}-mobile-full`, true);
    const confirm = page.getByRole('checkbox', { name: empty.confirm });
    await confirm.check();
    await expect(pay).toBeEnabled();
    await expect(page.getByLabel(texts.nameOnCard)).toBeEnabled();
    await confirm.uncheck();
    await expect(pay).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`on a phone, the checkout with its price follows the teaser, before the static lists (${language})`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=${language}`);
    await passLookupStages(page, language);
    await submitBillingEmail(page, uniqueEmail(`mobile-order-${language}`), language);
    const teaser = page.getByTestId('report-teaser');
    await expect(teaser).toBeVisible();
    const pay = page.getByTestId('form-pay').getByRole('button', { name: texts.pay });
    await expect(pay).toBeVisible();
    await shot(page, `paywall-${language}-mobile-full`, true);
    const checkoutCard = page.locator('.fn-ck-checkout');
    const [teaserBox, cardBox, totalBox, payBox, includesBox] = await Promise.all([
      teaser.boundingBox(),
      checkoutCard.boundingBox(),
      page.getByTestId('total-today').boundingBox(),
      pay.boundingBox(),
      page.locator('.fn-ck-includes').boundingBox(),
    ]);
    const teaserEnd = teaserBox!.y + teaserBox!.height;
    // The checkout follows the teaser at once, its price within the first screen after it.
    expect(cardBox!.y - teaserEnd).toBeLessThan(40);
    expect(totalBox!.y + totalBox!.height).toBeLessThanOrEqual(teaserEnd + MOBILE.height);
    // 'Results May Include' (and 'why valuable') come after the Pay action, no longer before it.
    expect(includesBox!.y).toBeGreaterThan(payBox!.y);
  });
}
