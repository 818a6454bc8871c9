import { useId, useRef, useState, type ReactNode } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PlanChoice } from '@mailscout/contracts';
import { useLanguage } from '@mailscout/i18n';
import { useCheckout } from '../flow/checkout-context';
import { cardFormProblems, firstProblem, type CardFormField, type CardFormProblem } from '../flow/card-form-rules';
import type { PaymentProblem } from './checkout-errors';
import type { SessionAfterPayment } from './paid-session';
import { focusCodeProof } from './code-proof';
import { usePurchaseRequestId } from './purchase-request';
import { runCheckout } from './run-checkout';

/** What the card form's submit needs (CheckoutFormProps says what each means). */
export interface CardPaymentInput {
  billingEmail: string;
  mode: 'trial' | 'plan';
  plan: PlanChoice;
  proof: ReactNode;
  prepare(): Promise<boolean>;
  onRefused(code: string): boolean;
  onBusyChange(busy: boolean): void;
  onPaid(billingEmail: string, session: SessionAfterPayment): void;
}

/**
 * The card form's submit (docs/product.md#payment-stage): its fields' problems by the rules in
 * flow/card-form-rules (focus on the first), then the offer asked again (`prepare`), then the
 * payment; a refusal the checkout answers itself goes back to it, any other is shown here. An
 * address still waiting for its code pays nothing: Enter moves to the code.
 */
export function useCardPayment({ billingEmail, mode, plan, proof, prepare, onRefused, onBusyChange, onPaid }: CardPaymentInput) {
  const { kind, target } = useCheckout();
  const reportRequestId = usePurchaseRequestId();
  const language = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const ids = { email: useId(), name: useId() };
  const terms = useRef<HTMLInputElement>(null);
  const submitting = useRef(false);
  const [nameOnCard, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<CardFormField, CardFormProblem>>>({});
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const focus = (field: CardFormField) => (field === 'terms' ? terms.current?.focus() : document.getElementById(ids[field])?.focus());
  const setWorking = (value: boolean) => {
    submitting.current = value;
    setBusy(value);
    onBusyChange(value);
  };

  const submit = async () => {
    if (submitting.current) return;
    if (proof) return focusCodeProof();
    const found = cardFormProblems({ billingEmail, nameOnCard, agreed });
    setProblems(found);
    const first = firstProblem(found);
    if (first) return focus(first);
    setProblem(null);
    setWorking(true);
    let result;
    try {
      if (!(await prepare())) return setWorking(false);
      const card = elements?.getElement(CardElement) ?? null;
      result = await runCheckout({ stripe, card, billingEmail, nameOnCard, plan, withTrial: mode === 'trial', kind, target, language, reportRequestId });
    } catch (error) {
      console.warn('checkout failed', error instanceof Error ? error.message : error);
      result = { ok: false as const, problem: { key: 'initFailed' as const } };
    }
    setWorking(false);
    if (result.ok) return onPaid(billingEmail.trim().toLowerCase(), result.session);
    if (result.code === 'TERMS_NOT_ACCEPTED') {
      setAgreed(false);
      setProblems({ terms: 'termsRequired' });
      return focus('terms');
    }
    if (result.code && onRefused(result.code)) return;
    setProblem(result.problem);
  };

  return {
    ids,
    terms,
    stripeReady: stripe !== null,
    busy,
    problem,
    problems,
    nameOnCard,
    agreed,
    submit,
    setName(value: string) {
      setName(value);
      setProblems((current) => ({ ...current, name: undefined }));
    },
    setAgreed(value: boolean) {
      setAgreed(value);
      setProblems((current) => ({ ...current, terms: undefined }));
    },
    clearEmailProblem() {
      setProblems((current) => ({ ...current, email: undefined }));
    },
  };
}
