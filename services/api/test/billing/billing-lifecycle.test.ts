import type Stripe from 'stripe';
import { DAY, bearer, buyTrial, catalogueFile, clockCustomer, creditsOf, withBilling } from '../billing-harness';

// A small cap, so many periods reach it quickly.
const h = withBilling({ env: { PRICE_CATALOGUE_FILE: catalogueFile((c) => (c.creditCap = 10)) } });
const HOUR = 3600;

describe('subscription lifecycle on a test clock', () => {
  it('trial reminder, weekly renewals +4 each, the cap holds over many periods', async () => {
    const clock = await clockCustomer(h, 'renew@example.com');
    const bought = await buyTrial(h, 'renew@example.com');
    expect(bought.json()).toMatchObject({ status: 'trialing', signIn: 'done' });
    expect(await creditsOf(h, 'renew@example.com')).toBe(2);

    await clock.advanceTo(clock.start + 4 * DAY + HOUR);
    const reminders = h.mails.filter((sent) => (sent.template as { kind: string }).kind !== 'receipt');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ to: 'renew@example.com', template: { kind: 'trial-reminder', price: '€14.99', interval: 'week' } });

    await clock.advanceTo(clock.start + 7 * DAY + 2 * HOUR);
    expect(await creditsOf(h, 'renew@example.com')).toBe(6);
    const record = await h.api.store.subscriptions.findLatestForUser((await h.api.store.users.findByEmail('renew@example.com'))!._id);
    expect(record).toMatchObject({ status: 'active', planType: 'weekly' });
    expect(record!.currentPeriodEnd.getTime() / 1000).toBe(clock.start + 14 * DAY);

    await clock.advanceTo(clock.start + 14 * DAY + 2 * HOUR);
    expect(await creditsOf(h, 'renew@example.com')).toBe(10);
    await clock.advanceTo(clock.start + 35 * DAY + 2 * HOUR);
    expect(await creditsOf(h, 'renew@example.com')).toBe(10);
    const entries = await (await h.collection('credit_ledger')).find().sort({ createdAt: 1 }).toArray();
    expect(entries.map((e) => e.applied)).toEqual([2, 4, 4, 0, 0, 0]);
    // One trial reminder; renewal reminders come on top (billing-renewal-reminder.test.ts).
    expect(h.mails.filter((sent) => (sent.template as { kind: string }).kind === 'trial-reminder')).toHaveLength(1);
  });

  it('cancel at period end: Gekündigt until the trial ends, then ended, no more invoices', async () => {
    const clock = await clockCustomer(h, 'cancel@example.com');
    const bought = (await buyTrial(h, 'cancel@example.com')).json();
    const accessUntil = await h.api.billing.cancelAllAtPeriodEnd((await h.api.store.users.findByEmail('cancel@example.com'))!._id);
    expect(accessUntil).toBe(clock.start + 7 * DAY);
    expect((await h.stripe.subscriptions.retrieve(bought.subscriptionId)).cancel_at_period_end).toBe(true);
    const status = await h.api.inject({ method: 'POST', url: '/api/get-subscription-status', headers: bearer(bought.token), payload: { email: 'cancel@example.com' } });
    expect(status.json().subscription).toMatchObject({ status: 'trialing', cancel_at_period_end: true });

    await clock.advanceTo(clock.start + 4 * DAY + HOUR);
    expect(h.mails.filter((sent) => (sent.template as { kind: string }).kind !== 'receipt')).toHaveLength(0); // no reminder for a trial that will not convert
    await clock.advanceTo(clock.start + 30 * DAY);
    const after = await h.api.inject({ method: 'POST', url: '/api/get-subscription-status', headers: bearer(bought.token), payload: { email: 'cancel@example.com' } });
    expect(after.json().subscription).toMatchObject({ status: 'canceled' });
    const invoices = await h.stripe.invoices.list({ subscription: bought.subscriptionId });
    expect(invoices.data.map((i) => i.billing_reason)).toEqual(['subscription_create']);
    expect(await creditsOf(h, 'cancel@example.com')).toBe(2);
  });

  // docs/decisions.md#failed-payments: Stripe's default dunning, 8 retries within 2 weeks of the failed renewal, then cancelled.
  it('0341: the renewal fails, past_due with access for 2 weeks of retries, then ended; no credits for unpaid periods', async () => {
    const clock = await clockCustomer(h, 'failing@example.com');
    const bought = (await buyTrial(h, 'failing@example.com')).json();
    // The card on file is replaced by one that attaches but whose charges fail.
    const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: clock.customer.id });
    await h.stripe.subscriptions.update(bought.subscriptionId, { default_payment_method: failing.id });
    const user = (await h.api.store.users.findByEmail('failing@example.com'))!;

    // The trial ends at +7 days; its renewal invoice is charged an hour later and fails.
    const failedAt = clock.start + 7 * DAY + HOUR;
    await clock.advanceTo(failedAt + HOUR);
    expect(await h.api.store.subscriptions.findLatestForUser(user._id)).toMatchObject({ status: 'past_due' });
    // Each invoice is retried on its own schedule (a weekly plan's next renewals fail and are retried too): count the first one's.
    const renewal = (await h.stripe.subscriptions.retrieve(bought.subscriptionId)).latest_invoice as string;
    const failures = async () =>
      (await h.stripe.events.list({ type: 'invoice.payment_failed', limit: 100 })).data.filter((event) => (event.data.object as Stripe.Invoice).id === renewal).length;
    expect(await failures()).toBe(1);
    expect(await creditsOf(h, 'failing@example.com')).toBe(2);

    // Past due, and so still live (a past-due subscription keeps the account's access), until the last retry.
    await clock.advanceTo(failedAt + 14 * DAY - HOUR);
    expect(await h.api.store.subscriptions.findLatestForUser(user._id)).toMatchObject({ status: 'past_due' });
    expect(await h.api.store.subscriptions.listLiveForUser(user._id)).toHaveLength(1);
    expect(await failures()).toBe(8);
    await clock.advanceTo(failedAt + 14 * DAY + HOUR);
    expect(await h.api.store.subscriptions.findLatestForUser(user._id)).toMatchObject({ status: 'canceled' });
    expect(await h.api.store.subscriptions.listLiveForUser(user._id)).toHaveLength(0);
    // One invoice.payment_failed per attempt: the renewal's and its 8 retries'.
    expect(await failures()).toBe(9);
    expect(await creditsOf(h, 'failing@example.com')).toBe(2);
    const paid = await h.stripe.invoices.list({ subscription: bought.subscriptionId, status: 'paid' });
    expect(paid.data).toHaveLength(1);
  });
});
