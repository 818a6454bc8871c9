import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Language } from '@mailscout/contracts';
import { preferencesOf } from '../identity/account-preferences';
import { formatLongDate } from '../mail/format-date';
import { formatMoney } from '../mail/format-money';
import type { UserDocument } from '../store/repositories/users-repository';
import { idOf } from './stripe-id';

/** Kept in the payment-events collection: one reminder per subscription and renewal. */
const renewalReminderMark = (subscriptionId: string, renewsAt: number) => `renewal-reminder:${subscriptionId}:${renewsAt}`;

interface Dependencies {
  syncSubscription(subscriptionId: string): Promise<Stripe.Subscription | null>;
  userForCustomer(customerId: string, options: { create: boolean }): Promise<{ user: UserDocument } | null>;
}

/**
 * The renewal reminder the account can switch off (Settings): on Stripe's `invoice.upcoming`
 * for a paid MailScout subscription that will renew, a mail with the renewal's date, the
 * amount Stripe will charge and the way to cancel. The trial reminder (DECISIONS §3, required
 * by law) is a separate mail that this choice never stops.
 */
export function renewalReminder(app: FastifyInstance, deps: Dependencies) {
  return async function sendRenewalReminder(upcoming: Stripe.Invoice): Promise<void> {
    const subscriptionId = idOf(upcoming.parent?.subscription_details?.subscription);
    if (!subscriptionId) return;
    // The subscription as Stripe has it now, not as the event saw it.
    const subscription = await deps.syncSubscription(subscriptionId);
    if (!subscription || subscription.metadata.product !== 'mailscout') return;
    // Trialing: the trial reminder speaks for it. Cancelling: nothing will renew.
    if (subscription.status !== 'active' || subscription.cancel_at_period_end || subscription.cancel_at !== null) return;
    const renewsAt = subscription.items.data[0]?.current_period_end;
    // A late event about a renewal that has already happened would name a past date.
    if (!renewsAt || upcoming.period_end !== renewsAt) return;
    const owner = await deps.userForCustomer(idOf(subscription.customer)!, { create: false });
    if (!owner || !preferencesOf(owner.user).renewalReminders) return;

    const mark = renewalReminderMark(subscription.id, renewsAt);
    if (!(await app.store.paymentEvents.recordFirstDelivery(mark, 'mail.renewal_reminder'))) return;
    const language: Language = owner.user.language;
    try {
      await app.mailer.send(
        owner.user.email,
        {
          kind: 'renewal-reminder',
          renewalDate: formatLongDate(new Date(renewsAt * 1000), language),
          // What Stripe says it will charge (the preview), not a catalogue figure.
          amount: formatMoney(upcoming.amount_due, upcoming.currency, language),
          accountUrl: `${app.config.publicOrigin}/account`,
        },
        language,
      );
    } catch (error) {
      // Not sent: forget the mark so Stripe's retry of the event sends it.
      await app.store.paymentEvents.collection.deleteOne({ _id: mark });
      throw error;
    }
  };
}
