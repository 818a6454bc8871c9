import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { isValidEmailAddress, type PlanChoice } from '@mailscout/contracts';
import { Button, TextField } from '@mailscout/ui';
import { useCheckout } from '../flow/checkout-context';
import type { PaymentProblem } from './checkout-errors';
import { focusCodeProof } from './code-proof';
import { PayBar } from './pay-bar';
import { PaymentAlert } from './payment-problem';
import { usePurchaseRequestId } from './purchase-request';
import { runCheckout } from './run-checkout';
import type { SessionAfterPayment } from './paid-session';
import { TermsConsent } from './terms-consent';
import { useLanguage } from '@mailscout/i18n';

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

interface FieldErrors {
  email?: string;
  name?: string;
  terms?: string;
}

const CARD_OPTIONS = { hidePostalCode: true } as const;

/**
 * Billing email, name on card and the Card Element (postal code hidden), docs/product.md#payment-stage and docs/product.md#validation: the
 * billing email is required and an address, the name is required, the card element must exist;
 * and the terms (docs/decisions.md#receipts-and-terms). Nothing is sent until all of them hold and the address is proven.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { kind, target } = useCheckout();
  const reportRequestId = usePurchaseRequestId();
  const { email, onEmailChange, lockedEmail, mode, plan, payLabel, proof, emailNote, payTerms, promises, prepare, onRefused, onBusyChange, onPaid } = props;
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const emailId = useId();
  const nameId = useId();
  const cardLabelId = useId();
  const cardErrorId = useId();
  const waitsId = useId();
  const payTermsId = useId();
  const terms = useRef<HTMLInputElement>(null);
  const payRow = useRef<HTMLDivElement>(null);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [cardError, setCardError] = useState<string | null>(null);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const billingEmail = lockedEmail ?? email;

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    const value = billingEmail.trim();
    if (!value) found.email = t('checkout.form.errors.required');
    else if (!isValidEmailAddress(value)) found.email = t('checkout.form.errors.invalidEmail');
    if (!name.trim()) found.name = t('checkout.form.errors.required');
    if (!agreed) found.terms = t('checkout.terms.required');
    return found;
  };

  const setWorking = (value: boolean) => {
    submitting.current = value;
    setBusy(value);
    onBusyChange(value);
  };

  const submit = async () => {
    if (submitting.current) return;
    // Enter in a field while the address still needs its code: go to the code, pay nothing.
    if (proof) return focusCodeProof();
    const found = validate();
    setErrors(found);
    if (found.email) return document.getElementById(emailId)?.focus();
    if (found.name) return document.getElementById(nameId)?.focus();
    if (found.terms) return terms.current?.focus();
    setProblem(null);
    setWorking(true);
    let result;
    try {
      if (!(await prepare())) return setWorking(false);
      result = await runCheckout({
        stripe,
        card: elements?.getElement(CardElement) ?? null,
        billingEmail,
        nameOnCard: name,
        plan,
        withTrial: mode === 'trial',
        kind,
        target,
        language,
        reportRequestId,
      });
    } catch (error) {
      console.warn('checkout failed', error instanceof Error ? error.message : error);
      result = { ok: false as const, problem: { key: 'initFailed' as const } };
    }
    setWorking(false);
    if (result.ok) return onPaid(billingEmail.trim().toLowerCase(), result.session);
    if (result.code === 'TERMS_NOT_ACCEPTED') {
      setAgreed(false);
      setErrors({ terms: t('checkout.terms.required') });
      return terms.current?.focus();
    }
    if (result.code && onRefused(result.code)) return;
    setProblem(result.problem);
  };

  const payButton = (
    <Button type="submit" size="lg" className="fn-ck-pay" disabled={busy || !stripe || Boolean(proof)} aria-describedby={proof ? `${payTermsId} ${waitsId}` : payTermsId}>
      {busy ? (
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
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        id={emailId}
        label={t('checkout.form.billingEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        value={billingEmail}
        readOnly={lockedEmail !== null}
        aria-readonly={lockedEmail !== null ? true : undefined}
        error={errors.email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
      />
      {proof ?? emailNote}
      <TextField
        id={nameId}
        label={t('checkout.form.nameOnCard')}
        autoComplete="cc-name"
        required
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
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
      <TermsConsent
        ref={terms}
        checked={agreed}
        disabled={busy}
        error={errors.terms}
        onChange={(checked) => {
          setAgreed(checked);
          setErrors((current) => ({ ...current, terms: undefined }));
        }}
      />
      {problem ? <PaymentAlert problem={problem} /> : null}
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
