import type { Language } from '@mailscout/contracts';
import { formatLongDate } from '../../mail/format-date';
import { formatMoney } from '../../mail/format-money';
import type { BillingDeps } from '../billing-deps';
import { planOfSubscription } from '../stripe/catalogue-prices';
import { trialReminderMark } from '../payments/payment-marks';
import { idOf } from '../stripe/stripe-id';
import { syncSubscription } from './subscription-records';

/** UK subscription-contract rules (docs/decisions.md#trial): remind before the trial converts, once per trial end. */
export async function sendTrialReminder(deps: BillingDeps, subscriptionId: string): Promise<void> {
  const subscription = await syncSubscription(deps, subscriptionId);
  if (!subscription || subscription.metadata.product !== 'mailscout') return;
  if (subscription.status !== 'trialing' || subscription.cancel_at_period_end || !subscription.trial_end) return;
  const customer = await deps.stripe.customers.retrieve(idOf(subscription.customer)!);
  if (customer.deleted || !customer.email) return;
  const mark = trialReminderMark(subscription.id, subscription.trial_end);
  if (!(await deps.store.paymentEvents.recordFirstDelivery(mark, 'mail.trial_reminder'))) return;
  const language: Language = subscription.metadata.language === 'de' ? 'de' : 'en';
  const plan = deps.catalogue.plans[planOfSubscription(deps, subscription)];
  const currency = deps.catalogue.displayCurrency;
  try {
    await deps.sendMail(
      customer.email,
      { kind: 'trial-reminder', trialEnd: formatLongDate(new Date(subscription.trial_end * 1000), language), price: formatMoney(plan.price[currency], currency, language), interval: plan.interval },
      language,
    );
  } catch (error) {
    // Not sent: forget the mark so Stripe's retry of the event sends it.
    await deps.store.paymentEvents.forget(mark);
    throw error;
  }
}
