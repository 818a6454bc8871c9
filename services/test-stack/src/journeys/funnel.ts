import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export type Language = 'en' | 'de';

/** The funnel's texts the tests act on, in both languages (from mfe-funnel/src/i18n). */
export const FUNNEL_TEXTS = {
  en: {
    checklistTitle: 'Verifying email address',
    checklistTitlePhone: 'Verifying phone number',
    progressComplete: 'Lookup complete',
    ageGateTitle: 'AGE VERIFICATION REQUIRED',
    ageGateConfirm: 'YES, I AM 18 OR OLDER',
    ageGateExit: 'Exit',
    submitTitle: 'Which email address should we use for your account and receipt?',
    billingEmail: 'Billing email',
    proceed: 'Proceed',
    emailUpdated: 'Confirmation Email Updated',
    checkoutTitle: 'SECURE CHECKOUT',
    nameOnCard: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiration date (MM / YY)',
    cvc: 'Security code (CVC)',
    pay: /^Pay .+ and (get my report|start my trial)$/,
    paidToast: 'Payment Successful',
    processing: 'Running final scan...',
    resultsTitle: 'Email Scan Results',
    resultsTitlePhone: 'Phone Scan Results',
    accounts: 'Linked accounts',
    breaches: 'Data breaches',
    unavailable: 'Unavailable',
    copy: 'Copy Results',
    pdf: 'Download PDF',
    usingCredit: 'Using available credit',
    paymentFailed: 'The payment did not go through',
    authApprove: 'Complete authentication',
    /** The checkout's terms box with the 14-day-right statement (docs/decisions.md#receipts-and-terms). */
    checkoutTerms: /I agree to the Terms of Service .*14-day right to cancel/,
    orderTitle: 'Order a report',
    orderSearch: 'Email address to look up',
    orderContinue: 'Continue',
  },
  de: {
    checklistTitle: 'E-Mail-Adresse wird überprüft',
    checklistTitlePhone: 'Telefonnummer wird überprüft',
    progressComplete: 'Suche abgeschlossen',
    ageGateTitle: 'ALTERSPRÜFUNG ERFORDERLICH',
    ageGateConfirm: 'JA, ICH BIN 18 ODER ÄLTER',
    ageGateExit: 'Verlassen',
    submitTitle: 'Welche E-Mail-Adresse sollen wir für Ihr Konto und Ihre Quittung verwenden?',
    billingEmail: 'E-Mail-Adresse für die Rechnung',
    proceed: 'Weiter',
    emailUpdated: 'Bestätigungs-E-Mail aktualisiert',
    checkoutTitle: 'SICHERER CHECKOUT',
    nameOnCard: 'Name auf der Karte',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM / JJ)',
    cvc: 'Sicherheitscode (CVC)',
    pay: /^.+ bezahlen und (Bericht erhalten|Testphase starten)$/,
    paidToast: 'Zahlung erfolgreich',
    processing: 'Führe letzten Scan durch...',
    resultsTitle: 'E-Mail-Scan-Ergebnisse',
    resultsTitlePhone: 'Telefon-Scan-Ergebnisse',
    accounts: 'Verknüpfte Konten',
    breaches: 'Datenlecks',
    unavailable: 'Nicht verfügbar',
    copy: 'Ergebnisse kopieren',
    pdf: 'PDF herunterladen',
    usingCredit: 'Verfügbares Guthaben wird verwendet',
    paymentFailed: 'Die Zahlung ist nicht durchgegangen',
    authApprove: 'Authentifizierung abschließen',
    checkoutTerms: /Ich stimme den Nutzungsbedingungen .*14-tägiges Widerrufsrecht/,
    orderTitle: 'Bericht bestellen',
    orderSearch: 'Gesuchte E-Mail-Adresse',
    orderContinue: 'Weiter',
  },
} as const;

/** Stripe's test cards as the emulator knows them (services/stripe-emulator/src/payments/test-cards.ts). */
export const TEST_CARDS = {
  success: '4242424242424242',
  /** Needs 3D Secure on every payment. */
  sca: '4000002760003184',
  declined: '4000000000000002',
  mastercard: '5555555555554444',
  /** Needs 3D Secure when saved for later, not for the payments after. */
  scaOnSetup: '4000002500003155',
} as const;

