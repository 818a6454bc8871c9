import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { apiError, callsTo, json, location, mockApi, renderAccount, resetPage, signInAs } from './render-account';

beforeEach(resetPage);

const emailField = () => screen.getByLabelText('Email address');
const codeField = () => screen.getByLabelText('One-time code');

async function reachCodeStep(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ '/api/request-login-otp': () => json({ message: 'sent' }), ...handlers });
  const user = userEvent.setup();
  renderAccount('/login');
  await user.type(emailField(), '  Jane.Doe@Example.com ');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('One-time code');
  return { user, fetchMock };
}

describe('login (spec §2, §4, §5, §8)', () => {
  it('step 1 asks for the email under the heading Log in, with a sign-up link to /payment', () => {
    mockApi();
    renderAccount('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/payment');
  });

  it('the email is required and must look like an address; nothing is sent before', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAccount('/login');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    await user.type(emailField(), 'jane@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/request-login-otp')).toHaveLength(0);
  });

  it('sends the normalised address and the language, then moves focus to the numeric code field', async () => {
    const { fetchMock } = await reachCodeStep();
    expect(callsTo(fetchMock, '/api/request-login-otp')).toEqual([{ email: 'jane.doe@example.com', language: 'en' }]);
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('maxlength', '6');
    expect(codeField()).toBeRequired();
    expect(screen.getByRole('status')).toHaveTextContent('If this address can receive a code, we have sent one. Please check your email.');
    expect(screen.getByText('Enter the 6-digit code we sent to jane.doe@example.com.')).toBeInTheDocument();
  });

  it('a failed code request shows the specification’s message and stays on step 1', async () => {
    mockApi({ '/api/request-login-otp': () => apiError(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    const user = userEvent.setup();
    renderAccount('/login');
    await user.type(emailField(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to request OTP. Please try again.');
    expect(emailField()).toBeInTheDocument();
  });

  it('a rate-limited code request says so', async () => {
    mockApi({ '/api/request-login-otp': () => apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.') });
    const user = userEvent.setup();
    renderAccount('/login');
    await user.type(emailField(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('the code field keeps digits only, at most six', async () => {
    const { user } = await reachCodeStep();
    await user.type(codeField(), '12a3-45678');
    expect(codeField()).toHaveValue('123456');
  });

  it('the code is required and must have six digits before it is sent', async () => {
    const { user, fetchMock } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    await user.type(codeField(), '123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the 6-digit code.');
    expect(callsTo(fetchMock, '/api/verify-login-otp')).toHaveLength(0);
  });

  it('a wrong code shows Invalid or expired OTP. and lets the user try again', async () => {
    const { user } = await reachCodeStep({
      '/api/verify-login-otp': () => apiError(400, 'INVALID_OTP', 'Invalid or expired OTP code'),
    });
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(sessionStore.getUser()).toBeNull();
  });

  it('a network failure while verifying shows the general message', async () => {
    const { user } = await reachCodeStep({
      '/api/verify-login-otp': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify OTP');
  });

  it('the right code signs in through the shared auth state and goes to /', async () => {
    const { user, fetchMock } = await reachCodeStep({
      '/api/verify-login-otp': () => json({ token: 'tok_abc', email: 'jane.doe@example.com', credits: 4 }),
    });
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(callsTo(fetchMock, '/api/verify-login-otp')).toEqual([{ email: 'jane.doe@example.com', otp: '123456' }]);
    expect(sessionStore.getUser()).toMatchObject({ email: 'jane.doe@example.com', token: null, credits: 4 });
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('resend asks for a new code for the same address; the email can be changed', async () => {
    const { user, fetchMock } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/request-login-otp')).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way. Please check your email.');
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(emailField()).toHaveValue('jane.doe@example.com');
    expect(emailField()).toHaveFocus();
  });

  it('a signed-in user visiting /login is sent to /', () => {
    mockApi();
    signInAs();
    renderAccount('/login');
    expect(location()).toBe('/');
  });

  it('speaks German', async () => {
    mockApi();
    await i18n.changeLanguage('de');
    renderAccount('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/payment');
  });
});
