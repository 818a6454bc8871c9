import type { AccountExport } from '@mailscout/contracts';
import type { ObjectId } from 'mongodb';
import { preferencesOf } from '../identity/account-preferences';
import type { Store } from '../store/create-store';
import { billingEntryOf } from './billing-history';

const iso = (date: Date) => date.toISOString();

/**
 * docs/decisions.md#account-export: everything the product holds about one account, read by that account's id only
 * (every repository call is by `userId`), so nothing of another account can enter it; about other people it holds only
 * the reports the account bought and still keeps. `currentSession` marks the session that asked, when one did.
 */
export async function buildAccountExport(
  store: Store,
  userId: ObjectId,
  options: { now: Date; currentSession?: string; hashEmail: (email: string) => string },
): Promise<AccountExport | null> {
  const user = await store.users.findById(userId);
  if (!user) return null;
  const [sessions, ledger, subscriptions, purchases, billing, reports, watch] = await Promise.all([
    store.sessions.listForUser(userId, options.now),
    store.credits.history(userId),
    store.subscriptions.listForUser(userId),
    store.purchases.listForUser(userId),
    store.billingRecords.listForUser(userId),
    store.reports.listForUser(userId, options.now),
    // The watch of the account's own address, kept by the address's hash.
    store.watches.get(options.hashEmail(user.email)),
  ]);
  return {
    format: 'mailscout-account-export',
    version: 1,
    generatedAt: iso(options.now),
    account: {
      email: user.email,
      language: user.language,
      createdAt: iso(user.createdAt),
      credits: (await store.credits.balance(userId)) ?? 0,
      preferences: preferencesOf(user),
    },
    sessions: sessions.map((session) => ({
      createdAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      expiresAt: iso(session.expiresAt),
      device: session.userAgent ?? null,
      current: session._id === options.currentSession,
    })),
    creditLedger: ledger.map((entry) => ({ at: iso(entry.createdAt), reason: entry.reason, requested: entry.requested, applied: entry.applied, balanceAfter: entry.balanceAfter })),
    subscriptions: subscriptions.map((record) => ({
      id: record._id,
      status: record.status,
      plan: record.planType,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
      currentPeriodStart: iso(record.currentPeriodStart),
      currentPeriodEnd: iso(record.currentPeriodEnd),
      card: record.paymentMethod ? { brand: record.paymentMethod.brand, last4: record.paymentMethod.last4 } : null,
      updatedAt: iso(record.updatedAt),
    })),
    purchases: purchases.map((purchase) => ({ id: purchase._id, kind: purchase.kind, createdAt: iso(purchase.createdAt) })),
    payments: billing.map(billingEntryOf),
    reports: reports.map((report) => ({ id: report._id, createdAt: iso(report.createdAt), expiresAt: iso(report.expiresAt), report: report.report })),
    watches: watch
      ? [
          {
            email: watch.email,
            language: watch.language,
            createdAt: iso(watch.createdAt),
            provenAt: iso(watch.provenAt),
            lastCheckedAt: watch.lastRunAt ? iso(watch.lastRunAt) : null,
            nextCheckAt: iso(watch.nextRunAt),
            findingsKnown: watch.seen ? watch.seen.length : null,
          },
        ]
      : [],
    consents: purchases.map((purchase) => ({ kind: 'terms' as const, version: purchase.termsVersion, acceptedAt: iso(purchase.termsAcceptedAt), purchase: purchase._id })),
  };
}
