import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProblem } from './checkout-errors';

/** The text of a failed payment step: ours translated, the provider's as is (docs/product.md#errors). */
export function usePaymentProblemText() {
  const { t } = useTranslation('funnel');
  return (problem: PaymentProblem) => ('key' in problem ? t(`checkout.errors.${problem.key}`) : problem.text);
}

/**
 * A failed payment, announced at once; the buyer stays on the form (nothing typed is lost).
 * `titled={false}` where the page's heading already says the payment failed (/return), so the
 * failure is said once.
 */
export function PaymentAlert({ problem, children, titled = true }: { problem: PaymentProblem; children?: ReactNode; titled?: boolean }) {
  const { t } = useTranslation('funnel');
  const text = usePaymentProblemText();
  return (
    <div className="fn-ck-alert" role="alert">
      {titled ? <p className="fn-ck-alert__title">{t('checkout.form.errorTitle')}</p> : null}
      <p className="fn-ck-alert__text">{text(problem)}</p>
      {children}
    </div>
  );
}
