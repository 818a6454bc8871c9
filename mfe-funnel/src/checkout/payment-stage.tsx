import type { LookupKind } from '@mailscout/contracts';

export interface PaymentStageProps {
  kind: LookupKind;
  /** The address or number being looked up. */
  target: string;
  /** The billing email chosen at the email-submit stage (may differ from the target). */
  billingEmail: string;
  /** Called once the payment succeeded and the buyer is signed in (or asked to sign in). */
  onPaid(result: { billingEmail: string }): void;
}

/** Placeholder until the checkout lands (issue 8). */
export function PaymentStage(_props: PaymentStageProps) {
  return <p>Checkout is not available yet.</p>;
}
