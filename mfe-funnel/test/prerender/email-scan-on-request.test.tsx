/**
 * @jest-environment node
 */
import type { PublicConfig } from '@mailscout/contracts';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';
import prerender from '../../src/prerender';

// docs/architecture.md#request-rendered-stages: the edge renders /email-scan with the query, in Node (no window, no storage).
const render = (search: string, language: 'en' | 'de' = 'en', publicConfig: PublicConfig = testPublicConfig()) =>
  prerender.renderPage({ path: '/email-scan', search, language, publicConfig });

describe('the verification checklist rendered on request (docs/architecture.md#request-rendered-stages)', () => {
  it('names /email-scan as a page rendered per request, and renders nothing at build time', async () => {
    expect(prerender.requestPages).toEqual(['/email-scan']);
    expect(await prerender.renderAll()).toEqual([]);
  });

  it('opens with the heading, the address searched (lower-cased) and the first row still being checked', async () => {
    const page = await render('?email=Maren.Holt%40Example.com');
    expect(page).toBeDefined();
    expect(page!.title).toBe('Verifying Email Address – MailScout');
    expect(page!.html).toContain('<h1 class="fn-stage-title" tabindex="-1">Verifying email address</h1>');
    expect(page!.html).toContain('maren.holt@example.com');
    const rows = page!.html.match(/<li class="fn-check"[\s\S]*?<\/li>/g) ?? [];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Valid email');
    expect(rows[0]).toContain('Checking…');
  });

  it('in German', async () => {
    const page = await render('?email=maren.holt%40example.com', 'de');
    expect(page!.html).toContain('E-Mail-Adresse wird überprüft');
    expect(page!.html).toContain('Wird geprüft…');
  });

  it('an address is text, never markup', async () => {
    const page = await render(`?email=${encodeURIComponent('"><script>alert(1)</script>@example.com')}`);
    expect(page!.html).not.toContain('<script>');
  });

  it('another path of the remote is not rendered on request', async () => {
    expect(await prerender.renderPage({ path: '/payment', search: '', language: 'en', publicConfig: testPublicConfig() })).toBeUndefined();
  });
});
