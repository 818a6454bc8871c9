import type { CategoryCounts, ReportListCategory } from './report';

/**
 * The report's lists that say something about the person behind the address or number
 * (docs/decisions.md#empty-previews). Left out on purpose:
 * - the free checks (`provider`, `mailServer`, `lineType`): the preview shows them before payment;
 * - `domainFacts`: facts about the address's domain (its mail provider, registration, website),
 *   never about the person, shown by the preview's free "Identifying the email provider" item;
 * - the derived subsets (`messengerAccounts`, `exposedPasswords`), counted in their lists already.
 * `phones` and `emails` are counted without the searched number or address itself (`reportData`).
 */
export const FINDING_CATEGORIES = ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'photos', 'accounts', 'breaches', 'keys', 'possibleAccounts'] as const satisfies readonly ReportListCategory[];

/**
 * "Nothing beyond the free checks" (docs/decisions.md#empty-previews): every finding category counts
 * zero. The one rule for both ends: the payment stage reads it from a completed preview's counts
 * (`hints.categories`, the report's own counting) and does not push the purchase; the paid scan
 * reads it from its report's counts (`reportCategoryCounts`) and gives the credit back. A category
 * without a count is one no source of this lookup fills, so it holds nothing either.
 */
export function nothingBeyondFreeChecks(counts: CategoryCounts): boolean {
  return FINDING_CATEGORIES.every((category) => !counts[category]);
}
