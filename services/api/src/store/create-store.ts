import type { Db } from 'mongodb';
import { auditLogRepository } from './repositories/audit-log-repository';
import { billingRecordsRepository } from './repositories/billing-records-repository';
import { checkoutLocksRepository } from './repositories/checkout-locks-repository';
import { creditLedger } from './repositories/credit-ledger';
import { invoiceNumbersRepository } from './repositories/invoice-numbers-repository';
import { otpCodesRepository } from './repositories/otp-codes-repository';
import { previewsRepository } from './repositories/previews-repository';
import { purchasesRepository } from './repositories/purchases-repository';
import { paymentEventsRepository } from './repositories/payment-events-repository';
import { rateCountersRepository } from './repositories/rate-counters-repository';
import { recordsRepository } from './repositories/records-repository';
import { reportsRepository } from './repositories/reports-repository';
import { scansRepository } from './repositories/scans-repository';
import { sessionsRepository } from './repositories/sessions-repository';
import { sourceCacheRepository } from './repositories/source-cache-repository';
import { subscriptionsRepository } from './repositories/subscriptions-repository';
import { suppressionsRepository } from './repositories/suppressions-repository';
import { trialCardsRepository } from './repositories/trial-cards-repository';
import { usersRepository } from './repositories/users-repository';
import { watchesRepository } from './repositories/watches-repository';

/** One repository per collection; each owns its indexes. */
export function createStore(db: Db) {
  const store = {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    otpCodes: otpCodesRepository(db),
    subscriptions: subscriptionsRepository(db),
    paymentEvents: paymentEventsRepository(db),
    purchases: purchasesRepository(db),
    invoiceNumbers: invoiceNumbersRepository(db),
    billingRecords: billingRecordsRepository(db),
    checkoutLocks: checkoutLocksRepository(db),
    trialCards: trialCardsRepository(db),
    credits: creditLedger(db),
    scans: scansRepository(db),
    reports: reportsRepository(db),
    previews: previewsRepository(db),
    sourceCache: sourceCacheRepository(db),
    suppressions: suppressionsRepository(db),
    auditLog: auditLogRepository(db),
    rateCounters: rateCountersRepository(db),
    records: recordsRepository(db),
    watches: watchesRepository(db),
  };
  return {
    ...store,
    /** Idempotent: creating an index that exists with the same options is a no-op. */
    async ensureIndexes() {
      for (const repository of Object.values(store)) await repository.ensureIndexes();
    },
  };
}
export type Store = ReturnType<typeof createStore>;
