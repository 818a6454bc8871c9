import type { TFunction } from 'i18next';
import type { RecentLookup } from './recent-lookups-schema';

/**
 * The line under a ticker entry's masked address (docs/decisions.md#ticker): what the lookup
 * found, as the server counted it, and how often the address was looked up. Only real counts;
 * a feed without them shows no line.
 */
export function lookupDetails(item: RecentLookup, t: TFunction<'marketing'>): string | null {
  const parts: string[] = [];
  if (item.sourcesAsked !== undefined && item.sourcesWithData !== undefined && item.sourcesAsked > 0) {
    parts.push(
      item.sourcesWithData > 0
        ? t('ticker.details.found', { found: item.sourcesWithData, count: item.sourcesAsked })
        : t('ticker.details.nothing', { count: item.sourcesAsked }),
    );
  }
  if (item.lookups !== undefined && item.lookups > 1) parts.push(t('ticker.details.lookups', { count: item.lookups }));
  return parts.length ? parts.join(' · ') : null;
}
