import { expect, test } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { FUNNEL_TEXTS, passLookupStages, SEEDED, submitBillingEmail } from '@mailscout/test-stack/journeys/funnel';
import { MAIN_STACK } from '@mailscout/test-stack';

/** docs/product.md#lookup-funnel: the funnel's JavaScript only on funnel routes, Stripe.js only at the payment stage. */
test.describe.configure({ timeout: 120_000 });
const texts = FUNNEL_TEXTS.en;

test('home loads no funnel code; the funnel loads no Stripe.js before the payment stage', async ({ page }) => {
  const funnelOrigin = `http://localhost:${MAIN_STACK.remotePorts.funnel}`;
  const funnelFiles: string[] = [];
  const stripeScripts: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(funnelOrigin)) funnelFiles.push(url);
    if (url.endsWith('/v3/stripe.js')) stripeScripts.push(url);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find out who is behind an email address' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(funnelFiles, 'funnel files requested on /').toEqual([]);

  await page.getByPlaceholder('Enter an email address to look up').fill(SEEDED.maren);
  await page.getByRole('button', { name: 'Search Now', exact: true }).click();
  await passLookupStages(page);
  expect(funnelFiles.some((url) => url.endsWith('/remoteEntry.js') || url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(stripeScripts, 'Stripe.js before the payment stage').toEqual([]);

  await submitBillingEmail(page, uniqueEmail('lazy'));
  await expect(page.getByLabel(texts.cardNumber)).toBeVisible();
  expect(stripeScripts).toHaveLength(1);
});
