import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { EmailChecks, LookupKind } from '@mailscout/contracts';

/** What a checkout is for: provided once by the page, read by the stages and the card form. */
export interface Checkout {
  kind: LookupKind;
  /** The address or number the report is about; null for a plain sign-up (/payment without one). */
  target: string | null;
  /** The billing email chosen so far (may differ from the target; empty when not asked yet). */
  billingEmail: string;
  /**
   * The address's real type from the funnel's preview checks, for 'Email Type: …'; absent
   * elsewhere (the payment stage then reads this tab's remembered preview).
   */
  emailType?: EmailChecks['type'];
  /** The scan's request id once the buyer paid or used a credit (docs/decisions.md#funnel-memory). */
  requestId?: string | null;
  /** The buyer asked for a new report although a live one exists (docs/decisions.md#never-twice). */
  fresh?: boolean;
}

const CheckoutContext = createContext<Checkout | null>(null);

export function CheckoutProvider({ kind, target, billingEmail, emailType, requestId = null, fresh = false, children }: Checkout & { children: ReactNode }) {
  const value = useMemo(() => ({ kind, target, billingEmail, emailType, requestId, fresh }), [kind, target, billingEmail, emailType, requestId, fresh]);
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

export function useCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error('useCheckout: no CheckoutProvider above this component (the page provides one)');
  return checkout;
}

/** The checkout of a report (payment, processing): its target is known. */
export function useReportCheckout(): Checkout & { target: string } {
  const checkout = useCheckout();
  if (checkout.target === null) throw new Error('useReportCheckout: this checkout is a sign-up, not a report (no target)');
  return checkout as Checkout & { target: string };
}