/** Synthetic people of the embedded seed and the source stand-ins (services/source-stubs/src/fixtures/people.ts). */
export const SEEDED = {
  /** Gravatar with verified accounts, GitHub, three breaches (one of them a spam list). */
  maren: 'maren.holt@example.com',
  /** The stand-ins answer 500 for this address: every networked source fails. */
  broken: 'broken@example.com',
} as const;

/** The dialog the shell's design system renders for the age gate, the scan warning and errors. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * From the verification checklist through the progress screen to the age gate, which it
 * confirms: the stages run on real time (rows 0.8–1.6 s apart, items per source answer).
 */
export async function passLookupStages(page: Page, language: Language = 'en', kind: 'email' | 'phone' = 'email') {
  const texts = FUNNEL_TEXTS[language];
  await expect(page.getByRole('heading', { level: 1, name: kind === 'email' ? texts.checklistTitle : texts.checklistTitlePhone })).toBeVisible();
  const gate = dialog(page, texts.ageGateTitle);
  await expect(gate).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: texts.progressComplete })).toBeAttached();
  await gate.getByRole('button', { name: texts.ageGateConfirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.submitTitle })).toBeVisible();
}

/** The email-submit stage signed out: billing email, terms, Proceed → payment. */
export async function submitBillingEmail(page: Page, billingEmail: string, language: Language = 'en') {
  const texts = FUNNEL_TEXTS[language];
  await page.getByLabel(texts.billingEmail).fill(billingEmail);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.proceed, exact: true }).click();
}

/** Types a card into the emulator's Stripe.js fields (real inputs, as Stripe's iframes hold). */
export async function fillCard(page: Page, card: string, language: Language = 'en') {
  const texts = FUNNEL_TEXTS[language];
  await page.getByLabel(texts.cardNumber).fill(card);
  await page.getByLabel(texts.expiry).fill('12 / 34');
  await page.getByLabel(texts.cvc).fill('123');
}

/** Ticks the checkout's terms box (required on every checkout path, docs/decisions.md#receipts-and-terms). */
export async function acceptCheckoutTerms(page: Page, language: Language = 'en') {
  await page.getByRole('checkbox', { name: FUNNEL_TEXTS[language].checkoutTerms }).check();
}

/** Fills the checkout, ticks the terms and pays. */
export async function payWithCard(page: Page, card: string, language: Language = 'en', name = 'Alex Example') {
  const texts = FUNNEL_TEXTS[language];
  await expect(page.getByRole('heading', { name: texts.checkoutTitle })).toBeVisible();
  await page.getByLabel(texts.nameOnCard).fill(name);
  await fillCard(page, card, language);
  await acceptCheckoutTerms(page, language);
  await page.getByRole('button', { name: texts.pay }).click();
}

/** The results page of a finished scan. */
export async function expectResults(page: Page, language: Language = 'en', kind: 'email' | 'phone' = 'email') {
  const texts = FUNNEL_TEXTS[language];
  await expect(page.getByRole('heading', { level: 1, name: kind === 'email' ? texts.resultsTitle : texts.resultsTitlePhone })).toBeVisible({ timeout: 30_000 });
}

/** A report card by its section id (report-document.ts: accounts, breaches, profile…). */
export const reportSection = (page: Page, id: string) => page.getByTestId(`section-${id}`);

/** The text of a PDF as a reader sees it (pdf.js, Mozilla's PDF reader): it must open to be read. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The 14 standard fonts the report uses (Helvetica…) come with pdf.js as files.
  const standardFontDataUrl = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((entry) => ('str' in entry ? entry.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/**
 * Records every toast text the page shows from now on (until the next full page load). A stage's
 * toast is dismissed when its stage ends (docs/product.md#page-details): 'Payment Successful' may be gone before a
 * test looks, if the scan is quick, so tests check that it was said, and that it is gone.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __funnelToasts: string[] }).__funnelToasts = seen;
    const read = () => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    };
    read();
    new MutationObserver(read).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __funnelToasts: string[] }).__funnelToasts);
}

/** 'Payment Successful' was said, and is gone once the report shows. */
export async function expectPaidToastSaid(page: Page, seen: () => Promise<string[]>, language: Language = 'en') {
  expect((await seen()).some((text) => text.includes(FUNNEL_TEXTS[language].paidToast))).toBe(true);
  await expect(page.getByTestId('toast').filter({ hasText: FUNNEL_TEXTS[language].paidToast })).toHaveCount(0);
}
