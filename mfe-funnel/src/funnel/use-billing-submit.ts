import { useTranslation } from 'react-i18next';
import { receiveCredits, useAuth } from '@mailscout/auth';
import type { ToastInput } from '@mailscout/ui';
import { fetchUserCredits } from '../api/lookup-api';
import { STAGE_TOAST_MS } from './use-flow-stage-toasts';

export type SubmitRoute = 'processing' | 'payment';

/**
 * docs/product.md#states 'Funnel routing on billing-email submit': signed in with credits → processing;
 * signed in without → ask the server, then processing or payment; signed out → payment.
 * A failed credit check is logged and the local credits kept (docs/product.md#errors); the visitor goes to payment.
 */
export function useBillingSubmit(
  onRoute: (route: SubmitRoute, billingEmail: string) => void,
  /** Shows a toast that belongs to the stage it leads to (dismissed when that stage ends). */
  notify: (route: SubmitRoute, input: ToastInput) => void,
) {
  const { t } = useTranslation('funnel');
  const { user } = useAuth();

  return async (billingEmail: string): Promise<void> => {
    if (!user) {
      // Title only and short (issue 15.4): the billing email is in the checkout's form anyway.
      notify('payment', { title: t('lookup.submit.toast.emailUpdatedTitle'), duration: STAGE_TOAST_MS });
      onRoute('payment', billingEmail);
      return;
    }
    if (user.credits > 0) {
      notify('processing', { title: t('lookup.submit.toast.usingCreditTitle'), description: t('lookup.submit.toast.usingCreditText', { count: user.credits }) });
      onRoute('processing', billingEmail);
      return;
    }
    try {
      const credits = await fetchUserCredits(user.email);
      if (credits > 0) {
        receiveCredits(user.email, credits);
        onRoute('processing', billingEmail);
        return;
      }
      notify('payment', { title: t('lookup.submit.toast.noCreditsTitle'), description: t('lookup.submit.toast.noCreditsText') });
    } catch (error) {
      console.warn('credit check failed; keeping local credits', error instanceof Error ? error.message : error);
    }
    onRoute('payment', billingEmail);
  };
}
