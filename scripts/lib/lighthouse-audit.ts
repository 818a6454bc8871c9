import type { Flags, Result } from 'lighthouse';

export const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What `pnpm lighthouse` prints for one page. */
export interface PageScores {
  scores: Record<Category, number | null>;
  cls: number | null;
  /** Audits of the checked categories that did not pass, with their ids (for the report to the owners). */
  failed: string[];
}

/** docs/conventions.md#design-system: 100 in each category and a layout shift of at most 0.05 on every route. */
export const CLS_LIMIT = 0.05;

export function passes(page: PageScores): boolean {
  return CATEGORIES.every((category) => page.scores[category] === 100) && page.cls !== null && page.cls <= CLS_LIMIT;
}

/** The scores, the layout shift and the ids of the failed audits of one Lighthouse result. */
export function readScores(lhr: Result): PageScores {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? null;
  const failed = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}:${audit!.id}`),
  );
  return { scores, cls, failed };
}

/**
 * Simulated mobile (Lighthouse's default emulation and throttling). Performance runs too, for
 * its layout-shift figure; its score is not a goal here.
 */
export function auditFlags(port: number): Flags {
  return {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', ...CATEGORIES],
  };
}
