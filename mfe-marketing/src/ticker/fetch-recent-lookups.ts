import { api } from '@mailscout/auth';
import { RecentLookupsResponse, type RecentLookup } from './recent-lookups-schema';

/** The mask character of the feed ('j•••@gmail.com'). */
const MASK = '•';

/**
 * The ticker's feed, newest first. An entry whose address is not visibly masked is dropped:
 * the home page must never show a searched person's full address, whatever the server sends.
 */
export async function fetchRecentLookups(): Promise<RecentLookup[]> {
  const { items } = await api.get('/api/recent-lookups', RecentLookupsResponse, { timeoutMs: 10_000 });
  return items
    .filter((item) => item.maskedEmail.includes(MASK))
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
