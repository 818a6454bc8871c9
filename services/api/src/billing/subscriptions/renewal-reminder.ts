import type Stripe from 'stripe';
import type { Language } from '@mailscout/contracts';
import { preferencesOf } from '../../identity/account-preferences';
import { formatLongDate } from '../../mail/format-date';
import { formatMoney } from '../../mail/format-money';
import type { BillingDeps } from '../billing-deps';
import { userForCustomer } from '../stripe/customers';
import { idOf } from '../stripe/stripe-id';
import { syncSubscription } from './subscription-records';

/** Kept in the payment-events collection: one reminder per subscription and renewal. */
const renewalReminderMark = (subscriptionId: string, renewsAt: number) => `renewal-reminder:${subscriptionId}:${renewsAt}`;

/**
 * The renewal reminder the account can switch off (Settings): on Stripe's `invoice.upcoming`
 * for a paid MailScout subscription that will renew, a mail with the renewal's date, the
 * amount Stripe will charge and the way to cancel. The trial reminder (docs/decisions.md#trial, required
 * by law) is a separate mail that this choice never stops.
 */
export async function sendRenewalReminder(deps: BillingDeps, upcoming: Stripe.Invoice): Promise<void> {
  const subscriptionId = idOf(upcoming.parent?.subscription_details?.subscription);
  if (!subscriptionId) return;
  // The subscription as Stripe has it now, not as the event saw it.
  const subscription = await syncSubscription(deps, subscriptionId);
  if (!subscription || subscription.metadata.product !== 'mailscout') return;
  // Trialing: the trial reminder speaks for it. Cancelling: nothing will renew.
  if (subscription.status !== 'active' || subscription.cancel_at_period_end || subscription.cancel_at !== null) return;
  const renewsAt = subscription.items.data[0]?.current_period_end;
  // A late event about a renewal that has already happened would name a past date.
  if (!renewsAt || upcoming.period_end !== renewsAt) return;
  const owner = await userForCustomer(deps, idOf(subscription.customer)!, { create: false });
  if (!owner || !preferencesOf(owner.user).renewalReminders) return;

  const mark = renewalReminderMark(subscription.id, renewsAt);
  if (!(await deps.store.paymentEvents.recordFirstDelivery(mark, 'mail.renewal_reminder'))) return;
  const language: Language = owner.user.language;
  try {
    await deps.sendMail(
      owner.user.email,
      {
        kind: 'renewal-reminder',
        renewalDate: formatLongDate(new Date(renewsAt * 1000), language),
        // What Stripe says it will charge (the preview), not a catalogue figure.
        amount: formatMoney(upcoming.amount_due, upcoming.currency, language),
        accountUrl: `${deps.publicOrigin}/account`,
      },
      language,
    );
  } catch (error) {
    // Not sent: forget the mark so Stripe's retry of the event sends it.
    await deps.store.paymentEvents.forget(mark);
    throw error;
  }
}
