import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';

/**
 * docs/decisions.md#self-check, the free self-check at /my-data: an address's owner proves it with a code from
 * MailDev and sees the report a buyer would get, the lookups of the address per month, and the
 * ways to correct a source or opt out. One synthetic person of the source stand-ins per language
 * (each address can be checked once a day).
 */
test.describe.configure({ timeout: 120_000 });

const TEXTS = {
  en: {
    person: { email: 'tobias.reed@example.net', name: 'Tobias Reed' },
    title: 'See your data',
    tabTitle: 'See your data – MailScout',
    email: 'Email address',
    sendCode: 'Send code',
    codeSent: 'We have sent a 6-digit code to tobias.reed@example.net. Please check your email.',
    subject: 'Your code to see your data at MailScout',
    code: 'One-time code',
    submit: 'Show my data',
    reportTitle: 'Email Scan Results',
    notStored: 'This report is not stored: copy, print or download it now.',
    table: 'Lookups of your address per month',
    columns: ['Month', 'Searches', 'Full reports'],
    gravatar: 'Your data at Gravatar (opens in a new tab)',
    optOut: 'Opt out and delete your data',
    optOutTitle: 'Opt out and delete your data',
    locale: 'en-GB',
  },
  de: {
    person: { email: 'elena.marsh@example.net', name: 'Elena Marsh' },
    title: 'Ihre Daten einsehen',
    tabTitle: 'Ihre Daten einsehen – MailScout',
    email: 'E-Mail-Adresse',
    sendCode: 'Code senden',
    codeSent: 'Wir haben einen 6-stelligen Code an elena.marsh@example.net gesendet. Bitte prüfen Sie Ihre E-Mails.',
    subject: 'Ihr Code für Ihre Daten bei MailScout',
    code: 'Einmalcode',
    submit: 'Meine Daten anzeigen',
    reportTitle: 'E-Mail-Scan-Ergebnisse',
    notStored: 'Dieser Bericht wird nicht gespeichert: Kopieren, drucken oder laden Sie ihn jetzt herunter.',
    table: 'Suchen nach Ihrer Adresse pro Monat',
    columns: ['Monat', 'Suchen', 'Vollständige Berichte'],
    gravatar: 'Ihre Daten bei Gravatar (öffnet in einem neuen Tab)',
    optOut: 'Widersprechen und Daten löschen',
    optOutTitle: 'Widerspruch und Löschung Ihrer Daten',
    locale: 'de-DE',
  },
} as const;

// Outside test-results, which each Playwright run empties: the screenshots are for a person to look at.
const SHOTS = path.join(os.tmpdir(), 'mailscout-self-check');

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const language of ['en', 'de'] as const) {
  const t = TEXTS[language];

  test(`${language}: code from the mail, then the report, the lookups per month and the opt-out link`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { email, name } = t.person;
    // Someone searches the address first: the self-check must count it (a free preview).
    const searched = await page.request.post('/api/email-lookup', { data: { email } });
    expect(searched.ok()).toBe(true);

    await page.goto(`/my-data?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveTitle(t.tabTitle);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `form-${language}-desktop`);

    const mailbox = inbox(email);
    await mailbox.skipExisting();
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.sendCode, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.codeSent })).toBeVisible();
    const { code, mail } = await mailbox.nextCode();
    expect(mail.subject).toBe(t.subject);
    await page.getByLabel(t.code).fill(code);
    await page.getByRole('button', { name: t.submit, exact: true }).click();

    // The report a buyer would get, from the same sources (the stand-ins' synthetic person).
    await expect(page.getByRole('heading', { level: 1, name: t.reportTitle })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('report-summary')).toContainText(name);
    await expect(page.getByText(t.notStored)).toBeVisible();

    // The lookups per month, newest first: this month counts the search above.
    const table = page.getByRole('table', { name: t.table });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([...t.columns]);
    await expect(table.getByRole('row')).toHaveCount(13);
    const thisMonth = new Intl.DateTimeFormat(t.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('rowheader')).toHaveText(thisMonth);
    expect(Number(await firstRow.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);

    await expect(page.getByRole('link', { name: t.gravatar })).toHaveAttribute('href', 'https://gravatar.com/profile');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `report-${language}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table).toBeVisible();
    await screenshot(page, `report-${language}-phone`);

    await page.getByRole('link', { name: t.optOut, exact: true }).click();
    await expect(page).toHaveURL(/\/opt-out$/);
    await expect(page.getByRole('heading', { level: 1, name: t.optOutTitle })).toBeVisible();
  });
}

test('a wrong code is refused with a clear message, by keyboard alone', async ({ page }) => {
  const email = 'nobody.known@example.com';
  const mailbox = inbox(email);
  await mailbox.skipExisting();
  await page.goto('/my-data');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.en.title })).toBeVisible();
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await mailbox.nextCode();
  const codeField = page.getByLabel('One-time code');
  await expect(codeField).toBeFocused();
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired code. Please check the code or ask for a new one.');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'form-en-phone-error');
});
