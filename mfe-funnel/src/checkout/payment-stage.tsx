import { useRef, useState } from 'react';
import { useReportCheckout } from '../flow/checkout-context';
import { useRememberedPreview } from '../flow/preview-store';
import { BuyAnyway } from './buy-anyway';
import { isEmptyPreview } from './empty-preview';
import { EmptyPreviewHero } from './empty-preview-hero';
import { NoSourceWarning } from './no-source-warning';
import { PurchaseRequestContext } from './purchase-request';
import { newRequestId } from '../flow/request-id';
import { PaymentHero } from './payment-hero';
import { ReportTeaser } from './report-teaser';
import { SecureCheckout } from './secure-checkout';
import './checkout.css';

export interface PaymentStageProps {
  /** Called once the payment succeeded and the buyer is signed in (or asked to sign in). */
  onPaid(result: { billingEmail: string; requestId: string }): void;
  /** A signed-in account with credits uses one instead of paying: on to the scan. */
  onUseCredit?(result: { billingEmail: string; credits: number; requestId: string }): void;
}

/**
 * Stage payment (docs/product.md#payment-stage, docs/product.md#states; docs/decisions.md#prices-and-credits, docs/decisions.md#sessions). `onPaid` is called only once the buyer holds the
 * paying account's session: the scan that follows needs it. A buyer whose billing email already
 * had an account is asked to sign in with a code instead, inside the checkout card. What is
 * bought, for whom, comes from the page's CheckoutProvider.
 */
export function PaymentStage({ onPaid, onUseCredit }: PaymentStageProps) {
  const { kind, target, emailType } = useReportCheckout();
  const checkout = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const preview = useRememberedPreview(kind, target);
  // The preview checks' real type, else this tab's remembered preview's; without either the hero
  // makes no claim about the type (docs/decisions.md#progress-screen: nothing shown is a fixed demo value).
  const type = emailType ?? preview?.emailChecks?.type ?? undefined;
  // docs/decisions.md#empty-previews: a preview that found nothing is said first, and buying needs a tick.
  const empty = isEmptyPreview(preview);
  const [confirmed, setConfirmed] = useState(false);
  // One id per visit of the stage: the purchase names it and the scan starts with it (docs/decisions.md#report-link-mail).
  const [requestId] = useState(newRequestId);

  const goToCheckout = () => {
    checkout.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };

  const secureCheckout = (
    <PurchaseRequestContext.Provider value={requestId}>
      <SecureCheckout
        headingRef={heading}
        onPaid={(email) => onPaid({ billingEmail: email, requestId })}
        onUseCredit={onUseCredit ? (email, credits) => onUseCredit({ billingEmail: email, credits, requestId }) : undefined}
      />
    </PurchaseRequestContext.Provider>
  );

  if (empty && preview) {
    // No hero that sells, no 'Results May Include', no teaser of nothing: what ran, then buying
    // anyway behind a confirmation (the checkout stays visible with its price, closed until then).
    return (
      <div className="fn-ck fn-ck--empty">
        <EmptyPreviewHero kind={kind} target={target} preview={preview} />
        <NoSourceWarning kind={kind} target={target} />
        <section ref={checkout} className="fn-ck-section fn-ck-paywall" data-teaser="no">
          <BuyAnyway confirmed={confirmed} onConfirmedChange={setConfirmed}>
            {secureCheckout}
          </BuyAnyway>
        </section>
      </div>
    );
  }

  return (
    <div className="fn-ck">
      <PaymentHero kind={kind} target={target} emailType={type} lineType={preview?.phoneChecks?.lineType} onGetReport={goToCheckout} />
      <NoSourceWarning kind={kind} target={target} />
      {/* docs/product.md#payment-stage: the teaser beside the card form (first and compact when stacked on mobile);
          the scroll target is the whole paywall, so its heading clears the sticky header. On a
          phone the paywall comes straight after the hero (checkout.css): price and Pay on the
          first screen after the teaser (docs/product.md#payment-stage). */}
      <section ref={checkout} className="fn-ck-section fn-ck-paywall" data-teaser={preview?.status === 'completed' ? 'yes' : 'no'}>
        <ReportTeaser kind={kind} preview={preview} />
        {secureCheckout}
      </section>
    </div>
  );
}
