import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { renderWithProviders } from '@mailscout/test-kit/web';
import CancelDialog from '../src/expose/cancel-dialog';
import { apiError, callsTo, json, mockApi, PERIOD_END, resetPage, signInAs } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));

beforeEach(resetPage);

/** A host as the shell would be: a button opens the dialog, which closes itself through onClose. */
function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open support
      </button>
      <CancelDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderDialog(handlers: Parameters<typeof mockApi>[0] = {}, signedIn = true) {
  const fetchMock = mockApi({
    '/api/request-cancel-otp': () => json({ message: 'sent' }),
    '/api/verify-cancel-otp': () => json({ message: 'Code verified' }),
    '/api/cancel-subscription-with-otp': () =>
      json({ message: 'Your subscription has been successfully cancelled and will end at the end of your current billing period.', accessUntil: PERIOD_END }),
    ...handlers,
  });
  if (signedIn) signInAs('jane.doe@example.com');
  renderWithProviders(<Host />, { auth: { syncDelayMs: 60_000 } });
  return { fetchMock, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'How can we help?' });
const button = (name: string) => within(dialog()).getByRole('button', { name });

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open support' }));
  return dialog();
}

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await open(user);
  await user.click(button('Cancel Subscription'));
  await user.click(button('Solve challenge'));
  await user.click(button('Send code'));
  return within(dialog()).findByLabelText('One-time code');
}

describe('cancel dialog (docs/product.md#support-dialog, docs/product.md#errors; 6-digit codes per docs/decisions.md#six-digit-codes)', () => {
  it('initial choice: cancel the subscription, or report another issue by email to support', async () => {
    const { user } = renderDialog();
    await open(user);
    expect(button('Cancel Subscription')).toHaveFocus();
    expect(await within(dialog()).findByRole('link', { name: 'Report Other Issue' })).toHaveAttribute('href', 'mailto:support@mailscout.example');
  });

  it('askEmail: the account’s address and the challenge; the code is requested with the token', async () => {
    const { user, fetchMock } = renderDialog();
    await open(user);
    await user.click(button('Cancel Subscription'));
    expect(within(dialog()).getByLabelText('Email address')).toHaveValue('jane.doe@example.com');
    expect(within(dialog()).getByLabelText('Email address')).toHaveFocus();
    expect(button('Send code')).toBeDisabled();
    await user.click(button('Solve challenge'));
    await user.click(button('Send code'));
    const code = await within(dialog()).findByLabelText('One-time code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('maxlength', '6');
    expect(callsTo(fetchMock, '/api/request-cancel-otp')).toEqual([{ email: 'jane.doe@example.com', captchaToken: 'captcha-token-0', language: 'en' }]);
  });

  it('a failed code request: the server’s message, or the fallback; the challenge is reset', async () => {
    const { user } = renderDialog({ '/api/request-cancel-otp': () => new Response('bad gateway', { status: 502 }) });
    await open(user);
    await user.click(button('Cancel Subscription'));
    await user.click(button('Solve challenge'));
    await user.click(button('Send code'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to send verification code.');
    expect(within(dialog()).getByTestId('bot-challenge')).toHaveAttribute('data-reset-key', '1');
    expect(button('Send code')).toBeDisabled();
  });

  it('a network failure shows the network message', async () => {
    const { user } = renderDialog({ '/api/request-cancel-otp': () => Promise.reject(new TypeError('Failed to fetch')) });
    await open(user);
    await user.click(button('Cancel Subscription'));
    await user.click(button('Solve challenge'));
    await user.click(button('Send code'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('An error occurred while processing your request. Please try again later.');
  });

  it('enterOtp → confirmCancel → result: verify, cancel, show the result, close', async () => {
    const { user, fetchMock } = renderDialog();
    const code = await toCodeStep(user);
    await user.type(code, '123456');
    await user.click(button('Verify code'));
    expect(await within(dialog()).findByText(/Do you really want to cancel your subscription\?/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/verify-cancel-otp')).toEqual([{ email: 'jane.doe@example.com', otp: '123456' }]);
    expect(button('Back')).toHaveFocus();
    await user.click(button('Yes, cancel my subscription'));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Your subscription has been successfully cancelled and will end at the end of your current billing period. You keep access until 22 November 2026.',
    );
    expect(callsTo(fetchMock, '/api/cancel-subscription-with-otp')).toEqual([{ email: 'jane.doe@example.com', otp: '123456', language: 'en' }]);
    await user.click(button('Close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the code must have 6 digits; a wrong code shows the server’s message', async () => {
    const { user, fetchMock } = renderDialog({ '/api/verify-cancel-otp': () => apiError(400, 'INVALID_OTP', 'Invalid or expired OTP code') });
    const code = await toCodeStep(user);
    await user.type(code, '12345');
    await user.click(button('Verify code'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please enter the 6-digit code.');
    expect(callsTo(fetchMock, '/api/verify-cancel-otp')).toHaveLength(0);
    await user.type(code, '6');
    await user.click(button('Verify code'));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Invalid or expired OTP code'));
  });

  it('a failed cancellation shows the server’s message or the fallback', async () => {
    const { user } = renderDialog({ '/api/cancel-subscription-with-otp': () => new Response('', { status: 500 }) });
    const code = await toCodeStep(user);
    await user.type(code, '123456');
    await user.click(button('Verify code'));
    await user.click(await within(dialog()).findByRole('button', { name: 'Yes, cancel my subscription' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to cancel subscription. Please try again or contact support.');
  });

  it('back buttons return one step each', async () => {
    const { user } = renderDialog();
    const code = await toCodeStep(user);
    await user.type(code, '123456');
    await user.click(button('Verify code'));
    await within(dialog()).findByText(/Do you really want/);
    await user.click(button('Back'));
    expect(within(dialog()).getByLabelText('One-time code')).toHaveValue('123456');
    await user.click(button('Back'));
    expect(within(dialog()).getByLabelText('Email address')).toBeInTheDocument();
    // The used challenge solution would be refused: a fresh challenge.
    expect(within(dialog()).getByTestId('bot-challenge')).toHaveAttribute('data-reset-key', '1');
    expect(button('Send code')).toBeDisabled();
    await user.click(button('Back'));
    expect(button('Cancel Subscription')).toBeInTheDocument();
  });

  it('resets when opened again', async () => {
    const { user } = renderDialog();
    await toCodeStep(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open(user);
    expect(button('Cancel Subscription')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('One-time code')).not.toBeInTheDocument();
  });

  it('signed out: cancelling needs a login', async () => {
    const { user } = renderDialog({}, false);
    await open(user);
    await user.click(button('Cancel Subscription'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('You must be logged in to cancel your subscription.');
    expect(within(dialog()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Open support' }));
    const germanDialog = screen.getByRole('dialog', { name: 'Wie können wir helfen?' });
    expect(within(germanDialog).getByRole('button', { name: 'Abonnement kündigen' })).toBeInTheDocument();
    expect(await within(germanDialog).findByRole('link', { name: 'Anderes Problem melden' })).toBeInTheDocument();
  });
});
