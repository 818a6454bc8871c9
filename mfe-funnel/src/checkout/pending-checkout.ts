import type { LookupKind } from '@mailscout/contracts';

const KEY = 'mailscout.pendingCheckout';

/**
 * A first payment that waits for the buyer's action (3D Secure): kept for this tab so that
 * `/return`, after a redirect-based confirmation, knows which subscription to check and which
 * scan to run next. Removed once the payment is confirmed.
 */
export interface PendingCheckout {
  subscriptionId: string;
  billingEmail: string;
  kind: LookupKind;
  /** The address or number to scan after paying; null for a plain sign-up. */
  target: string | null;
  /** create-subscription's proof for sync-invoice while the buyer has no session yet. */
  checkoutToken?: string;
  /** The scan's request id the purchase named (docs/decisions.md#report-link-mail): /return starts the scan with it. */
  reportRequestId?: string;
}

export function savePendingCheckout(pending: PendingCheckout): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    /* without storage /return can still read the subscription from its query */
  }
}

export function readPendingCheckout(): PendingCheckout | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingCheckout>) : null;
    if (!value || typeof value.subscriptionId !== 'string' || typeof value.billingEmail !== 'string') return null;
    return {
      subscriptionId: value.subscriptionId,
      billingEmail: value.billingEmail,
      kind: value.kind === 'phone' ? 'phone' : 'email',
      target: typeof value.target === 'string' ? value.target : null,
      ...(typeof value.checkoutToken === 'string' ? { checkoutToken: value.checkoutToken } : {}),
      ...(typeof value.reportRequestId === 'string' && /^[\w-]{8,64}$/.test(value.reportRequestId) ? { reportRequestId: value.reportRequestId } : {}),
    };
  } catch {
    return null;
  }
}

export function clearPendingCheckout(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
