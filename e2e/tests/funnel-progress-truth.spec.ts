import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { dialog, expectResults, FUNNEL_TEXTS, payWithCard, reportSection, SEEDED, submitBillingEmail, TEST_CARDS, type Language } from '@mailscout/test-stack/journeys/funnel';

/**
 * docs/decisions.md#progress-screen: the progress screen tells the truth. Each item is a report category: "Found"
 * only where the report shows a datum, "Nothing found", "Unavailable" when its sources failed,
 * "Not searched" with a reason where no source looks. The checklist and the progress screen
 * read the same checks, the hints count what the report lists, and the report says how long the
 * lookup took. Screenshots of the progress screen go to /tmp/screens-progress.
 */
test.describe.configure({ timeout: 150_000 });

const SCREENS = '/tmp/screens-progress';
const TEXT = {
  en: {
    found: 'Found',
    notFound: 'Nothing found',
    unavailable: 'Unavailable',
    notSearched: 'Not searched',
    datingReason: 'No source in this service searches dating sites',
    darkWebReason: 'No source in this service searches the dark web.',
    deliverability: { Deliverable: 'found', Undeliverable: 'not_found', Unknown: 'unavailable' } as Record<string, string>,
    duration: /^Scan completed in (less than a second|[\d.]+ seconds?)$/,
    location: /^Location:/,
  },
  de: {
    found: 'Gefunden',
    notFound: 'Nichts gefunden',
    unavailable: 'Nicht verfügbar',
    notSearched: 'Nicht durchsucht',
    datingReason: 'Keine Quelle dieses Dienstes durchsucht Dating-Seiten',
    darkWebReason: 'Keine Quelle dieses Dienstes durchsucht das Darknet.',
    deliverability: { Zustellbar: 'found', 'Nicht zustellbar': 'not_found', Unbekannt: 'unavailable' } as Record<string, string>,
    duration: /^Scan (in weniger als einer Sekunde abgeschlossen|abgeschlossen in [\d,]+ Sekunden?)$/,
    location: /^Standort:/,
  },
} as const;

const item = (page: Page, id: string) => page.getByTestId(`item-${id}`);

/** From the checklist to the finished progress screen (age gate open); returns the deliverability the checklist showed. */
async function runToGate(page: Page, email: string, language: Language): Promise<string> {
  await page.goto(`/email-scan?email=${encodeURIComponent(email)}&lng=${language}`);
  await expect(page.getByRole('heading', { level: 1, name: FUNNEL_TEXTS[language].checklistTitle })).toBeVisible();
  const deliverability = page.getByTestId('check-deliverability');
  await expect(deliverability).toBeVisible({ timeout: 20_000 });
  await expect(deliverability).not.toContainText(language === 'en' ? 'Checking' : 'Wird geprüft');
  const value = (await deliverability.locator('.fn-check__value').textContent())?.trim() ?? '';
  await expect(dialog(page, FUNNEL_TEXTS[language].ageGateTitle)).toBeVisible({ timeout: 45_000 });
  return value;
}

async function screenshots(page: Page, name: string) {
  // The age gate covers the list: one screenshot with it, then the finished list without it.
  await page.screenshot({ path: `${SCREENS}/${name}-gate.png`, fullPage: false });
  const hide = await page.addStyleTag({ content: 'dialog, [role="dialog"], dialog::backdrop { visibility: hidden !important; } body { overflow: auto !important; }' });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  await hide.evaluate((el) => (el as Element).remove());
}

for (const language of ['en', 'de'] as const) {
  const t = TEXT[language];

  test(`${language}: a person with data — Found only where the report shows data; hints equal the report; the duration`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const deliverability = await runToGate(page, SEEDED.maren, language);
    // The checklist's deliverability and the mail-server item are one check.
    await expect(item(page, 'mailServer')).toHaveAttribute('data-state', t.deliverability[deliverability] ?? 'missing');
    for (const id of ['ownerName', 'age', 'locations', 'emails', 'breachedAccounts', 'exposedPasswords', 'linkedAccounts', 'usernames', 'photos', 'messengerAccounts', 'linkedPhoneNumbers']) {
      await expect(item(page, id), id).toHaveAttribute('data-state', 'found');
    }
    for (const id of ['darkWebData', 'suspiciousLogins', 'datingProfiles', 'datingPhotos', 'workHistory', 'chatGroups']) {
      await expect(item(page, id), id).toHaveAttribute('data-state', 'not_searched');
    }
    await expect(item(page, 'darkWebData')).toContainText(t.darkWebReason);
    await expect(page.getByTestId('section-dating')).toContainText(t.datingReason);
    await expect(page.getByTestId('section-dating')).not.toContainText(t.found);
    await expect(page.getByTestId('hint-places')).toContainText('2');
    const socialProfiles = Number((await page.getByTestId('hint-socialProfiles').locator('dd').textContent())?.trim());
    const breaches = Number((await page.getByTestId('hint-breaches').locator('dd').textContent())?.trim());
    await screenshots(page, `maren-${language}-desktop`);

    await dialog(page, FUNNEL_TEXTS[language].ageGateTitle).getByRole('button', { name: FUNNEL_TEXTS[language].ageGateConfirm }).click();
    await submitBillingEmail(page, uniqueEmail(`truth-${language}`), language);
    await payWithCard(page, TEST_CARDS.success, language);
    await expectResults(page, language);
    // The report lists what the hints counted.
    await expect(reportSection(page, 'profile').locator('.fn-rp-item__label').filter({ hasText: t.location })).toHaveCount(2);
    await expect(reportSection(page, 'accounts').getByRole('link')).toHaveCount(socialProfiles);
    await expect(reportSection(page, 'breaches').locator('.fn-rp-items > li')).toHaveCount(breaches);
    // The header says how long the lookup took: the sources' own time, never a flat "0 seconds".
    const header = page.locator('.fn-rp__meta').first();
    await expect(header).toHaveText(t.duration);
    await expect(header).not.toHaveText(/\b0 (seconds|Sekunden)/);
  });

  test(`${language}: sources down — unavailable, never "nothing found" or a tick`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await runToGate(page, SEEDED.broken, language);
    for (const id of ['ownerName', 'breachedAccounts', 'linkedAccounts', 'photos']) {
      await expect(item(page, id), id).toHaveAttribute('data-state', 'unavailable');
    }
    await expect(item(page, 'ownerName')).toContainText(t.unavailable);
    await expect(item(page, 'datingProfiles')).toHaveAttribute('data-state', 'not_searched');
    // Only the free checks (which need no network) can be found.
    await expect(page.locator('.fn-item--found:not([data-testid="item-provider"]):not([data-testid="item-mailServer"])')).toHaveCount(0);
    await screenshots(page, `broken-${language}-mobile`);
  });

  test(`${language}: an address no source knows — nothing found, not searched where nothing looks`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await runToGate(page, `nobody.${language}.${Date.now()}@example.org`, language);
    for (const id of ['ownerName', 'age', 'locations', 'breachedAccounts', 'linkedAccounts', 'messengerAccounts']) {
      await expect(item(page, id), id).toHaveAttribute('data-state', 'not_found');
    }
    await expect(item(page, 'ownerName')).toContainText(t.notFound);
    await expect(item(page, 'darkWebData')).toContainText(t.notSearched);
    await expect(page.getByTestId('hint-places')).toContainText('0');
    await screenshots(page, `nodata-${language}-mobile`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${SCREENS}/nodata-${language}-desktop.png`, fullPage: true });
  });
}
