import type Stripe from 'stripe';
import { DAY, WEBHOOK_SECRET, bearer, buyTrial, clockCustomer, clockReady, withBilling } from '../billing-harness';
import { withMailDev, type Mail } from '../maildev';

const mail = withMailDev();
const h = withBilling({ smtpUrl: () => mail.smtpUrl() });
const HOUR = 3600;

// Receipts (docs/decisions.md#receipts-and-terms) go out for every payment; these tests are about the reminders.
const isReceipt = (kind: string) => kind === 'receipt' || kind === 'refund-receipt';
const reminderMails = () => h.mails.filter((sent) => !isReceipt((sent.template as { kind: string }).kind));
const kinds = () => reminderMails().map((sent) => (sent.template as { kind: string }).kind);
const renewalReminders = () => h.mails.filter((sent) => (sent.template as { kind: string }).kind === 'renewal-reminder');

/** The mails MailDev received for an address once there are `count` of them (SMTP delivery is asynchronous). */
async function mailsTo(address: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await mail.to(address)).filter((sent) => !/receipt|Quittung/i.test(sent.subject));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${address}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts an event to the webhook signed with the endpoint's secret, as Stripe would. */
async function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = h.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return h.api.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, payload });
}

async function setReminders(token: string, renewalReminders: boolean) {
  const res = await h.api.inject({ method: 'PUT', url: '/api/me/preferences', headers: bearer(token), payload: { renewalReminders } });
  expect(res.json()).toEqual({ preferences: { renewalReminders } });
}

// The clock starts on 31 January 2031; the 7-day trial converts on 7 February, then the
// subscription renews weekly (14, 21, 28 February). The emulator announces each renewal with
// invoice.upcoming 7 days ahead (Stripe's "Upcoming renewal events" setting). The API reads
// Stripe's state when a webhook arrives, after the clock's advance: the trial reminder needs an
// advance that stops while the trial still runs.
async function pastTrialReminder(clock: Awaited<ReturnType<typeof clockCustomer>>) {
  await clock.advanceTo(clock.start + 4 * DAY + HOUR);
  expect(kinds()).toEqual(['trial-reminder']);
}

