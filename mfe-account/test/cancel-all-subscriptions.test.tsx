import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import type { SubscriptionSummary } from '@mailscout/contracts';
import { apiError, json, me, mockApi, PERIOD_END, renderAccount, resetPage, settle, signInAs, subscription, type Handler } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));

beforeEach(resetPage);

const weekly = subscription({ id: 'sub_weekly_000001', planType: 'weekly', currentPeriodEnd: PERIOD_END });
const monthly = subscription({ id: 'sub_monthly_00002', planType: 'monthly', currentPeriodEnd: PERIOD_END + 8 * 86_400 });

async function openCancelPage(meAnswer: Handler) {
  mockApi({ '/api/me': meAnswer, '/api/request-cancel-otp': () => json({ message: 'sent' }) });
  signInAs('jane.doe@example.com');
  renderAccount('/cancel-subscription');
  await settle();
  return userEvent.setup();
}

const withLive = (subscriptions: SubscriptionSummary[]) => () => json(me(subscriptions[0] ?? null, 3, undefined, subscriptions));

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, send: string) {
  await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
  await user.click(screen.getByRole('button', { name: send }));
  await screen.findByRole('textbox', { name: /code|Code/ });
}

describe('cancel page: cancelling covers every live subscription (docs/decisions.md#one-subscription)', () => {
  it('two live subscriptions: both named, and the button cancels all', async () => {
    const user = await openCancelPage(withLive([weekly, monthly]));
    expect(screen.getByText(/^Cancelling ends every running subscription of your account, a trial included\./)).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Your account has 2 running subscriptions' });
    expect(notice).toHaveTextContent('Cancelling ends all of them. Each keeps access until the end of its paid period:');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Weekly, paid until 22 November 2026', 'Monthly, paid until 30 November 2026']);
    await reachCodeStep(user, 'Send verification code');
    expect(screen.getByRole('button', { name: 'Cancel all my subscriptions' })).toBeInTheDocument();
  });

  it('one live subscription: the general text, no list, the usual button', async () => {
    const user = await openCancelPage(withLive([weekly]));
    expect(screen.getByText(/Cancelling ends every running subscription/)).toBeInTheDocument();
    expect(screen.queryByTestId('cancel-scope')).not.toBeInTheDocument();
    await reachCodeStep(user, 'Send verification code');
    expect(screen.getByRole('button', { name: 'Cancel my subscription' })).toBeInTheDocument();
  });

  it('when /api/me fails, cancelling still works with the general text', async () => {
    const user = await openCancelPage(() => apiError(503, 'SERVICE_UNAVAILABLE', 'Down'));
    expect(screen.getByText(/Cancelling ends every running subscription/)).toBeInTheDocument();
    expect(screen.queryByTestId('cancel-scope')).not.toBeInTheDocument();
    await reachCodeStep(user, 'Send verification code');
    expect(screen.getByRole('button', { name: 'Cancel my subscription' })).toBeInTheDocument();
  });

  it('German', async () => {
    await i18n.changeLanguage('de');
    const user = await openCancelPage(withLive([weekly, monthly]));
    expect(screen.getByText(/^Die Kündigung beendet jedes laufende Abonnement Ihres Kontos, auch einen Testzeitraum\./)).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Ihr Konto hat 2 laufende Abonnements' });
    expect(notice).toHaveTextContent('Die Kündigung beendet alle. Jedes bleibt bis zum Ende seines bezahlten Zeitraums nutzbar:');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Wöchentlich, bezahlt bis 22. November 2026', 'Monatlich, bezahlt bis 30. November 2026']);
    await reachCodeStep(user, 'Bestätigungscode senden');
    expect(screen.getByRole('button', { name: 'Alle meine Abonnements kündigen' })).toBeInTheDocument();
  });
});
