import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { seriousViolations } from '../support/axe';
import { expectResults, FUNNEL_TEXTS, passLookupStages, pdfText, reportSection, SEEDED, type Language } from '@mailscout/test-stack/journeys/funnel';
import { signInViaApi } from '@mailscout/test-stack/journeys/identity';

/**
 * docs/product.md#results: the paid report of a seeded lookup opens with a summary header, gathers its
 * empty categories into a few lines, says breach data classes and countries in the page's
 * language, downloads a branded PDF with the photo embedded, and keeps its four actions in one
 * compact row on a phone. Reached with a credit (the checkout is tested elsewhere).
 */
test.describe.configure({ timeout: 150_000 });

const TEXTS = {
  en: {
    nameFrom: /^Name from .*Gravatar/,
    photoAlt: 'Photo found for Maren Holt',
    searched: `Searched address: ${SEEDED.maren}`,
    accountsFact: /^\d+ linked accounts?$/,
    breachesFact: '3 data breaches',
    hibp: 'Source: Have I Been Pwned',
    location: 'London, United Kingdom',
    dataClasses: 'Exposed data: Email addresses, Passwords, Usernames',
    gathered: /Not searched, as no source in this service looks for them: Vehicles, Relationships, Work history, Education\./,
    title: 'Email Scan Results – MailScout',
    actions: 'Report actions',
    pdfHeader: 'Reverse email lookup report',
  },
  de: {
    nameFrom: /^Name laut .*Gravatar/,
    photoAlt: 'Gefundenes Foto von Maren Holt',
    searched: `Gesuchte Adresse: ${SEEDED.maren}`,
    accountsFact: /^\d+ verknüpfte(s Konto| Konten)$/,
    breachesFact: '3 Datenlecks',
    hibp: 'Quelle: Have I Been Pwned',
    location: 'London, Vereinigtes Königreich',
    dataClasses: 'Offengelegte Daten: E-Mail-Adressen, Passwörter, Benutzernamen',
    gathered: /Nicht durchsucht, da keine Quelle dieses Dienstes danach sucht: Fahrzeuge, Beziehungen, Beruflicher Werdegang, Ausbildung\./,
    title: 'E-Mail-Scan-Ergebnisse – MailScout',
    actions: 'Aktionen zum Bericht',
    pdfHeader: 'Bericht zur E-Mail-Rückwärtssuche',
  },
} as const;

// Outside test-results, which each Playwright run empties: the screenshots are for a person to look at.
const SHOTS = path.join(os.tmpdir(), 'mailscout-report-summary');

/** A paid report of the seeded person, one credit spent, in the given language. */
async function openSeededReport(page: Page, language: Language) {
  const email = uniqueEmail(`report-${language}`);
  await seedAccount(email, { credits: 1 });
  await signInViaApi(page, email);
  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=${language}`);
  await passLookupStages(page, language);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: FUNNEL_TEXTS[language].proceed, exact: true }).click();
  // Using the credit is the buyer's own press at the payment stage (docs/decisions.md#never-twice).
  await page.getByRole('button', { name: language === 'de' ? 'Ihr 1 Guthaben verwenden' : 'Use your 1 credit' }).click();
  await expectResults(page, language);
}

/** How many images pdf.js paints on the PDF's pages: what a reader sees, not only what the file holds. */
async function paintedImages(bytes: Buffer): Promise<number> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  let count = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const operators = await (await document.getPage(number)).getOperatorList();
    count += operators.fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length;
  }
  await document.destroy();
  return count;
}

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const language of ['en', 'de'] as const) {
  test(`${language}: summary header, gathered empty categories, translated data, a PDF with the photo embedded`, async ({ page }) => {
    const t = TEXTS[language];
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSeededReport(page, language);

    const summary = page.getByTestId('report-summary');
    await expect(summary.getByText('Maren Holt', { exact: true })).toBeVisible();
    await expect(summary.getByText(t.nameFrom)).toBeVisible();
    await expect(summary).toContainText(t.searched);
    const photo = summary.getByRole('img', { name: t.photoAlt });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(summary.locator('.fn-rp-fact__value').filter({ hasText: t.accountsFact })).toBeVisible();
    // Pixelboard, Forumly and the spam list MailerListDump (reported, docs/decisions.md#sources), all from HIBP.
    await expect(summary.getByRole('listitem').filter({ hasText: t.breachesFact })).toContainText(t.hibp);

    // Countries and HIBP's data classes in the page's language.
    await expect(reportSection(page, 'profile')).toContainText(t.location);
    await expect(reportSection(page, 'breaches')).toContainText(t.dataClasses);
    // Empty categories: one block of lines, no card each.
    await expect(page.getByTestId('empty-categories')).toContainText(t.gathered);
    await expect(reportSection(page, 'vehicles')).toHaveCount(0);
    await expect(page).toHaveTitle(t.title);
    // The four actions share one row on a desktop too (German labels are long).
    const tops = await Promise.all((await page.getByRole('group', { name: t.actions }).getByRole('button').all()).map(async (button) => Math.round((await button.boundingBox())!.y)));
    expect(new Set(tops).size).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `desktop-${language}`);

    // Download PDF: branded, and the photo is in it as an image a reader paints.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: FUNNEL_TEXTS[language].pdf }).click();
    const bytes = fs.readFileSync(await (await download).path());
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.writeFileSync(path.join(SHOTS, `report-${language}.pdf`), bytes);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('MailScout');
    expect(text).toContain(t.pdfHeader);
    expect(text).toContain('Maren Holt');
    expect(text).not.toContain('could not be embedded');
    expect(await paintedImages(bytes)).toBeGreaterThanOrEqual(1);
  });

  test(`${language}: on a phone the four result actions share one row near the top`, async ({ page }) => {
    const t = TEXTS[language];
    await page.setViewportSize({ width: 390, height: 844 });
    await openSeededReport(page, language);
    const toolbar = page.getByRole('group', { name: t.actions });
    const buttons = toolbar.getByRole('button');
    await expect(buttons).toHaveCount(4);
    const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
    const tops = boxes.map((box) => Math.round(box!.y));
    expect(new Set(tops).size).toBe(1);
    const toolbarBox = (await toolbar.boundingBox())!;
    // Compact: well under a sixth of the first screen, inside it, and the summary starts on it too.
    expect(toolbarBox.height).toBeLessThan(110);
    expect(toolbarBox.y + toolbarBox.height).toBeLessThan(844);
    const summaryBox = (await page.getByTestId('report-summary').boundingBox())!;
    expect(summaryBox.y).toBeLessThan(844 - 150);
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `mobile-${language}`);
    await page.screenshot({ path: path.join(SHOTS, `mobile-first-screen-${language}.png`) });
  });
}
