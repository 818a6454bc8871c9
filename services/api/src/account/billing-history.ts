import type { BillingEntry } from '@mailscout/contracts';
import type { BillingRecordDocument } from '../store/repositories/billing-records-repository';

/** docs/decisions.md#billing-history: a recorded charge or refund as the account sees it. */
export function billingEntryOf(record: BillingRecordDocument): BillingEntry {
  const receipt = record.receipt as { what: BillingEntry['what']; plan?: 'weekly' | 'monthly'; credits?: number; invoiceNumber?: string; reference?: string };
  return {
    id: record._id,
    kind: record.kind,
    date: record.occurredAt.toISOString(),
    amount: record.amount,
    currency: record.currency,
    what: receipt.what,
    ...(receipt.plan && receipt.what !== 'trial' && receipt.what !== 'pack' ? { plan: receipt.plan } : {}),
    ...(record.kind === 'charge' && typeof receipt.credits === 'number' ? { credits: receipt.credits } : {}),
    ...(record.kind === 'charge' && receipt.invoiceNumber ? { invoiceNumber: receipt.invoiceNumber } : {}),
    ...(record.kind === 'refund' && receipt.reference ? { reference: receipt.reference } : {}),
    vatIncluded: true,
  };
}
