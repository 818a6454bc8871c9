import { expect, type Page } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { dialog, FUNNEL_TEXTS, payWithCard, type Language } from '@mailscout/test-stack/journeys/funnel';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';

/** The checkout's issue-12 texts the tests act on, in both languages (mfe-funnel/src/i18n/checkout-translations.ts). */
export const CHECKOUT_TEXTS = {
  en: {
    proofAccount: 'Sign in to continue',
    proofOwn: 'Confirm that this is your address',
    proofEnter: 'This address already has an account. Enter the code we sent to it to continue.',
    sendCode: 'Send code',
    resend: 'Send a new code',
    code: '6-digit code',
    verify: 'Verify code',
    signedInAs: (email: string) => `Signed in as ${email}. You can continue.`,
    choices: 'Choose what to buy',
    pack: (credits: number) => new RegExp(`^${credits} credits · `),
    payPack: /^Pay .+ with Visa •••• \d{4}$/,
    noCredits: 'No credits available',
    ownAddress: 'I am looking up my own address',
    billingLabel: 'Billing email',
  },
  de: {
    proofAccount: 'Zum Fortfahren anmelden',
    proofOwn: 'Bestätigen Sie, dass dies Ihre Adresse ist',
    proofEnter: 'Für diese Adresse gibt es bereits ein Konto. Geben Sie den Code ein, den wir an sie gesendet haben, um fortzufahren.',
    sendCode: 'Code senden',
    resend: 'Neuen Code senden',
    code: '6-stelliger Code',
    verify: 'Code prüfen',
    signedInAs: (email: string) => `Angemeldet als ${email}. Sie können fortfahren.`,
    choices: 'Wählen Sie, was Sie kaufen möchten',
    pack: (credits: number) => new RegExp(`^${credits} Guthaben · `),
    payPack: /^.+ mit Visa •••• \d{4} bezahlen$/,
    noCredits: 'Kein Guthaben verfügbar',
    ownAddress: 'Ich suche meine eigene Adresse',
    billingLabel: 'E-Mail-Adresse für die Rechnung',
  },
} as const;

/** The 3D Secure test page of the emulator's Stripe.js: approve it. */
export async function approveChallenge(page: Page, language: Language = 'en') {
  const challenge = dialog(page, language === 'de' ? '3D-Secure-Testauthentifizierung' : '3D Secure test authentication');
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: FUNNEL_TEXTS[language].authApprove }).click();
}

/**
 * A subscriber made the way the product makes one: the trial bought on /payment with a card
 * (approving 3D Secure when the card asks for it), which signs the new account in and saves
 * the card that packs are later charged to.
 */
export async function subscribeOnPaymentPage(page: Page, email: string, card: string, language: Language = 'en', options: { sca?: boolean } = {}) {
  await page.goto(`/payment?lng=${language}`);
  await page.getByLabel(FUNNEL_TEXTS[language].billingEmail).fill(email);
  await payWithCard(page, card, language);
  if (options.sca) await approveChallenge(page, language);
  // The charge, its confirmation and the new session take several round trips: on a busy CI
  // machine 20 s was once not enough. Should it still not arrive, say what the page showed.
  try {
    await expect(page).toHaveURL(/\/account$/, { timeout: 45_000 });
  } catch (error) {
    const said = await page.locator('[role="alert"], [role="status"]').allInnerTexts().catch(() => []);
    throw new Error(`the trial bought on /payment did not lead to /account; the page said: ${JSON.stringify(said)}\n${String(error)}`);
  }
}

/**
 * Sets an account's credit balance straight in the API's database (a subscriber who has used
 * up their credits; spending them through scans would take minutes), and the page's copy of it.
 */
export async function setBalance(page: Page, email: string, credits: number) {
  const uri = process.env.E2E_MONGO_URI;
  if (!uri) throw new Error('E2E_MONGO_URI is not set: the global setup starts MongoDB');
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    const result = await client.db().collection('users').updateOne({ email: email.toLowerCase() }, { $set: { credits } });
    expect(result.matchedCount).toBe(1);
  } finally {
    await client.close();
  }
  await page.evaluate((value) => {
    const raw = localStorage.getItem('mailscout.session');
    if (raw) localStorage.setItem('mailscout.session', JSON.stringify({ ...JSON.parse(raw), credits: value }));
  }, credits);
}

/**
 * The code proof inside the checkout (docs/decisions.md#billing-proof): send the code, read it from MailDev, enter
 * it; the checkout then says who is signed in.
 */
export async function proveWithCode(page: Page, email: string, language: Language = 'en', title: string = CHECKOUT_TEXTS[language].proofAccount) {
  const texts = CHECKOUT_TEXTS[language];
  const panel = page.getByRole('group', { name: title });
  await expect(panel).toBeVisible();
  const mailbox = inbox(email);
  await mailbox.skipExisting();
  // A first code, or a new one when a code was already asked for.
  const send = panel.getByRole('button', { name: texts.sendCode });
  await ((await send.count()) ? send : panel.getByRole('button', { name: texts.resend })).click();
  const { code } = await mailbox.nextCode();
  await panel.getByLabel(texts.code).fill(code);
  await panel.getByRole('button', { name: texts.verify }).click();
  await expect(page.getByText(texts.signedInAs(email.toLowerCase()))).toBeVisible();
  await expect(panel).toHaveCount(0);
}
