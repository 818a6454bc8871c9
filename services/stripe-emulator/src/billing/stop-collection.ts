import type { Emulator } from '../emulator';
import type { Invoice } from '../state/models';
import { previousAttributes } from '../state/previous-attributes';

/**
 * Stripe's Cancel a subscription reference: "By default, upon subscription cancellation, Stripe
 * stops automatic collection of all finalized invoices for the customer. This is intended to
 * prevent unexpected payment attempts after the customer has canceled a subscription."
 *
 * So every open invoice of the customer loses `auto_advance` and its scheduled retry: no more
 * payment attempts and no more `invoice.payment_failed` for it. The invoices stay open; the
 * merchant may pay them, or turn `auto_advance` back on, as Stripe allows.
 */
export function stopAutomaticCollection(emulator: Emulator, customerId: string): void {
  for (const invoice of emulator.store.all<Invoice>('invoice')) {
    if (invoice.customer !== customerId || invoice.status !== 'open') continue;
    if (!invoice.auto_advance && invoice.next_payment_attempt === null) continue;
    const before = structuredClone(invoice);
    invoice.auto_advance = false;
    invoice.next_payment_attempt = null;
    const previous = previousAttributes(before, invoice);
    if (previous) emulator.emit('invoice.updated', invoice, previous);
  }
}
