import type { FastifyInstance } from 'fastify';

/**
 * Opt-out (docs/decisions.md#opt-out), in this order and safe to repeat if interrupted: suppress the
 * address (as a keyed hash), end any subscription at once, then delete the account, its
 * sessions, codes, ledger, purchases, billing records, reports and every cached result about the address.
 */
export async function optOutAndDelete(app: FastifyInstance, email: string): Promise<void> {
  const emailHash = app.hashEmail(email);
  await app.suppression.suppress(email);

  const user = await app.store.users.findByEmail(email);
  // Subscriptions end now and the payment provider's customer (email, cards) is deleted.
  await app.billing.forgetCustomer(email, user?._id ?? null);
  if (user) {
    await app.store.sessions.revokeAllForUser(user._id);
    await app.store.credits.deleteForUser(user._id);
    await app.store.subscriptions.deleteForUser(user._id);
    await app.store.purchases.deleteForUser(user._id);
    await app.store.billingRecords.deleteForUser(user._id);
    await app.store.reports.deleteForUser(user._id);
    await app.store.scans.deleteForUser(user._id);
    await app.store.auditLog.anonymise({ actorUserId: user._id, subjectHash: emailHash });
    await app.store.users.deleteById(user._id);
  }
  // About the address, whoever looked it up.
  await app.store.otpCodes.deleteForAddress(emailHash);
  await app.store.reports.deleteForTarget(emailHash);
  await app.store.scans.deleteForTarget(emailHash);
  await app.store.sourceCache.deleteForTarget(emailHash);
  await app.store.previews.deleteForTarget(emailHash);
  await app.store.rateCounters.deleteForSubject(emailHash);
  await app.store.records.deleteForEmail(email);
  // docs/decisions.md#watch-my-address: opt-out and account deletion end the watch.
  await app.store.watches.stop(emailHash);
  // Lookups of the address by others: the fact stays, the subject goes (docs/decisions.md#deletion).
  await app.store.auditLog.anonymise({ subjectHash: emailHash });
  // That an opt-out happened is kept; who it was is not.
  await app.store.auditLog.append({ actorUserId: null, action: 'opt-out', subjectHash: null, purpose: null });
}
