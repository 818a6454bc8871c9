import { combineItemStates, itemCategories, PROGRESS_SECTIONS, type LookupKind, type ProgressItemMapping, type ProgressSectionMapping } from '@mailscout/contracts';
import { categoryOutcome, type CategoryOutcome } from './preview-outcome';

/**
 * The progress screen's items (docs/product.md#progress): the mapping of items to report categories lives once in
 * the contracts (`PROGRESS_SECTIONS`, docs/decisions.md#progress-screen). Labels are
 * `funnel:lookup.progress.items.<id>` (a `_phone` variant where the wording differs).
 */
export type ProgressItem = ProgressItemMapping;
export type ProgressSection = ProgressSectionMapping;
export { PROGRESS_SECTIONS };

export const PROGRESS_ITEMS: readonly ProgressItem[] = PROGRESS_SECTIONS.flatMap((section) => section.items);

/**
 * What an item shows: its categories read by the one rule (`categoryOutcome`) and combined
 * (`combineItemStates`): "Found" only when the report shows a datum of one of them.
 */
export function itemOutcome(item: ProgressItem, kind: LookupKind, view: Parameters<typeof categoryOutcome>[1]): CategoryOutcome {
  return combineItemStates(itemCategories(item, kind).map((category) => categoryOutcome(category, view)));
}
