import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { challengeUrlFor } from '../src/captcha/bot-challenge';
import { callsTo, json, mockApi, renderAccount, resetPage } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => ({ ...jest.requireActual('../src/captcha/bot-challenge'), ...require('./mock-bot-challenge') }));

beforeEach(resetPage);

/** The API's answer once the address's wrong codes for the hour are used up: 429 with Retry-After. */
const guessesUsedUp = (retryAfterSeconds: number) =>
  new Response(JSON.stringify({ error: 'CODE_GUESSES_USED_UP', message: 'Too many wrong codes were entered for this address.' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
  });

async function tryCode(language: 'en' | 'de', retryAfterSeconds: number) {
  await i18n.changeLanguage(language);
  const fetchMock = mockApi({
    '/api/request-login-otp': () => json({ message: 'sent' }),
    '/api/verify-login-otp': () => guessesUsedUp(retryAfterSeconds),
  });
  const user = userEvent.setup();
  renderAccount('/login');
  await user.type(screen.getByRole('textbox', { name: language === 'en' ? 'Email address' : 'E-Mail-Adresse' }), 'jane@example.com');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Send code' : 'Code senden' }));
  await user.type(await screen.findByRole('textbox', { name: language === 'en' ? 'One-time code' : 'Einmalcode' }), '123456');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'Anmelden' }));
  await waitFor(() => expect(callsTo(fetchMock, '/api/verify-login-otp')).toHaveLength(1));
}

// docs/decisions.md#owner-path: the address's guesses are used up; the page says so, how long to wait, and the owner's way in.
describe('login: the address had too many wrong codes this hour', () => {
  it('says how many minutes to wait (from Retry-After) and that a browser signed in before still works', async () => {
    await tryCode('en', 1_500);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes were entered for this address in the last hour, so no code is checked for now. Please try again in 25 min, or sign in from a browser you have signed in with before.',
    );
  });

  it('in German, rounding a part minute up', async () => {
    await tryCode('de', 61);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte versuchen Sie es in 2 Min. erneut oder melden Sie sich in einem Browser an, mit dem Sie sich schon einmal angemeldet haben.');
  });
});

describe('the challenge is made for the address the code is asked for', () => {
  it('adds the address and purpose to the challenge URL, and leaves it alone without one', () => {
    expect(challengeUrlFor('/api/captcha/challenge', { email: 'jörg@example.com', purpose: 'login' })).toBe('/api/captcha/challenge?email=j%C3%B6rg%40example.com&purpose=login');
    expect(challengeUrlFor('/api/captcha/challenge?v=2', { email: 'a@b.co', purpose: 'self-check' })).toBe('/api/captcha/challenge?v=2&email=a%40b.co&purpose=self-check');
    expect(challengeUrlFor('/api/captcha/challenge', { email: '', purpose: 'login' })).toBe('/api/captcha/challenge');
    expect(challengeUrlFor('/api/captcha/challenge', undefined)).toBe('/api/captcha/challenge');
  });
});
