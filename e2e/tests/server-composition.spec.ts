import { expect, test, type Page } from '@playwright/test';
import { API_PORT, portBlock, startStack } from '@mailscout/test-stack';

/** docs/architecture.md#prerendered-pages: each prerendered page, its main heading in both languages. */
const PAGES = [
  { path: '/', en: 'Find out who is behind an email address', de: 'Finden Sie heraus, wer hinter einer E-Mail-Adresse steckt' },
  { path: '/terms', en: 'Terms of Service', de: 'Nutzungsbedingungen' },
  { path: '/privacy', en: 'Privacy Policy', de: 'Datenschutzerklärung' },
  { path: '/cookie-policy', en: 'Cookie Policy', de: 'Cookie-Richtlinie' },
  { path: '/help-center', en: 'Help Center', de: 'Hilfe-Center' },
] as const;

const LANGUAGES = ['en', 'de'] as const;

/** Errors the page logs, except failed requests to the API (none runs for some of these). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The language switch, behind the menu button when the navigation is collapsed (German on a laptop). */
async function switchLanguage(page: Page, language: 'en' | 'de') {
  const nav = page.getByRole('navigation').first();
  const toggle = nav.getByRole('button', { name: /^(Menu|Menü)$/ });
  if (await toggle.isVisible()) await toggle.click();
  await nav.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
}

/** Marks the server's heading before any script can replace it; hydration keeps the same node. */
async function markServerHeading(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverHeading?: Element | null }).__serverHeading = document.querySelector('main h1');
    }),
  );
}

for (const { path, ...headings } of PAGES) {
  for (const language of LANGUAGES) {
    test(`${path} in ${language} has its heading in the HTML before any script, and hydrates without errors`, async ({ page, request, browser }) => {
      const response = await request.get(`${path}?lng=${language}`, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-language']).toBe(language);
      expect(response.headers()['x-prerendered']).toBeTruthy();
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${headings[language]}</h1>`));

      // Without JavaScript at all, the page is there.
      const noScript = await browser.newContext({ javaScriptEnabled: false, locale: language === 'de' ? 'de-DE' : 'en-GB' });
      const plain = await noScript.newPage();
      await plain.goto(path);
      await expect(plain.getByRole('heading', { level: 1, name: headings[language] })).toBeVisible();
      await expect(plain.getByRole('navigation').first()).toBeVisible();
      await noScript.close();

      // With it, the server's page is hydrated, not rendered again.
      const errors = collectErrors(page);
      await markServerHeading(page);
      await page.goto(`${path}?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: headings[language] })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __serverHeading?: Element | null }).__serverHeading === document.querySelector('main h1')))
        .toBe(true);
      // Interactive: the language switch changes the page in place.
      const other = language === 'en' ? 'de' : 'en';
      await switchLanguage(page, other);
      await expect(page.getByRole('heading', { level: 1, name: headings[other] })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}

test('the server speaks the language the browser would choose: Accept-Language, region, then the stored choice', async ({ browser }) => {
  const austrian = await browser.newContext({ locale: 'en-AT' });
  const page = await austrian.newPage();
  const first = await page.goto('/');
  expect(first?.headers()['content-language']).toBe('de');
  await expect(page.getByRole('heading', { level: 1, name: PAGES[0].de })).toBeVisible();
  // Choosing English is stored, mirrored to the cookie, and the next page arrives in English.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: PAGES[0].en })).toBeVisible();
  const next = await page.goto('/terms');
  expect(next?.headers()['content-language']).toBe('en');
  expect(await next?.text()).toContain('<h1');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await austrian.close();
});

test('the search form works before the remote’s code arrives, and keeps what was typed when it does', async ({ page }) => {
  const errors = collectErrors(page);
  // Hold the marketing remote's entry until the visitor has typed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/remoteEntry\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.fill('typed.before@example.com');
  release();
  // Typing was the first use: the remote's code comes and hydrates the form, keeping what was typed;
  // then the search is the component's: an invalid address is refused in place.
  await expect(page.locator('html')).toHaveAttribute('data-remote-shown', 'marketing');
  await expect(field).toHaveValue('typed.before@example.com');
  await field.fill('not an address');
  await page.getByRole('button', { name: 'Search Now' }).click();
  await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
  expect(page.url()).not.toContain('/email-scan');
  expect(errors).toEqual([]);
});

