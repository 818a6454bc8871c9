import { useRef } from 'react';
import type { EmailChecks, LookupKind } from '@mailscout/contracts';
import { NoSourceWarning } from './no-source-warning';
import { PaymentHero } from './payment-hero';
import { SecureCheckout } from './secure-checkout';
import './checkout.css';

export interface PaymentStageProps {
  kind: LookupKind;
  /** The address or number being looked up. */
  target: string;
  /** The billing email chosen at the email-submit stage (may differ from the target). */
  billingEmail: string;
  /** Called once the payment succeeded and the buyer is signed in (or asked to sign in). */
  onPaid(result: { billingEmail: string }): void;
  /**
   * The address's real type from the preview checks, for 'Email Type: …'. Without it the hero
   * makes no claim about the type (DECISIONS §1: nothing shown is a fixed demo value).
   */
  emailType?: EmailChecks['type'];
  /** A signed-in account with credits uses one instead of paying (issue 12): on to the scan. */
  onUseCredit?(result: { billingEmail: string; credits: number }): void;
}

/**
 * Stage payment (spec §2, §4; DECISIONS §3-4). `onPaid` is called only once the buyer holds the
 * paying account's session: the scan that follows needs it. A buyer whose billing email already
 * had an account is asked to sign in with a code instead, inside the checkout card.
 */
export function PaymentStage({ kind, target, billingEmail, onPaid, emailType, onUseCredit }: PaymentStageProps) {
  const checkout = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const goToCheckout = () => {
    checkout.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };

  return (
    <div className="fn-ck">
      <PaymentHero kind={kind} target={target} emailType={emailType} onGetReport={goToCheckout} />
      <section ref={checkout} className="fn-ck-section">
        <NoSourceWarning kind={kind} target={target} />
        <SecureCheckout
          kind={kind}
          target={target}
          billingEmail={billingEmail}
          headingRef={heading}
          onPaid={(email) => onPaid({ billingEmail: email })}
          onUseCredit={onUseCredit ? (email, credits) => onUseCredit({ billingEmail: email, credits }) : undefined}
        />
      </section>
    </div>
  );
}
