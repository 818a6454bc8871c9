import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { callsTo, json, me, mockApi, PERIOD_END, renderAccount, resetPage, settle, signInAs, subscription } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));

beforeEach(resetPage);

async function openAccount() {
  const fetchMock = mockApi({
    '/api/me': () => json(me(subscription())),
    '/api/request-cancel-otp': () => json({ message: 'sent' }),
    '/api/verify-cancel-otp': () => json({ message: 'Code verified' }),
    '/api/cancel-subscription-with-otp': () => json({ message: 'Your subscription has been successfully cancelled and will end at the end of your current billing period.', accessUntil: PERIOD_END }),
  });
  signInAs();
  renderAccount('/account');
  await settle();
  return { fetchMock, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'How can we help?' });

describe('account page: the support dialog (docs/product.md#support-dialog)', () => {
  it('"Need help with your subscription?" opens the support dialog at its first step; closing returns focus', async () => {
    const { user } = await openAccount();
    const region = screen.getByRole('region', { name: 'Need help with your subscription?' });
    const open = within(region).getByRole('button', { name: 'Get help' });
    await user.click(open);
    expect(within(dialog()).getByRole('button', { name: 'Cancel Subscription' })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel Subscription' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    // Reset on open (docs/product.md#account-page): back at the first step.
    await user.click(open);
    expect(within(dialog()).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('after a cancellation through the dialog, the account reloads what changed', async () => {
    const { user, fetchMock } = await openAccount();
    const before = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/me')).length;
    await user.click(screen.getByRole('button', { name: 'Get help' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Solve challenge' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Send code' }));
    await user.type(await within(dialog()).findByLabelText('One-time code'), '123456');
    await user.click(within(dialog()).getByRole('button', { name: 'Verify code' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Yes, cancel my subscription' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('successfully cancelled');
    expect(callsTo(fetchMock, '/api/cancel-subscription-with-otp')).toHaveLength(1);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/me')).length).toBe(before + 1));
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    const { user } = await openAccount();
    await user.click(within(screen.getByRole('region', { name: 'Brauchen Sie Hilfe mit Ihrem Abonnement?' })).getByRole('button', { name: 'Hilfe erhalten' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
