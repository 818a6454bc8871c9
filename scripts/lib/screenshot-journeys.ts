import type { BrowserContext, Page } from 'playwright-core';
import { seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { expectResults, passLookupStages, payWithCard, SEEDED, submitBillingEmail, TEST_CARDS } from '@mailscout/test-stack/journeys/funnel';
import { signInViaApi } from '@mailscout/test-stack/journeys/identity';
import { withLanguage, type Language } from './routes';

type Shoot = (page: Page, name: string) => Promise<void>;
type PlaywrightTestPage = Parameters<typeof signInViaApi>[0];
/** The e2e helpers are typed with @playwright/test's Page; it is the same playwright-core object. */
const asTestPage = (page: Page) => page as unknown as PlaywrightTestPage;

/** /account signed in: an account with a subscription and a real session, as e2e's helpers make them. */
export async function shootAccount(context: BrowserContext, language: Language, shoot: Shoot): Promise<void> {
  const page = await context.newPage();
  const email = uniqueEmail('screens');
  await seedAccount(email, { credits: 3, language });
  await signInViaApi(asTestPage(page), email);
  await page.goto(withLanguage('/account', language));
  await shoot(page, 'account');
  await page.close();
}

/**
 * The funnel as a buyer goes through it with a seeded person: the email-submit stage, the
 * checkout and the paid report, each captured on the way.
 */
export async function shootPaidJourney(context: BrowserContext, language: Language, shoot: Shoot): Promise<void> {
  const page = await context.newPage();
  const testPage = asTestPage(page);
  await page.goto(withLanguage(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}`, language));
  await passLookupStages(testPage, language);
  await shoot(page, 'funnel-email-submit');
  await submitBillingEmail(testPage, uniqueEmail('buyer'), language);
  await shoot(page, 'funnel-checkout');
  await payWithCard(testPage, TEST_CARDS.success, language);
  await expectResults(testPage, language);
  await shoot(page, 'report');
  await page.close();
}
