import { expect, test, type Page } from '@playwright/test';
import { seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { signInViaApi } from '@mailscout/test-stack/journeys/identity';
import { expectResults, FUNNEL_TEXTS, passLookupStages, SEEDED, type Language } from '@mailscout/test-stack/journeys/funnel';

/**
 * docs/decisions.md#never-twice and docs/decisions.md#funnel-memory: a live report is opened, not
 * bought again; the funnel keeps its place over a reload and Back.
 */
const WORDS = {
  en: { open: 'You already have this report — open it', use: 'Use 1 of your 2 credits', useOne: 'Use your 1 credit' },
  de: { open: 'Sie haben diesen Bericht bereits — öffnen', use: '1 von Ihren 2 Guthaben verwenden', useOne: 'Ihr 1 Guthaben verwenden' },
} as const;

const credits = async (page: Page) => (await (await page.request.get('/api/me')).json()).credits as number;
const reports = async (page: Page) => ((await (await page.request.get('/api/reports')).json()).reports as unknown[]).length;

for (const language of ['en', 'de'] as const satisfies readonly Language[]) {
  const texts = FUNNEL_TEXTS[language];
  const words = WORDS[language];

  test(`${language}: reload and Back keep the place; a second purchase of a live report is offered 'open it' and spends nothing`, async ({ page }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail(`twice-${language}`);
    await seedAccount(email, { credits: 2 });
    await signInViaApi(page, email);
    const funnel = `/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=${language}`;
    await page.goto(funnel);
    await passLookupStages(page, language);

    // The age gate passed: a reload keeps the billing step.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: texts.submitTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: texts.checklistTitle })).toHaveCount(0);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: texts.proceed, exact: true }).click();

    // Payment: the credit is a button; a reload keeps it; Back returns to the billing step.
    const useCredit = page.getByRole('button', { name: words.use });
    await expect(useCredit).toBeVisible();
    await page.reload();
    await expect(useCredit).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: texts.submitTitle })).toBeVisible();
    await page.goForward();
    await expect(useCredit).toBeVisible();
    expect(await credits(page)).toBe(2);

    await useCredit.click();
    await expectResults(page, language);
    await expect(page).toHaveURL(/\/reports\/[^/?]+/);
    // The report's own page survives a reload.
    await page.reload();
    await expectResults(page, language);
    expect(await credits(page)).toBe(1);
    expect(await reports(page)).toBe(1);

    // The same address again: the live report is offered, nothing is spent.
    await page.goto(funnel);
    await passLookupStages(page, language).catch(() => undefined);
    const open = page.getByRole('link', { name: words.open });
    await expect(open).toBeVisible();
    await expect(page.getByRole('button', { name: words.useOne })).toHaveCount(0);
    await open.click();
    await expect(page).toHaveURL(/\/reports\/[^/?]+/);
    await expectResults(page, language);
    expect(await credits(page)).toBe(1);
    expect(await reports(page)).toBe(1);
  });
}

for (const language of ['en', 'de'] as const satisfies readonly Language[]) {
  const texts = FUNNEL_TEXTS[language];
  const words = WORDS[language];

  test(`${language}: a reload at the checks and during processing keeps the place; processing re-attaches to the same scan and spends one credit`, async ({ page }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail(`reattach-${language}`);
    await seedAccount(email, { credits: 2 });
    await signInViaApi(page, email);
    // start-scan is held a moment, so the processing stage can be reloaded before the report.
    const requestIds: string[] = [];
    await page.route('**/api/start-scan', async (route) => {
      requestIds.push((route.request().postDataJSON() as { requestId?: string }).requestId ?? '');
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response }).catch(() => undefined);
    });
    await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: texts.checklistTitle })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: texts.checklistTitle })).toBeVisible();
    await passLookupStages(page, language);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: texts.proceed, exact: true }).click();
    await page.getByRole('button', { name: words.use }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.processing })).toBeVisible();
    await page.reload();
    await expectResults(page, language);
    await expect(page).toHaveURL(/\/reports\/[^/?]+/);
    // Every start-scan of this funnel named the same attempt: one scan, one credit.
    expect(requestIds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(requestIds).size).toBe(1);
    expect(await credits(page)).toBe(1);
    expect(await reports(page)).toBe(1);
  });
}
