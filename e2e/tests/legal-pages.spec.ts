import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

type Amounts = { eur: number; gbp: number };
interface Catalogue {
  displayCurrency: 'eur' | 'gbp';
  trial: { price: Amounts; credits: number };
  plans: { weekly: { price: Amounts; credits: number }; monthly: { price: Amounts; credits: number } };
  packs: Array<{ credits: number; price: Amounts }>;
}

/** The catalogue the API serves: the legal pages must show exactly its figures. */
async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const response = await request.get('/api/public-config');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { catalogue: Catalogue }).catalogue;
}

function price(catalogue: Catalogue, amounts: Amounts, language: 'en' | 'de'): string {
  const format = (currency: 'eur' | 'gbp') =>
    new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amounts[currency] / 100);
  const secondary = catalogue.displayCurrency === 'eur' ? 'gbp' : 'eur';
  return `${format(catalogue.displayCurrency)} (${format(secondary)})`;
}

/** The main content's text with Intl's non-breaking spaces as plain spaces. */
async function mainText(page: Page): Promise<string> {
  return ((await page.locator('#main').textContent()) ?? '').replace(/\u00a0/g, ' ');
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

test.describe('legal pages show the catalogue’s prices', () => {
  test('Terms of Service in English', async ({ page, request }) => {
    const cat = await catalogue(request);
    await page.goto('/terms?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByTestId('last-updated')).toContainText('Last updated:');
    await expect(page.getByRole('heading', { level: 2, name: /Disclaimer/ })).toBeVisible();
    const text = await mainText(page);
    expect(text).toContain(`trial for ${plain(price(cat, cat.trial.price, 'en'))}`);
    expect(text).toContain(`Weekly: ${plain(price(cat, cat.plans.weekly.price, 'en'))} per week, with ${cat.plans.weekly.credits} credits per week`);
    expect(text).toContain(`Monthly: ${plain(price(cat, cat.plans.monthly.price, 'en'))} per month, with ${cat.plans.monthly.credits} credits per month`);
    expect(text).toContain(`${cat.packs[0]!.credits} credits for ${plain(price(cat, cat.packs[0]!.price, 'en'))}`);
    expect(text).toContain(`change to the monthly plan at any time. The first month, ${plain(price(cat, cat.plans.monthly.price, 'en'))}, is charged at once`);
    // docs/decisions.md#included-in-every-report: what every report includes is not priced.
    expect(text).toContain('PDF download of the report: included in every report');
    expect(text).toContain('Breach & leak section: included in every report');
    await expect(page.getByRole('heading', { level: 2, name: '9. Included in every report' })).toBeVisible();
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  test('Nutzungsbedingungen auf Deutsch', async ({ page, request }) => {
    const cat = await catalogue(request);
    await page.goto('/terms?lng=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
    await expect(page.getByTestId('last-updated')).toContainText('Zuletzt aktualisiert:');
    await expect(page.getByRole('heading', { level: 2, name: /Haftungsausschluss/ })).toBeVisible();
    const text = await mainText(page);
    expect(text).toContain(`Testzeitraum für ${plain(price(cat, cat.trial.price, 'de'))}`);
    expect(text).toContain(`Wöchentlich: ${plain(price(cat, cat.plans.weekly.price, 'de'))} pro Woche`);
    expect(text).toContain(`Monatlich: ${plain(price(cat, cat.plans.monthly.price, 'de'))} pro Monat`);
    expect(text).toContain(`${cat.packs[0]!.credits} Suchguthaben für ${plain(price(cat, cat.packs[0]!.price, 'de'))}`);
    expect(text).toContain(`in das Monatsabo wechseln. Der erste Monat, ${plain(price(cat, cat.plans.monthly.price, 'de'))}, wird sofort`);
    expect(text).toContain('PDF-Download des Berichts: in jedem Bericht enthalten');
    expect(text).toContain('Abschnitt zu Datenlecks und Leaks: in jedem Bericht enthalten');
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  test('Privacy Policy and Cookie Policy in both languages', async ({ page }) => {
    await page.goto('/privacy?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('#main')).toContainText('within 72 hours');
    await page.goto('/cookie-policy?lng=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' })).toBeVisible();
    await expect(page.locator('#main')).toContainText('PECR');
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  });
});

test.describe('help centre', () => {
  test('questions expand and collapse; cancel, opt-out and support links', async ({ page }) => {
    await page.goto('/help-center?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    for (const group of ['Subscription management', 'Self-help', 'Connect with support', 'Assistance overview']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const question = page.getByRole('button', { name: 'Does my subscription renew automatically?' });
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();

    await expect(page.getByRole('button', { name: 'Cancel subscription or get help' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', /^mailto:.+@.+/);
    await page.getByRole('button', { name: 'How do I stop my email address being searched?' }).click();
    await expect(page.getByRole('link', { name: 'opt-out page' })).toHaveAttribute('href', '/opt-out');
  });

  test('the footer’s About Us link opens the About page, and there is no Blog link (there is no blog)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/?lng=en');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog' })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
