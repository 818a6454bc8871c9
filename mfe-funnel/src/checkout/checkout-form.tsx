import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { EMAIL_PATTERN, type LookupKind, type PlanChoice } from '@mailscout/contracts';
import { Button, TextField } from '@mailscout/ui';
import type { PaymentProblem } from './checkout-errors';
import { PaymentAlert } from './payment-problem';
import { runCheckout } from './run-checkout';
import type { SessionAfterPayment } from './paid-session';
import { useLanguage } from './use-language';

export interface CheckoutFormProps {
  kind: LookupKind;
  target: string | null;
  initialBillingEmail: string;
  /** The signed-in account's email: the billing email is then fixed to it. */
  lockedEmail: string | null;
  plan: PlanChoice;
  /** 'Pay €1.00 …'. */
  priceToday: string;
  onBusyChange(busy: boolean): void;
  onPaid(billingEmail: string, session: SessionAfterPayment): void;
}

interface FieldErrors {
  email?: string;
  name?: string;
}

const CARD_OPTIONS = { hidePostalCode: true } as const;

/**
 * Billing email, name on card and the Card Element (postal code hidden), spec §2 and §5: the
 * billing email is required and an address, the name is required, the card element must exist.
 */
export function CheckoutForm({ kind, target, initialBillingEmail, lockedEmail, plan, priceToday, onBusyChange, onPaid }: CheckoutFormProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const emailId = useId();
  const nameId = useId();
  const cardLabelId = useId();
  const cardErrorId = useId();
  const [email, setEmail] = useState(initialBillingEmail);
  const [name, setName] = useState('');
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
    else if (!EMAIL_PATTERN.test(value)) found.email = t('checkout.form.errors.invalidEmail');
    if (!name.trim()) found.name = t('checkout.form.errors.required');
    return found;
  };

  const setWorking = (value: boolean) => {
    submitting.current = value;
    setBusy(value);
    onBusyChange(value);
  };

  const submit = async () => {
    if (submitting.current) return;
    const found = validate();
    setErrors(found);
    if (found.email) return document.getElementById(emailId)?.focus();
    if (found.name) return document.getElementById(nameId)?.focus();
    setProblem(null);
    setWorking(true);
    let result;
    try {
      result = await runCheckout({
        stripe,
        card: elements?.getElement(CardElement) ?? null,
        billingEmail,
        nameOnCard: name,
        plan,
        kind,
        target,
        language,
      });
    } catch (error) {
      console.warn('checkout failed', error instanceof Error ? error.message : error);
      result = { ok: false as const, problem: { key: 'initFailed' as const } };
    }
    setWorking(false);
    if (result.ok) onPaid(billingEmail.trim().toLowerCase(), result.session);
    else setProblem(result.problem);
  };

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
          setEmail(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
      />
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
      {problem ? <PaymentAlert problem={problem} /> : null}
      <Button type="submit" size="lg" className="fn-ck-pay" disabled={busy || !stripe}>
        {busy ? (
          <>
            <span className="fn-spinner" aria-hidden="true" />
            {t('checkout.form.paying')}
          </>
        ) : (
          t('checkout.form.pay', { price: priceToday, context: target ? undefined : 'signup' })
        )}
      </Button>
      <p className="fn-muted fn-ck-secure">{t('checkout.form.secure')}</p>
    </form>
  );
}