test('a legal page is composed with the figures of the public configuration in its HTML, which the browser hydrates with (docs/architecture.md#prerendered-pages)', async ({ page, request }) => {
  const response = await request.get('/terms?lng=de', { headers: { accept: 'text/html' } });
  const html = await response.text();
  // The text itself (dates, prices) is in the server's HTML, and the configuration it was rendered with beside it.
  expect(html).toContain('id="ms-public-config"');
  expect(html).toContain('data-testid="last-updated"');
  expect(html).not.toMatch(/<main[^>]*>[\s\S]*aria-busy="true"/);
  const errors = collectErrors(page);
  await page.goto('/terms?lng=de');
  const updated = page.getByTestId('last-updated');
  await expect(updated).toBeVisible();
  const serverText = await updated.textContent();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.locator('html')).toHaveAttribute('data-remote-shown', 'legal');
  await expect(updated).toHaveText(serverText ?? '');
  expect(errors).toEqual([]);
});

test('without JavaScript the plain search form opens the funnel with the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill('plain.form@example.com');
  await page.getByRole('button', { name: 'Search Now' }).click();
  await expect(page).toHaveURL(/\/email-scan\?email=plain\.form%40example\.com$/);
  // The funnel renders in the browser: its page arrives with the frame.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await context.close();
});

test('pages without a fragment get the server-rendered frame; a remote down serves its last fragment', async ({ page, request }) => {
  test.setTimeout(60_000);
  const payment = await request.get('/payment', { headers: { accept: 'text/html' } });
  expect(payment.headers()['x-prerendered']).toBeUndefined();
  const html = await payment.text();
  expect(html).toContain('aria-label="Main navigation"');
  expect(html).toContain('aria-busy="true"');

  // A stack of its own, so stopping a remote does not disturb other tests.
  const stack = await startStack({ ...portBlock(3500), apiUrl: `http://127.0.0.1:${API_PORT}` });
  try {
    const warm = await request.get(`${stack.url}/terms`, { headers: { accept: 'text/html' } });
    expect(warm.headers()['x-prerendered']).toMatch(/^legal@/);
    await stack.stopRemote('legal');
    // Once the edge asks the remote again (its manifest is trusted for a few seconds), it has the copy.
    await expect
      .poll(async () => (await request.get(`${stack.url}/terms`, { headers: { accept: 'text/html' } })).headers()['x-prerendered'], { timeout: 20_000 })
      .toMatch(/^legal@.*; stale$/);
    const cached = await request.get(`${stack.url}/terms`, { headers: { accept: 'text/html' } });
    expect(await cached.text()).toMatch(/<h1[^>]*>Terms of Service<\/h1>/);
    // Never fetched while up: the browser renders it, and shows the remote's fallback.
    const unknown = await request.get(`${stack.url}/privacy`, { headers: { accept: 'text/html' } });
    expect(unknown.headers()['x-prerendered']).toBeUndefined();
    await page.goto(`${stack.url}/privacy`);
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
  } finally {
    await stack.close();
  }
});

/** docs/architecture.md#request-rendered-stages: the checklist's heading per language. */
const CHECKLIST = { en: 'Verifying email address', de: 'E-Mail-Adresse wird überprüft' } as const;

for (const language of LANGUAGES) {
  test(`/email-scan in ${language}: the checklist is rendered for the request, with the address and its first row, and goes on once hydrated`, async ({ page, request, browser }) => {
    const address = `maren.holt+${language}@example.com`;
    const url = `/email-scan?email=${encodeURIComponent(address)}&lng=${language}`;
    const response = await request.get(url, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-prerendered']).toMatch(/^funnel@/);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${CHECKLIST[language]}</h1>`));
    expect(html).toContain(address);
    expect(html).toContain('"hydrateAtOnce":true');
    // Another address is another page: nothing of one visitor's is kept for the next.
    const other = await (await request.get(`/email-scan?email=jane%40example.com&lng=${language}`, { headers: { accept: 'text/html' } })).text();
    expect(other).not.toContain(address);

    // Without JavaScript, the stage and its first row are there.
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: language === 'de' ? 'de-DE' : 'en-GB' });
    const plain = await noScript.newPage();
    await plain.goto(url);
    await expect(plain.getByRole('heading', { level: 1, name: CHECKLIST[language] })).toBeVisible();
    await expect(plain.locator('.fn-checklist__rows li')).toHaveCount(1);
    await noScript.close();

    // With it, the server's stage is hydrated in place and its checks go on to real results.
    const errors = collectErrors(page);
    await markServerHeading(page);
    await page.goto(url);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __serverHeading?: Element | null }).__serverHeading === document.querySelector('main h1')))
      .toBe(true);
    await expect(page.locator('.fn-checklist__rows li').nth(1)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('check-validEmail')).toHaveText(language === 'en' ? 'Valid emailYes' : 'Gültige E-Mail-AdresseJa', { timeout: 20_000 });
    expect(errors).toEqual([]);
  });
}
