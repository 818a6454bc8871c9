import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import type { SubscriptionSummary } from '@mailscout/contracts';
import { json, me, mockApi, PERIOD_END, renderAccount, resetPage, settle, signInAs, subscription } from './render-account';

beforeEach(resetPage);

const DAY = 86_400;
/** An account from before the one-subscription rule: a weekly plan and a monthly one, both live. */
const weekly = subscription({ id: 'sub_weekly_000001', planType: 'weekly', currentPeriodEnd: PERIOD_END });
const monthly = subscription({
  id: 'sub_monthly_00002',
  planType: 'monthly',
  status: 'past_due',
  currentPeriodStart: PERIOD_END - 30 * DAY,
  currentPeriodEnd: PERIOD_END + 8 * DAY,
  paymentMethod: { brand: 'mastercard', last4: '4444' },
});

async function showAccount(subscriptions: SubscriptionSummary[]) {
  mockApi({ '/api/me': () => json(me(subscriptions[0] ?? null, 3, undefined, subscriptions)) });
  signInAs('jane.doe@example.com', 3);
  renderAccount('/account');
  await settle();
}

const items = () => screen.getAllByTestId('live-subscription');

describe('account page: every live subscription (docs/decisions.md#one-subscription)', () => {
  it('two live subscriptions: each with its plan, status, date and card; one button cancels all', async () => {
    await showAccount([weekly, monthly]);
    const list = screen.getByTestId('live-subscriptions');
    expect(within(list).getByRole('heading', { name: 'Your running subscriptions' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Your account has 2 running subscriptions. Each is billed on its own; cancelling ends all of them.');
    expect(items()).toHaveLength(2);
    const [first, second] = items();
    expect(first).toHaveTextContent('Weekly');
    expect(first).toHaveTextContent('StatusActive');
    expect(first).toHaveTextContent('Next billing date22 November 2026');
    expect(first).toHaveTextContent('CardVisa ending in 4242');
    expect(first).toHaveTextContent('sub_weekly…');
    expect(second).toHaveTextContent('Monthly');
    expect(second).toHaveTextContent('StatusPayment failed');
    expect(second).toHaveTextContent('Next billing date30 November 2026');
    expect(second).toHaveTextContent('CardMastercard ending in 4444');
    expect(screen.getByRole('link', { name: 'Cancel all subscriptions' })).toHaveAttribute('href', '/cancel-subscription');
    expect(screen.queryByRole('link', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('one set to end shows its access-until date; the other still offers cancelling all', async () => {
    await showAccount([subscription({ ...weekly, cancelAtPeriodEnd: true }), subscription({ ...monthly, status: 'active' })]);
    const [first, second] = items();
    expect(first).toHaveTextContent('StatusCancelled');
    expect(first).toHaveTextContent('Access until22 November 2026');
    expect(second).toHaveTextContent('StatusActive');
    expect(screen.getByRole('link', { name: 'Cancel all subscriptions' })).toBeInTheDocument();
  });

  it('one live subscription: no list, the usual cancel button', async () => {
    await showAccount([weekly]);
    expect(screen.queryByTestId('live-subscriptions')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('German', async () => {
    await i18n.changeLanguage('de');
    await showAccount([weekly, monthly]);
    const list = screen.getByTestId('live-subscriptions');
    expect(within(list).getByRole('heading', { name: 'Ihre laufenden Abonnements' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Ihr Konto hat 2 laufende Abonnements. Jedes wird für sich abgerechnet; eine Kündigung beendet alle.');
    const [first, second] = items();
    expect(first).toHaveTextContent('Wöchentlich');
    expect(first).toHaveTextContent('StatusAktiv');
    expect(first).toHaveTextContent('Nächstes Abrechnungsdatum22. November 2026');
    expect(first).toHaveTextContent('KarteVisa mit Endziffern 4242');
    expect(second).toHaveTextContent('Monatlich');
    expect(second).toHaveTextContent('StatusZahlung fehlgeschlagen');
    expect(second).toHaveTextContent('30. November 2026');
    expect(screen.getByRole('link', { name: 'Alle Abonnements kündigen' })).toBeInTheDocument();
  });
});
