import { createContext, useContext } from 'react';

/**
 * The request id the report's scan will start with, chosen by the payment stage before the buyer
 * pays: the purchase names it (create-subscription's `reportRequestId`), so the receipt can link
 * `/reports/:id` before the scan has started, and the processing stage starts the scan with it
 * (docs/decisions.md#report-link-mail). Null outside a report's payment stage (a plain sign-up).
 */
export const PurchaseRequestContext = createContext<string | null>(null);

export const usePurchaseRequestId = (): string | null => useContext(PurchaseRequestContext);
