import type { SelfCheckLookups } from '@mailscout/contracts';
import type { Store } from '../store/create-store';

/** Audit actions that are someone looking the address up: a free preview, a paid report. */
const COUNTED = { preview: 'searches', lookup: 'reports' } as const;
const MONTHS = 12;

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** The first instant (UTC) of the month `back` months before `now`'s month. */
function monthStart(now: Date, back: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

/**
 * How often the address was looked up in the last 12 months, per calendar month (docs/decisions.md#self-check):
 * counts from the audit log only. The entries' actors are never read, so nothing here can say
 * who looked. Lookups of an opted-out address were anonymised (docs/decisions.md#deletion) and count no more.
 */
export async function lookupCounts(store: Store, subjectHash: string, now = new Date()): Promise<SelfCheckLookups> {
  const since = monthStart(now, MONTHS - 1);
  const entries = await store.auditLog.actionsAbout(subjectHash, Object.keys(COUNTED), since);
  const months = Array.from({ length: MONTHS }, (_, index) => ({ month: monthKey(monthStart(now, MONTHS - 1 - index)), searches: 0, reports: 0 }));
  const byMonth = new Map(months.map((month) => [month.month, month]));
  for (const entry of entries) {
    const month = byMonth.get(monthKey(entry.at));
    const field = COUNTED[entry.action as keyof typeof COUNTED];
    if (month && field) month[field] += 1;
  }
  return {
    months,
    searches: months.reduce((sum, month) => sum + month.searches, 0),
    reports: months.reduce((sum, month) => sum + month.reports, 0),
  };
}
