import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { apiError, callsTo, json, location, me, mockApi, PERIOD_END, renderAccount, resetPage, settle, signInAs, subscription } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));

beforeEach(resetPage);
afterEach(() => jest.useRealTimers());

const sendButton = () => screen.getByRole('button', { name: 'Send verification code' });
const challenge = () => screen.getByTestId('bot-challenge');

async function openCancelPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    '/api/request-cancel-otp': () => json({ message: 'sent' }),
    '/api/me': () => json(me(subscription())),
    ...handlers,
  });
  signInAs('jane.doe@example.com');
  renderAccount('/cancel-subscription');
  return { fetchMock, user: userEvent.setup() };
}

async function reachCodeStep(handlers: Parameters<typeof mockApi>[0] = {}) {
  const opened = await openCancelPage(handlers);
  await opened.user.click(screen.getByRole('button', { name: 'Solve challenge' }));
  await opened.user.click(sendButton());
  await screen.findByLabelText('One-time code');
  return opened;
}

describe('cancel subscription page (docs/product.md#cancel-page, docs/product.md#states, docs/product.md#validation, docs/product.md#errors)', () => {
  it('not signed in: the not-logged-in message and the return-to-account button', () => {
    mockApi();
    renderAccount('/cancel-subscription');
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to cancel your subscription.');
    expect(screen.getByRole('link', { name: 'Return to account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByTestId('bot-challenge')).not.toBeInTheDocument();
  });

  it('not signed in, in German', async () => {
    mockApi();
    await i18n.changeLanguage('de');
    renderAccount('/cancel-subscription');
    expect(screen.getByRole('alert')).toHaveTextContent('Sie müssen angemeldet sein, um Ihr Abonnement zu kündigen.');
    expect(screen.getByRole('link', { name: 'Zurück zum Konto' })).toBeInTheDocument();
  });

  it('step 1: the email is locked to the signed-in address; the request waits for the challenge token', async () => {
    const { user, fetchMock } = await openCancelPage();
    expect(screen.getByLabelText('Email address')).toHaveValue('jane.doe@example.com');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Please complete the CAPTCHA verification.');
    expect(screen.getByRole('link', { name: 'Return to account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    await screen.findByLabelText('One-time code');
    expect(callsTo(fetchMock, '/api/request-cancel-otp')).toEqual([{ email: 'jane.doe@example.com', captchaToken: 'captcha-token-0', language: 'en' }]);
  });

  it('a failed request shows the server’s message and resets the challenge', async () => {
    const { user } = await openCancelPage({
      '/api/request-cancel-otp': () => apiError(403, 'FORBIDDEN', 'You can only cancel the subscription of the account you are signed in with.'),
    });
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only cancel the subscription of the account you are signed in with.');
    expect(challenge()).toHaveAttribute('data-reset-key', '1');
    expect(sendButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    expect(sendButton()).toBeEnabled();
  });

  it('a failed request without a readable answer shows the translated fallback', async () => {
    const { user } = await openCancelPage({ '/api/request-cancel-otp': () => new Response('oops', { status: 502 }) });
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification code.');
  });

  it('step 2: the code field (max 6, numeric) gets the focus', async () => {
    const { user } = await reachCodeStep();
    const code = screen.getByLabelText('One-time code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    await user.type(code, '98x76543');
    expect(code).toHaveValue('987654');
    expect(screen.getByRole('link', { name: 'Return to account' })).toBeInTheDocument();
  });

  it('a wrong code shows the message, and the challenge is reset for a new code', async () => {
    const { user } = await reachCodeStep({
      '/api/cancel-subscription-with-otp': () => apiError(400, 'INVALID_OTP', 'Invalid or expired OTP code'),
    });
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP code');
    await user.click(screen.getByRole('button', { name: 'Request a new code' }));
    expect(challenge()).toHaveAttribute('data-reset-key', '2');
    expect(sendButton()).toBeDisabled();
  });

  it('step 3: the success message with the access date, then /account after 3 s', async () => {
    const { user, fetchMock } = await reachCodeStep({
      '/api/cancel-subscription-with-otp': () =>
        json({ message: 'Your subscription has been successfully cancelled and will end at the end of your current billing period.', accessUntil: PERIOD_END }),
    });
    await user.type(screen.getByLabelText('One-time code'), '123456');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your subscription has been successfully cancelled and will end at the end of your current billing period. You keep access until 22 November 2026.',
    );
    expect(callsTo(fetchMock, '/api/cancel-subscription-with-otp')).toEqual([{ email: 'jane.doe@example.com', otp: '123456', language: 'en' }]);
    expect(screen.getByRole('link', { name: 'Return to account' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(location()).toBe('/cancel-subscription');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toBe('/account');
    // The account page now loads /api/me: let it settle.
    jest.useRealTimers();
    await settle();
  });

  it('the server’s standard success text is shown in the page’s language', async () => {
    await i18n.changeLanguage('de');
    const { user } = await openCancelPage({
      '/api/cancel-subscription-with-otp': () =>
        json({ message: 'Your subscription has been successfully cancelled and will end at the end of your current billing period.', accessUntil: PERIOD_END }),
    });
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Bestätigungscode senden' }));
    await user.type(await screen.findByLabelText('Einmalcode'), '123456');
    await user.click(screen.getByRole('button', { name: 'Mein Abonnement kündigen' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Ihr Abonnement wurde erfolgreich gekündigt und endet mit Ablauf Ihres aktuellen Abrechnungszeitraums. Ihr Zugang bleibt bis zum 22. November 2026 bestehen.',
      ),
    );
  });

  it('any other success message of the server is shown as it is', async () => {
    const { user } = await reachCodeStep({
      '/api/cancel-subscription-with-otp': () => json({ message: 'Cancelled. Your trial ends on Friday.', accessUntil: null }),
    });
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Cancelled\. Your trial ends on Friday\.$/));
  });
});
