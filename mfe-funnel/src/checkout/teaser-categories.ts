import type { Preview, ReportCategory } from '@mailscout/contracts';

/**
 * The report categories the paywall's teaser may count, in the report's order. The free checks
 * (provider, mail server) are in the hero; the derived subsets would count a finding twice.
 */
const TEASER_CATEGORIES = ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'photos', 'accounts', 'breaches'] as const satisfies readonly ReportCategory[];
export type TeaserCategory = (typeof TEASER_CATEGORIES)[number];

export interface TeaserRow {
  category: TeaserCategory;
  count: number;
}

/**
 * What the teaser shows: each category the preview counted at least one finding in, with the
 * server's count (`hints.categories`, counted with the report's own rules). A category without
 * a count (not asked, check without verdict, older preview) is left out: nothing is estimated.
 */
export function teaserRows(preview: Preview | null): TeaserRow[] {
  const counts = preview?.hints.categories;
  if (!counts) return [];
  const rows: TeaserRow[] = [];
  for (const category of TEASER_CATEGORIES) {
    const count = counts[category];
    if (typeof count === 'number' && count > 0) rows.push({ category, count });
  }
  return rows;
}
