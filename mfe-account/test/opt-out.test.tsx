import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { apiError, callsTo, json, mockApi, renderAccount, resetPage, signInAs } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));

beforeEach(resetPage);

const emailField = () => screen.getByLabelText('Email address');
const sendButton = () => screen.getByRole('button', { name: 'Send OTP Code' });
const verifyButton = () => screen.getByRole('button', { name: 'Verify OTP & Opt Out' });
const solve = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Solve challenge' }));

function openOptOut(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    '/api/request-opt-out-otp': () => json({ message: 'sent' }),
    '/api/verify-opt-out-otp': () => json({ message: 'done' }),
    ...handlers,
  });
  renderAccount('/opt-out');
  return { fetchMock, user: userEvent.setup() };
}

async function toCodeForm(handlers: Parameters<typeof mockApi>[0] = {}) {
  const opened = openOptOut(handlers);
  await opened.user.type(emailField(), 'Someone@Example.com');
  await solve(opened.user);
  await opened.user.click(sendButton());
  await screen.findByLabelText('One-time code');
  return opened;
}

describe('opt-out (docs/product.md#opt-out-page, docs/product.md#states, docs/product.md#validation, docs/product.md#errors; docs/decisions.md#opt-out)', () => {
  it('form 1: the send button is disabled without email or challenge', async () => {
    const { user } = openOptOut();
    expect(screen.getByRole('heading', { level: 1, name: 'Opt out and delete your data' })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('Please complete the CAPTCHA verification.')).toBeInTheDocument();
    await user.type(emailField(), 'someone@example.com');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Please complete the CAPTCHA verification.');
    await user.clear(emailField());
    await solve(user);
    expect(sendButton()).toBeDisabled();
    await user.type(emailField(), 'someone@example.com');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText('Please complete the CAPTCHA verification.')).not.toBeInTheDocument();
  });

  it('a malformed address is refused before anything is sent', async () => {
    const { user, fetchMock } = openOptOut();
    await user.type(emailField(), 'someone@example');
    await solve(user);
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(callsTo(fetchMock, '/api/request-opt-out-otp')).toHaveLength(0);
  });

  it('the button is disabled while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = openOptOut({ '/api/request-opt-out-otp': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await user.type(emailField(), 'someone@example.com');
    await solve(user);
    await user.click(sendButton());
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(json({ message: 'sent' }));
    await screen.findByLabelText('One-time code');
  });

  it('sends email and token; then the success message and the code form with the focus', async () => {
    const { fetchMock } = await toCodeForm();
    expect(callsTo(fetchMock, '/api/request-opt-out-otp')).toEqual([{ email: 'someone@example.com', captchaToken: 'captcha-token-0', language: 'en' }]);
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully. Please check your email.');
    expect(screen.getByLabelText('One-time code')).toHaveFocus();
    expect(screen.getByLabelText('One-time code')).toHaveAttribute('inputmode', 'numeric');
  });

  it('a failed request shows the server’s message and resets the challenge', async () => {
    const { user } = openOptOut({ '/api/request-opt-out-otp': () => apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.') });
    await user.type(emailField(), 'someone@example.com');
    await solve(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByTestId('bot-challenge')).toHaveAttribute('data-reset-key', '1');
    expect(sendButton()).toBeDisabled();
  });

  it('a server message the page does not know is shown as it is', async () => {
    const { user } = openOptOut({ '/api/request-opt-out-otp': () => apiError(400, 'SOMETHING_NEW', 'This address cannot be processed right now.') });
    await user.type(emailField(), 'someone@example.com');
    await solve(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This address cannot be processed right now.');
  });

  it('fallbacks: Failed to send OTP. without a readable answer; the unknown-error text without any answer', async () => {
    const { user } = openOptOut({ '/api/request-opt-out-otp': () => new Response('', { status: 500 }) });
    await user.type(emailField(), 'someone@example.com');
    await solve(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP.');

    mockApi({ '/api/request-opt-out-otp': () => Promise.reject(new TypeError('Failed to fetch')) });
    await solve(user);
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An unknown error occurred while sending OTP.'));
  });

  it('form 2: verify is disabled while the code is empty or shorter than 6', async () => {
    const { user } = await toCodeForm();
    expect(verifyButton()).toBeDisabled();
    await user.type(screen.getByLabelText('One-time code'), '12345');
    expect(verifyButton()).toBeDisabled();
    await user.type(screen.getByLabelText('One-time code'), '6');
    expect(verifyButton()).toBeEnabled();
  });

  it('the right code: the final success message', async () => {
    const { user, fetchMock } = await toCodeForm();
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Your opt-out request has been processed successfully.');
    expect(callsTo(fetchMock, '/api/verify-opt-out-otp')).toEqual([{ email: 'someone@example.com', otp: '123456' }]);
    expect(screen.queryByLabelText('One-time code')).not.toBeInTheDocument();
  });

  it('verification errors: the server’s message, Failed to verify OTP., or the unknown-error text', async () => {
    const { user } = await toCodeForm({ '/api/verify-opt-out-otp': () => apiError(400, 'INVALID_OTP', 'Invalid or expired OTP code') });
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP code');

    mockApi({ '/api/verify-opt-out-otp': () => new Response('', { status: 500 }) });
    await user.click(verifyButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to verify OTP.'));

    mockApi({ '/api/verify-opt-out-otp': () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.click(verifyButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An unknown error occurred during OTP verification.'));
  });

  it('opting out one’s own address signs the browser out; the address is prefilled', async () => {
    signInAs('jane.doe@example.com');
    const { user, fetchMock } = openOptOut();
    expect(emailField()).toHaveValue('jane.doe@example.com');
    await solve(user);
    await user.click(sendButton());
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(verifyButton());
    await screen.findByText('Your opt-out request has been processed successfully.');
    expect(sessionStore.getUser()).toBeNull();
    expect(callsTo(fetchMock, '/api/logout')).toHaveLength(0);
  });

  it('opting out another address keeps the session', async () => {
    signInAs('jane.doe@example.com');
    const { user } = openOptOut();
    await user.clear(emailField());
    await user.type(emailField(), 'other@example.com');
    await solve(user);
    await user.click(sendButton());
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(verifyButton());
    await screen.findByText('Your opt-out request has been processed successfully.');
    expect(sessionStore.getUser()).not.toBeNull();
  });

  it('a different address can be used from the code form; the challenge starts afresh', async () => {
    const { user } = await toCodeForm();
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(emailField()).toHaveValue('someone@example.com');
    expect(screen.getByTestId('bot-challenge')).toHaveAttribute('data-reset-key', '1');
    expect(sendButton()).toBeDisabled();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    const { user } = openOptOut();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'someone@example.com');
    await solve(user);
    await user.click(screen.getByRole('button', { name: 'Einmalcode senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Einmalcode erfolgreich gesendet. Bitte prüfen Sie Ihre E-Mails.');
    expect(screen.getByRole('button', { name: 'Code prüfen & widersprechen' })).toBeDisabled();
  });
});
