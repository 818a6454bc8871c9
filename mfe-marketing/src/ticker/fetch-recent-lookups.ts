import { api } from '@mailscout/auth';
import type { RecentLookup } from './recent-lookups-schema';

/** The feed's masked local part: the whole of it is hidden ('•••@gmail.com'). */
const MASKED = /^•+@/;

/**
 * The ticker's feed in the server's order (newest first; no entry carries a time). An entry
 * whose local part is not fully masked is dropped, and so is a repeated id: the home page must
 * never show more of a searched person's address than the mask, whatever the server sends.
 */
export async function fetchRecentLookups(): Promise<RecentLookup[]> {
  const { items } = await api.call('lookup.recentLookups', { timeoutMs: 10_000 });
  const seen = new Set<string>();
  return items.filter((item) => {
    if (!MASKED.test(item.maskedEmail) || seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
