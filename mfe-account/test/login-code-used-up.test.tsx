import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { apiError, callsTo, json, mockApi, renderAccount, resetPage } from './render-account';

jest.mock('../src/captcha/bot-challenge', () => require('./mock-bot-challenge'));

beforeEach(resetPage);

const USED_UP = () => apiError(400, 'CODE_USED_UP', 'This code was entered wrongly too many times and can no longer be used. Please request a new code.');

/** The code step, with a verify endpoint that answers wrong four times, then "used up". */
async function reachUsedUpCode(language: 'en' | 'de') {
  await i18n.changeLanguage(language);
  let tries = 0;
  const fetchMock = mockApi({
    '/api/request-login-otp': () => json({ message: 'sent' }),
    '/api/verify-login-otp': () => (++tries < 5 ? apiError(400, 'INVALID_OTP', 'Invalid or expired OTP code') : USED_UP()),
  });
  const user = userEvent.setup();
  renderAccount('/login');
  await user.type(screen.getByRole('textbox', { name: language === 'en' ? 'Email address' : 'E-Mail-Adresse' }), 'jane@example.com');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Send code' : 'Code senden' }));
  const code = await screen.findByRole('textbox', { name: language === 'en' ? 'One-time code' : 'Einmalcode' });
  for (let i = 0; i < 5; i += 1) {
    await user.clear(code);
    await user.type(code, `00000${i}`);
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'Anmelden' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/verify-login-otp')).toHaveLength(i + 1));
  }
  return { user, fetchMock };
}

// docs/decisions.md#sign-in-codes: after its wrong tries a code is used up; the page says to ask for a new one and offers it.
describe('login: a code used up by wrong tries', () => {
  it('says to request a new code and offers it in place of Log in; the new code can then be entered', async () => {
    const { user, fetchMock } = await reachUsedUpCode('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code was entered wrongly too many times and can no longer be used. Please request a new code.');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/request-login-otp')).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('in German', async () => {
    await reachUsedUpCode('de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Code wurde zu oft falsch eingegeben und kann nicht mehr verwendet werden. Bitte fordern Sie einen neuen Code an.');
    expect(screen.getByRole('button', { name: 'Neuen Code senden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });
});
