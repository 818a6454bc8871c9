import { askedSourceIds, categoriesForKind, type LookupKind, type Preview, type ReportCategory } from '@mailscout/contracts';

/**
 * The report categories the paywall's teaser may count, in the report's order. The free checks
 * (provider, mail server) are in the hero; the derived subsets would count a finding twice.
 */
const TEASER_CATEGORIES = ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'photos', 'accounts', 'breaches'] as const satisfies readonly ReportCategory[];
export type TeaserCategory = (typeof TEASER_CATEGORIES)[number];

/**
 * The categories 'Results May Include' may name, in the report's order: its lists of findings
 * about the owner and the domain's facts. The free checks are shown before payment already; the
 * derived subsets are part of their lists.
 */
const INCLUDABLE = ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'photos', 'accounts', 'possibleAccounts', 'keys', 'breaches', 'domainFacts'] as const satisfies readonly ReportCategory[];
export type IncludedCategory = (typeof INCLUDABLE)[number];

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

/**
 * 'Results May Include' (docs/decisions.md#claims-from-catalogue): the categories the sources of
 * this kind of lookup can return, from the one source catalogue, never one no source searches.
 * With a completed preview, only the sources it really asked count (a source not set up here,
 * such as HIBP without a key, promises nothing); without one, every source of the kind.
 */
export function includedCategories(kind: LookupKind, preview: Preview | null): IncludedCategory[] {
  const asked = preview?.status === 'completed' ? askedSourceIds(preview.sources) : undefined;
  return categoriesForKind(kind, INCLUDABLE, asked);
}
