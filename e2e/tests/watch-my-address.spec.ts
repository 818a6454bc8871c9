import { expect, test } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';
import { seriousViolations } from '../support/axe';

/**
 * docs/decisions.md#watch-my-address as a person lives it: the self-check's code proves the
 * address, its result turns the watch on; a breach then appears at the source stand-in, and the
 * next check mails it once; the mail's manage link shows the watch, and the mail client's
 * one-click unsubscribe (a POST without a session) ends it. The test stack checks watches every
 * minute instead of every week.
 */
test.describe.configure({ timeout: 240_000 });

const TEXTS = {
  en: {
    email: 'oskar.lind@example.com',
    emailLabel: 'Email address',
    sendCode: 'Send code',
    code: 'One-time code',
    submit: 'Show my data',
    reportTitle: 'Email Scan Results',
    heading: 'Watch my address',
    turnOn: 'Watch this address',
    watched: /^This address is watched/,
    sources: 'What the watch asks, and what it cannot see',
    subject: 'Something new about your address at MailScout',
    news: 'New data breach: Pixelboard (2019-03-14) (found by Have I Been Pwned)',
    notSafe: 'does not mean your address is safe',
    notWatched: 'This address is not watched.',
  },
  de: {
    email: 'nadia.felt@example.net',
    emailLabel: 'E-Mail-Adresse',
    sendCode: 'Code senden',
    code: 'Einmalcode',
    submit: 'Meine Daten anzeigen',
    reportTitle: 'E-Mail-Scan-Ergebnisse',
    heading: 'Meine Adresse beobachten',
    turnOn: 'Diese Adresse beobachten',
    watched: /^Diese Adresse wird beobachtet/,
    sources: 'Was die Beobachtung abfragt und was sie nicht sehen kann',
    subject: 'Etwas Neues zu Ihrer Adresse bei MailScout',
    news: 'Neues Datenleck: Pixelboard (2019-03-14) (gefunden von Have I Been Pwned)',
    notSafe: 'heißt das nicht, dass Ihre Adresse sicher ist',
    notWatched: 'Diese Adresse wird nicht beobachtet.',
  },
} as const;

async function watchOf(email: string) {
  const client = new MongoClient(process.env.E2E_MONGO_URI!, { serverSelectionTimeoutMS: 5_000 });
  try {
    return await client.db().collection('watches').findOne({ email });
  } finally {
    await client.close();
  }
}

/** Waits until the watch's first check has learned what is there (only later checks can find news). */
async function firstCheckDone(email: string): Promise<void> {
  await expect.poll(async () => (await watchOf(email))?.seen ?? null, { message: `the first check of ${email}`, timeout: 60_000 }).not.toBeNull();
}

for (const language of ['en', 'de'] as const) {
  const t = TEXTS[language];

  test(`${language}: turned on from the self-check, a new breach mailed once, ended in one click`, async ({ page, request }) => {
    const mailbox = inbox(t.email);
    await mailbox.skipExisting();

    await page.goto(`/my-data?lng=${language}`);
    await page.getByLabel(t.emailLabel).fill(t.email);
    await page.getByRole('button', { name: t.sendCode, exact: true }).click();
    const { code } = await mailbox.nextCode();
    await page.getByLabel(t.code).fill(code);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.reportTitle })).toBeVisible({ timeout: 45_000 });

    // The result offers the watch, names what it asks and what that cannot see.
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    await expect(page.getByText(t.sources)).toBeVisible();
    await page.getByRole('button', { name: t.turnOn }).click();
    await expect(page.getByRole('status').filter({ hasText: t.watched })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await firstCheckDone(t.email);

    // A breach appears at the HIBP stand-in.
    const changed = await request.post(`${process.env.E2E_SOURCES_URL}/_stand-in/person-changes`, { data: { email: t.email, addBreaches: ['Pixelboard'] } });
    expect(changed.ok()).toBe(true);
    const mail = await mailbox.next(150_000);
    expect(mail.subject).toBe(t.subject);
    expect(mail.text).toContain(t.news);
    expect(mail.text).toContain(t.notSafe);

    // The mail's manage link shows the watch, without signing in.
    const manage = /(\/my-data\?watch=[^\s"<]+)/.exec(mail.text)![1]!;
    await page.goto(manage);
    await expect(page.getByText(t.watched)).toBeVisible();

    // The mail client's one-click unsubscribe: a form POST, no session, no cookie.
    const unsubscribe = /(\/api\/watch\/unsubscribe\?token=[^\s"<]+)/.exec(mail.text)![1]!;
    const ended = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(ended.status()).toBe(200);
    await page.reload();
    await expect(page.getByText(t.notWatched)).toBeVisible();
    // Nothing is left to check or mail about it.
    expect(await watchOf(t.email)).toBeNull();
  });
}
