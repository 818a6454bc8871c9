import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { MongoClient, ObjectId } from 'mongodb';

const EN_TITLE = 'Find out who is behind an email address';
const DE_TITLE = 'Finden Sie heraus, wer hinter einer E-Mail-Adresse steckt';

async function expectGermanHome(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: DE_TITLE })).toBeVisible();
  await expect(page.getByPlaceholder('E-Mail-Adresse zum Nachschlagen eingeben')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt suchen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Häufig gestellte Fragen' })).toBeVisible();
}

test.describe('home page in English', () => {
  test('hero, search form, sections and anchors', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: EN_TITLE })).toBeVisible();
    const input = page.getByPlaceholder('Enter an email address to look up');
    await expect(input).toBeVisible();
    const button = page.getByRole('button', { name: 'Search Now' });
    expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(120);
    await expect(page.locator('#search').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    for (const id of ['search', 'phone-search', 'how-it-works', 'features', 'why-use', 'faq']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#discover li')).toHaveCount(7);
    await expect(page.locator('#why-use li')).toHaveCount(5);
    await expect(page.locator('#faq button[aria-expanded]')).toHaveCount(7);
    // docs/decisions.md#marketing-claim: no invented claim.
    await expect(page.locator('body')).not.toContainText('50,000');
  });

  test('trust on sight (docs/conventions.md#design-system): an example report labelled as such, the honest promises, the page title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Reverse Email Lookup – MailScout');
    const example = page.getByRole('figure', { name: /made-up data/ });
    await expect(example.getByText('Example report')).toBeVisible();
    await expect(example).toContainText('alex@example.com');
    const promises = page.locator('#promises');
    await expect(promises.getByRole('heading', { level: 3 })).toHaveText(['Named sources', 'No one is notified', 'Opt-out for anyone', 'Payments by Stripe', 'Cancel any time']);
    // docs/decisions.md#claims-from-catalogue: every source of the catalogue by name, and nothing no source searches.
    for (const source of ['Gravatar', 'GitHub', 'GitLab', 'Libravatar', 'keys.openpgp.org', 'Have I Been Pwned', 'records index']) await expect(promises).toContainText(source);
    await expect(page.locator('#discover')).not.toContainText(/family|household|dark-web/i);
    await promises.getByRole('link', { name: 'opt-out page' }).click();
    await expect(page).toHaveURL(/\/opt-out$/);
    await page.goto('/?lng=de');
    await expect(page).toHaveTitle('E-Mail-Rückwärtssuche – MailScout');
    await expect(page.getByRole('figure', { name: /erfundenen Daten/ }).getByText('Beispielbericht')).toBeVisible();
  });

  test('validation errors show inline and as a toast; editing clears the inline error', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search Now' }).click();
    await expect(page.locator('#search').getByRole('alert')).toHaveText('Please enter an email address');
    await expect(page.getByTestId('toast')).toContainText('Please enter an email address');
    const input = page.getByPlaceholder('Enter an email address to look up');
    await input.fill('jane@example');
    await page.keyboard.press('Enter');
    await expect(page.locator('#search').getByRole('alert')).toHaveText('Please enter a valid email address');
    await input.press('m');
    await expect(page.locator('#search').getByRole('alert')).toHaveCount(0);
  });

  test('the phone search goes to /phone-scan with the number', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Search Phone' }).click();
    await expect(page).toHaveURL(/\/phone-scan\?phone=%2B442079460000$/);
  });

  test('the navigation’s Phone Scan link reaches the phone search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/terms');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Phone Scan' }).click();
    await expect(page.locator('#phone-search')).toBeInViewport();
  });
});

test.describe('home page in German', () => {
  test.describe('by browser language', () => {
    test.use({ locale: 'de-DE' });
    test('de-DE', async ({ page }) => {
      await page.goto('/');
      await expectGermanHome(page);
    });
  });

  test.describe('by region', () => {
    test.use({ locale: 'en-AT' });
    test('en-AT', async ({ page }) => {
      await page.goto('/');
      await expectGermanHome(page);
    });
  });

  test('by ?lng=de', async ({ page }) => {
    await page.goto('/?lng=de');
    await expectGermanHome(page);
  });
});

test.describe('FAQ accordion', () => {
  test('opens and closes by keyboard', async ({ page }) => {
    await page.goto('/');
    const question = page.getByRole('button', { name: 'Will the person be notified that I searched for them?' });
    const answerId = await question.getAttribute('aria-controls');
    const answer = page.locator(`#${answerId}`);
    await expect(answer).toBeHidden();

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('not notified');

    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'How do I cancel my subscription?' })).toBeFocused();
  });
});

/**
 * Completed email scans straight into the API's database (services/api/src/store/repositories/
 * scans-repository.ts), as a paid lookup leaves them: the ticker's only source.
 */
async function seedCompletedScans(scans: Array<{ target: string; ageMs: number }>) {
  const client = new MongoClient(process.env.E2E_MONGO_URI!, { serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    const now = Date.now();
    await client.db().collection<{ _id: string }>('scans').insertMany(
      scans.map(({ target, ageMs }) => ({
        _id: `e2e-ticker-${crypto.randomBytes(8).toString('hex')}`,
        userId: new ObjectId(),
        kind: 'email',
        target,
        targetHash: crypto.randomBytes(16).toString('base64url'),
        status: 'completed',
        leaseOwner: null,
        leaseUntil: null,
        attempts: 1,
        createdAt: new Date(now - ageMs),
        completedAt: new Date(now - ageMs),
        expiresAt: new Date(now + 30 * 86_400_000),
        error: null,
        sources: {},
      })),
    );
  } finally {
    await client.close();
  }
}

test.describe('latest-results ticker (docs/decisions.md#ticker)', () => {
  const HOUR = 3_600_000;
  const tag = crypto.randomBytes(3).toString('hex');
  const seeded = [
    { target: `tickerjohn${tag}@gmail.com`, ageMs: HOUR },
    { target: `tickeranna${tag}@acme-ticker-${tag}.de`, ageMs: 3 * 24 * HOUR },
  ];

  test.beforeAll(async () => {
    await seedCompletedScans(seeded);
  });

  test('shows only masked addresses, provider icons and today / this week, in en and de', async ({ page, request }) => {
    const response = await request.get('/api/recent-lookups');
    expect(response.headers()['cache-control']).toBe('public, max-age=5');
    const body = await response.text();
    for (const leak of [`tickerjohn${tag}`, `tickeranna${tag}`, `acme-ticker-${tag}`, 'e2e-ticker-']) expect(body).not.toContain(leak);
    expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}/);

    await page.goto('/');
    const ticker = page.getByTestId('ticker');
    await expect(ticker.getByRole('heading', { level: 2, name: 'Latest results' })).toBeVisible();
    const rows = ticker.getByTestId('ticker-item');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.locator('.mk-ticker__email')).toHaveText(/^•••@(•••(\.[a-z]+)?|[a-z0-9.-]+)$/);
      await expect(row.locator('.mk-ticker__period')).toHaveText(/^(today|this week)$/);
      await expect(row.getByRole('img')).toHaveCount(1);
    }
    await expect(ticker.locator('time')).toHaveCount(0);
    await expect(ticker).not.toContainText(tag);

    await page.goto('/?lng=de');
    const german = page.getByTestId('ticker');
    await expect(german.getByRole('heading', { level: 2, name: 'Neueste Ergebnisse' })).toBeVisible();
    for (const row of await german.getByTestId('ticker-item').all()) {
      await expect(row.locator('.mk-ticker__period')).toHaveText(/^(heute|diese Woche)$/);
    }
  });
});
