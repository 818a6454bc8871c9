import type { Result } from 'lighthouse';
import { passes, readScores } from './lighthouse-audit';
import { ROUTES, withLanguage } from './routes';

/** A Lighthouse result with only what readScores reads. */
function lhr(scores: Record<string, number | null>, cls: number | undefined, audits: Record<string, number | null> = {}): Result {
  const categories = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [id, { score, auditRefs: Object.keys(audits).map((auditId) => ({ id: auditId, weight: 1 })) }]),
  );
  const auditMap = Object.fromEntries(Object.entries(audits).map(([id, score]) => [id, { id, score }]));
  return { categories, audits: { ...auditMap, 'cumulative-layout-shift': { numericValue: cls } } } as unknown as Result;
}

describe('pnpm lighthouse: scores and limits (docs/conventions.md#design-system)', () => {
  it('passes a page at 100 / 100 / 100 with a layout shift of at most 0.05', () => {
    const page = readScores(lhr({ accessibility: 1, 'best-practices': 1, seo: 1 }, 0.05));
    expect(page).toEqual({ scores: { accessibility: 100, 'best-practices': 100, seo: 100 }, cls: 0.05, failed: [] });
    expect(passes(page)).toBe(true);
  });

  it('fails a page below 100, above 0.05 or without a figure, and names the failed audits', () => {
    const low = readScores(lhr({ accessibility: 1, 'best-practices': 0.96, seo: 1 }, 0.01, { 'errors-in-console': 0, 'color-contrast': 1, 'not-applicable': null }));
    expect(low.scores['best-practices']).toBe(96);
    expect(low.failed).toContain('best-practices:errors-in-console');
    expect(low.failed.join()).not.toMatch(/color-contrast|not-applicable/);
    expect(passes(low)).toBe(false);
    expect(passes(readScores(lhr({ accessibility: 1, 'best-practices': 1, seo: 1 }, 0.164)))).toBe(false);
    // A run Lighthouse could not record has no figure: that is not a pass.
    expect(passes(readScores(lhr({ accessibility: 1, 'best-practices': null, seo: 1 }, undefined)))).toBe(false);
  });
});

describe('routes of the verification scripts', () => {
  it('forces the language with ?lng=, keeping the other parameters', () => {
    expect(withLanguage('/', 'de')).toBe('/?lng=de');
    expect(withLanguage('/email-scan?email=a%40example.com', 'en')).toBe('/email-scan?email=a%40example.com&lng=en');
  });

  it('audits every public route the issue names', () => {
    const audited = ROUTES.filter((route) => route.public).map((route) => route.path.split('?')[0]);
    expect(audited).toEqual(['/', '/email-scan', '/login', '/opt-out', '/terms', '/privacy', '/cookie-policy', '/help-center', '/about']);
  });
});
