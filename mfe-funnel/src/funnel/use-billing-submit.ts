import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import type { ToastInput } from '@mailscout/ui';
import { creditRoute } from '../flow/credit-route';
import { STAGE_TOAST_MS } from '../flow/use-flow-stage-toasts';

/** Always the payment stage (docs/decisions.md#never-twice). */
export type SubmitRoute = 'payment';

/**
 * docs/product.md#states 'Funnel routing on billing-email submit': the shared credit check
 * (flow/credit-route) leads to the payment stage, where a signed-in buyer with credits presses
 * 'Use 1 of your N credits' — nothing is spent here (docs/decisions.md#never-twice); this stage says
 * why in a toast: the billing email taken (signed out), no credits left.
 */
export function useBillingSubmit(
  onRoute: (route: SubmitRoute, billingEmail: string) => void,
  /** Shows a toast that belongs to the stage it leads to (dismissed when that stage ends). */
  notify: (route: SubmitRoute, input: ToastInput) => void,
) {
  const { t } = useTranslation('funnel');
  const { user } = useAuth();

  return async (billingEmail: string): Promise<void> => {
    // Every route is the payment stage, so a preview that found nothing is confirmed there before
    // any credit can be used (docs/decisions.md#empty-previews).
    const decided = creditRoute(user);
    const next = decided instanceof Promise ? await decided : decided;
    if (next.reason === 'signed-out') {
      // Title only and short (docs/product.md#page-details): the billing email is in the checkout's form anyway.
      notify('payment', { title: t('lookup.submit.toast.emailUpdatedTitle'), duration: STAGE_TOAST_MS });
    } else if (next.reason === 'no-credits') {
      notify('payment', { title: t('lookup.submit.toast.noCreditsTitle'), description: t('lookup.submit.toast.noCreditsText') });
    }
    onRoute(next.route, billingEmail);
  };
}
