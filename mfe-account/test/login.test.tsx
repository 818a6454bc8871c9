import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { apiError, callsTo, json, location, mockApi, renderAccount, resetPage, signInAs } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));

beforeEach(resetPage);

const EXPLANATION = 'For your security, please confirm you are not a robot before trying again.';
const challengePanel = () => screen.getByRole('group', { name: EXPLANATION });
/** The API after repeated failures (docs/decisions.md#bot-challenge): the bot challenge first, then `then`. */
const challengeFirst = (then: () => Response) => (body: unknown) =>
  (body as { captchaToken?: string }).captchaToken ? then() : apiError(400, 'CAPTCHA_REQUIRED', 'Please complete the CAPTCHA verification.');

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

describe('login (docs/product.md#login, docs/product.md#states, docs/product.md#validation, docs/product.md#errors)', () => {
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

  it('a failed code request shows the original’s message and stays on step 1', async () => {
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
    expect(sessionStore.getUser()).toMatchObject({ email: 'jane.doe@example.com', credits: 4 });
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

  describe('the bot challenge after repeated failures (docs/decisions.md#bot-challenge)', () => {
    it('a code request the API asks the challenge for shows it inline, keeps the address, and sends it again with the solution', async () => {
      const fetchMock = mockApi({ '/api/request-login-otp': challengeFirst(() => json({ message: 'sent' })) });
      const user = userEvent.setup();
      renderAccount('/login');
      await user.type(emailField(), 'jane@example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByText(EXPLANATION)).toBeInTheDocument();
      expect(challengePanel()).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(emailField()).toHaveValue('jane@example.com');

      // Without the solution nothing is sent: focus goes back to the challenge.
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      expect(callsTo(fetchMock, '/api/request-login-otp')).toHaveLength(1);
      expect(challengePanel()).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      await screen.findByLabelText('One-time code');
      expect(callsTo(fetchMock, '/api/request-login-otp')).toEqual([
        { email: 'jane@example.com', language: 'en' },
        { email: 'jane@example.com', language: 'en', captchaToken: 'captcha-token-0' },
      ]);
      // The challenge was for the request: the code step starts without it.
      expect(screen.queryByText(EXPLANATION)).not.toBeInTheDocument();
    });

    it('a code check the API asks the challenge for keeps the code and, by keyboard, signs in with the solution', async () => {
      const { user, fetchMock } = await reachCodeStep({
        '/api/verify-login-otp': challengeFirst(() => json({ email: 'jane.doe@example.com', credits: 2 })),
      });
      await user.type(codeField(), '123456');
      await user.keyboard('{Enter}');
      expect(await screen.findByText(EXPLANATION)).toBeInTheDocument();
      // Not the wrong-code message: the code may well be right.
      expect(screen.queryByText('Invalid or expired OTP.')).not.toBeInTheDocument();
      expect(codeField()).toHaveValue('123456');
      expect(challengePanel()).toHaveFocus();

      await user.tab();
      expect(screen.getByRole('button', { name: 'Solve challenge' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(location()).toBe('/'));
      expect(callsTo(fetchMock, '/api/verify-login-otp')).toEqual([
        { email: 'jane.doe@example.com', otp: '123456' },
        { email: 'jane.doe@example.com', otp: '123456', captchaToken: 'captcha-token-0' },
      ]);
      expect(sessionStore.getUser()).toMatchObject({ email: 'jane.doe@example.com', credits: 2 });
    });

    it('a solution is used once: after a wrong code the challenge starts afresh and stays for the next try', async () => {
      const { user, fetchMock } = await reachCodeStep({
        '/api/verify-login-otp': challengeFirst(() => apiError(400, 'INVALID_OTP', 'Invalid or expired OTP code')),
      });
      await user.type(codeField(), '000000');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await screen.findByText(EXPLANATION);
      expect(screen.getByTestId('bot-challenge')).toHaveAttribute('data-reset-key', '0');
      await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP.');
      expect(screen.getByTestId('bot-challenge')).toHaveAttribute('data-reset-key', '1');
      expect(screen.getByText(EXPLANATION)).toBeInTheDocument();
      // The next try waits for a new solution.
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(challengePanel()).toHaveFocus();
      expect(callsTo(fetchMock, '/api/verify-login-otp')).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(callsTo(fetchMock, '/api/verify-login-otp')).toHaveLength(3));
      expect(callsTo(fetchMock, '/api/verify-login-otp')[2]).toEqual({ email: 'jane.doe@example.com', otp: '000000', captchaToken: 'captcha-token-1' });
    });

    it('explains the challenge in German', async () => {
      mockApi({ '/api/request-login-otp': challengeFirst(() => json({ message: 'sent' })) });
      await i18n.changeLanguage('de');
      const user = userEvent.setup();
      renderAccount('/login');
      await user.type(screen.getByLabelText('E-Mail-Adresse'), 'jane@example.com');
      await user.click(screen.getByRole('button', { name: 'Code senden' }));
      const text = 'Bitte bestätigen Sie zu Ihrer Sicherheit, dass Sie kein Roboter sind, bevor Sie es erneut versuchen.';
      expect(await screen.findByRole('group', { name: text })).toHaveFocus();
    });
  });
});
