import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardElement } from '@stripe/react-stripe-js';
import type { PlanChoice } from '@mailscout/contracts';
import { Button, TextField } from '@mailscout/ui';
import { BillingEmailField } from './billing-email-field';
import { PayBar } from './pay-bar';
import { PaymentAlert } from './payment-problem';
import type { SessionAfterPayment } from './paid-session';
import { TermsConsent } from './terms-consent';
import { useCardPayment } from './use-card-payment';

export interface CheckoutFormProps {
  /** The billing email as typed (the checkout above asks its offer for it). */
  email: string;
  onEmailChange(email: string): void;
  /** The signed-in account's email: the billing email is then fixed to it. */
  lockedEmail: string | null;
  /** 'trial' (today's trial) or 'plan' (the trial was had: the plan at full price, docs/decisions.md#one-subscription). */
  mode: 'trial' | 'plan';
  plan: PlanChoice;
  /** The pay button's text ('Pay €1.00 and get my report', 'Subscribe · €14.99/week'). */
  payLabel: string;
  /** The code proof the billing address needs first (docs/decisions.md#billing-proof); paying waits for it. */
  proof: ReactNode;
  /** Shown under the billing email when no proof is needed (e.g. 'Signed in as …'). */
  emailNote?: ReactNode;
  /** What the price buys and when it renews, beside the Pay button (docs/product.md#payment-stage). */
  payTerms: string;
  /** The provider's name and the product's promises, under the Pay button (docs/product.md#payment-stage). */
  promises: ReactNode;
  /**
   * Asked on submit, after the form is valid: re-checks the offer for the address. False stops
   * the payment (a proof is needed, or what is offered changed and is now shown instead).
   */
  prepare(): Promise<boolean>;
  /** A refusal with a code (TRIAL_ALREADY_USED, SIGN_IN_REQUIRED…): true when the checkout shows it. */
  onRefused(code: string): boolean;
  onBusyChange(busy: boolean): void;
  onPaid(billingEmail: string, session: SessionAfterPayment): void;
}

const CARD_OPTIONS = { hidePostalCode: true } as const;

/** The checkout's message for each field problem (flow/card-form-rules). */
const PROBLEM_KEYS = { required: 'checkout.form.errors.required', invalidEmail: 'checkout.form.errors.invalidEmail', termsRequired: 'checkout.terms.required' } as const;

/**
 * Billing email, name on card and the Card Element (postal code hidden), docs/product.md#payment-stage and docs/product.md#validation,
 * and the terms (docs/decisions.md#receipts-and-terms): a view of useCardPayment, which sends nothing until the
 * fields hold (flow/card-form-rules) and the address is proven.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { email, onEmailChange, lockedEmail, payLabel, proof, emailNote, payTerms, promises } = props;
  const { t } = useTranslation('funnel');
  const billingEmail = lockedEmail ?? email;
  const form = useCardPayment({ ...props, billingEmail });
  const cardLabelId = useId();
  const cardErrorId = useId();
  const waitsId = useId();
  const payTermsId = useId();
  const payRow = useRef<HTMLDivElement>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const message = (field: 'email' | 'name' | 'terms') => {
    const problem = form.problems[field];
    return problem ? t(PROBLEM_KEYS[problem]) : undefined;
  };

  const payButton = (
    <Button type="submit" size="lg" className="fn-ck-pay" disabled={form.busy || !form.stripeReady || Boolean(proof)} aria-describedby={proof ? `${payTermsId} ${waitsId}` : payTermsId}>
      {form.busy ? (
        <>
          <span className="fn-spinner" aria-hidden="true" />
          {t('checkout.form.paying')}
        </>
      ) : (
        payLabel
      )}
    </Button>
  );

  return (
    <form
      className="fn-ck-form"
      noValidate
      aria-busy={form.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <BillingEmailField
        id={form.ids.email}
        label={t('checkout.form.billingEmail')}
        value={billingEmail}
        locked={lockedEmail !== null}
        error={message('email')}
        onChange={(value) => {
          onEmailChange(value);
          form.clearEmailProblem();
        }}
      />
      {proof ?? emailNote}
      <TextField id={form.ids.name} label={t('checkout.form.nameOnCard')} autoComplete="cc-name" required value={form.nameOnCard} error={message('name')} onChange={(event) => form.setName(event.target.value)} />
      <div className="ms-field">
        <span id={cardLabelId} className="ms-field__label">
          {t('checkout.form.card')}
        </span>
        <div role="group" aria-labelledby={cardLabelId} aria-describedby={cardError ? cardErrorId : undefined} className="fn-ck-card">
          <CardElement options={CARD_OPTIONS} onChange={(event) => setCardError(event.error?.message ?? null)} />
        </div>
        {cardError ? (
          <p id={cardErrorId} className="ms-field__error" role="alert">
            {cardError}
          </p>
        ) : null}
      </div>
      <TermsConsent ref={form.terms} checked={form.agreed} disabled={form.busy} error={message('terms')} onChange={form.setAgreed} />
      {form.problem ? <PaymentAlert problem={form.problem} /> : null}
      <p id={payTermsId} className="fn-ck-payterms" data-testid="pay-terms">
        {payTerms}
      </p>
      <div ref={payRow} className="fn-ck-payrow" data-testid="form-pay">
        {payButton}
      </div>
      {proof ? (
        <p id={waitsId} className="fn-muted fn-ck-secure">
          {t('checkout.proof.payWaits')}
        </p>
      ) : null}
      {promises}
      <PayBar payRow={payRow} price={payTerms}>
        {payButton}
      </PayBar>
    </form>
  );
}