describe('renewal reminders (invoice.upcoming)', () => {
  it("a weekly subscriber is reminded before each renewal, in the account's language, with the date, the amount and where to cancel", async () => {
    const clock = await clockCustomer(h, 'weekly.de@example.com');
    expect((await buyTrial(h, 'weekly.de@example.com', 'pm_card_visa', { language: 'de' })).json()).toMatchObject({ status: 'trialing' });
    await pastTrialReminder(clock);

    await clock.advanceTo(clock.start + 7 * DAY + 2 * HOUR);
    const mails = await mailsTo('weekly.de@example.com', 2);
    expect(mails.map((m) => m.subject)).toEqual(['Ihr MailScout-Test endet am 7. Februar 2031', 'Ihr MailScout-Abonnement verlängert sich am 14. Februar 2031']);
    const reminder = mails[1]!;
    expect(reminder.text).toMatch(/Ihr Abonnement verlängert sich automatisch am 14\. Februar 2031\. Dann werden 14,99\s€ von Ihrer gespeicherten Karte abgebucht\./);
    expect(reminder.text).toContain('Wenn Sie keine Verlängerung wünschen, kündigen Sie vorher in Ihrem Konto: http://localhost:3000/account');
    expect(reminder.text).toContain('Kontoeinstellungen');
    expect(reminder.html).toContain('<a href="http://localhost:3000/account">');

    // One reminder per renewal: the next one is for 21 February.
    await clock.advanceTo(clock.start + 14 * DAY + 2 * HOUR);
    const later = await mailsTo('weekly.de@example.com', 3);
    expect(later.map((m) => m.subject).slice(1)).toEqual(['Ihr MailScout-Abonnement verlängert sich am 14. Februar 2031', 'Ihr MailScout-Abonnement verlängert sich am 21. Februar 2031']);
    expect(renewalReminders()).toHaveLength(2);
  });

  it('an English account gets it in English', async () => {
    const clock = await clockCustomer(h, 'weekly.en@example.com');
    await buyTrial(h, 'weekly.en@example.com');
    await pastTrialReminder(clock);
    await clock.advanceTo(clock.start + 7 * DAY + 2 * HOUR);
    const reminder = (await mailsTo('weekly.en@example.com', 2))[1]!;
    expect(reminder.subject).toBe('Your MailScout subscription renews on 14 February 2031');
    expect(reminder.text).toContain('Your subscription renews automatically on 14 February 2031. €14.99 will then be charged to your saved card.');
    expect(reminder.text).toContain('If you do not want it to renew, cancel before then in your account: http://localhost:3000/account');
  });

  it('none while the account has switched them off (the trial reminder is sent anyway); switched on again, the next renewal is announced', async () => {
    const clock = await clockCustomer(h, 'quiet@example.com');
    const bought = (await buyTrial(h, 'quiet@example.com')).json();
    await setReminders(bought.token, false);
    await pastTrialReminder(clock);

    await clock.advanceTo(clock.start + 7 * DAY + 2 * HOUR);
    expect((await h.stripe.events.list({ type: 'invoice.upcoming' })).data).toHaveLength(1);
    expect(kinds()).toEqual(['trial-reminder']);

    await setReminders(bought.token, true);
    await clock.advanceTo(clock.start + 14 * DAY + 2 * HOUR);
    expect(kinds()).toEqual(['trial-reminder', 'renewal-reminder']);
    expect(reminderMails()[1]).toMatchObject({ to: 'quiet@example.com', template: { renewalDate: '21 February 2031', amount: '€14.99' } });
  });

  it('none for a subscription set to cancel, even when the announcement arrives after the cancellation', async () => {
    const clock = await clockCustomer(h, 'leaving@example.com');
    const bought = (await buyTrial(h, 'leaving@example.com')).json();
    await pastTrialReminder(clock);

    // Stripe announces the renewal; its delivery is late, and meanwhile the buyer cancels.
    h.emulator.control.holdWebhooks();
    await h.stripe.testHelpers.testClocks.advance(clock.clock.id, { frozen_time: clock.start + 7 * DAY + 2 * HOUR });
    await clockReady(h, clock.clock.id);
    expect((await h.stripe.events.list({ type: 'invoice.upcoming' })).data).toHaveLength(1);
    await h.api.billing.cancelAllAtPeriodEnd((await h.api.store.users.findByEmail('leaving@example.com'))!._id);
    h.emulator.control.releaseWebhooks();
    await h.emulator.control.webhooksIdle();
    expect(kinds()).toEqual(['trial-reminder']);

    // And no later announcement: the subscription ends instead of renewing.
    await clock.advanceTo(clock.start + 21 * DAY);
    expect((await h.stripe.subscriptions.retrieve(bought.subscriptionId)).status).toBe('canceled');
    expect(kinds()).toEqual(['trial-reminder']);
  });

  it('none during the trial, even if Stripe announces the charge at its end: the trial reminder speaks for it', async () => {
    const clock = await clockCustomer(h, 'trial@example.com');
    const bought = (await buyTrial(h, 'trial@example.com')).json();
    const subscription = await h.stripe.subscriptions.retrieve(bought.subscriptionId);
    expect(subscription.status).toBe('trialing');
    const announced = await deliver({
      id: 'evt_trial_end_announced',
      object: 'event',
      type: 'invoice.upcoming',
      created: clock.start,
      data: {
        object: {
          object: 'invoice',
          billing_reason: 'upcoming',
          customer: clock.customer.id,
          currency: 'eur',
          amount_due: 1499,
          period_start: clock.start,
          period_end: subscription.trial_end,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
        },
      },
    });
    expect(announced.statusCode).toBe(200);
    expect(reminderMails()).toEqual([]);
    await pastTrialReminder(clock);
  });

  it('a duplicated announcement, or the same one under another event id, sends one reminder', async () => {
    const clock = await clockCustomer(h, 'twice@example.com');
    await buyTrial(h, 'twice@example.com');
    await pastTrialReminder(clock);
    h.emulator.control.duplicateWebhooks(true);
    await clock.advanceTo(clock.start + 7 * DAY + 2 * HOUR);
    h.emulator.control.duplicateWebhooks(false);
    const [event] = (await h.stripe.events.list({ type: 'invoice.upcoming' })).data as [Stripe.Event];
    expect(h.emulator.control.deliveries().filter((delivery) => delivery.event_id === event.id && delivery.status === 'succeeded')).toHaveLength(2);

    const again = await deliver({ ...event, id: `${event.id}_again` });
    expect(again.statusCode).toBe(200);
    expect(renewalReminders()).toEqual([{ to: 'twice@example.com', template: { kind: 'renewal-reminder', renewalDate: '14 February 2031', amount: '€14.99', accountUrl: 'http://localhost:3000/account' } }]);
  });

  it("a failed send is not remembered: Stripe's retry of the event sends it, once", async () => {
    const clock = await clockCustomer(h, 'retry@example.com');
    await buyTrial(h, 'retry@example.com');
    await pastTrialReminder(clock);
    const send = jest.mocked(h.api.mailer.send);
    const recordAndSend = send.getMockImplementation()!;
    let failures = 0;
    send.mockImplementation(async (to, template, language) => {
      if (template.kind === 'renewal-reminder' && failures++ === 0) throw new Error('SMTP server unavailable');
      return recordAndSend(to, template, language);
    });

    await clock.advanceTo(clock.start + 7 * DAY + 2 * HOUR);
    expect(failures).toBe(2);
    expect(renewalReminders()).toHaveLength(1);
    const [event] = (await h.stripe.events.list({ type: 'invoice.upcoming' })).data as [Stripe.Event];
    const delivery = h.emulator.control.deliveries().find((d) => d.event_id === event.id)!;
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
  });
});
