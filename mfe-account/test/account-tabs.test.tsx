import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { getToasts } from '@mailscout/ui';
import { apiError, callsTo, json, location, me, mockApi, renderAccount, resetPage, settle, signInAs, subscription } from './render-account';

beforeEach(resetPage);

const sessions = {
  sessions: [
    { id: 's1', createdAt: '2026-11-01T10:00:00.000Z', lastSeenAt: '2026-11-20T10:00:00.000Z', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', current: true },
    { id: 's2', createdAt: '2026-10-05T10:00:00.000Z', lastSeenAt: '2026-10-06T10:00:00.000Z', userAgent: null, current: false },
  ],
};

async function openAccount(handlers: Parameters<typeof mockApi>[0] = {}, path = '/account') {
  const fetchMock = mockApi({ '/api/me': () => json(me(subscription())), ...handlers });
  signInAs();
  renderAccount(path);
  await settle();
  return { fetchMock, user: userEvent.setup() };
}

describe('account tabs (docs/product.md#account-page, docs/decisions.md#placeholders-made-real)', () => {
  it('five tabs in a tablist; the Subscription panel is shown and labelled by its tab', async () => {
    await openAccount();
    const tablist = screen.getByRole('tablist', { name: 'Account sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Subscription', 'Security', 'History', 'Billing', 'Settings']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Subscription' })).toBeVisible();
  });

  it('arrow keys, Home and End move between the tabs and select them', async () => {
    const { user } = await openAccount({ '/api/sessions': () => json(sessions) });
    await user.click(screen.getByRole('tab', { name: 'Subscription' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
  });

  it('German tab labels', async () => {
    await i18n.changeLanguage('de');
    await openAccount();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Abonnement', 'Sicherheit', 'Verlauf', 'Zahlungen', 'Einstellungen']);
    expect(document.title).toBe('Mein Konto – MailScout');
  });

  it('/account#security opens the Security tab', async () => {
    await openAccount({ '/api/sessions': () => json(sessions) }, '/account#security');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('Security', () => {
    it('lists the active sessions, this device marked', async () => {
      const { user } = await openAccount({ '/api/sessions': () => json(sessions) });
      await user.click(screen.getByRole('tab', { name: 'Security' }));
      const items = await screen.findAllByTestId('session');
      expect(items).toHaveLength(2);
      // A readable device name, never the raw user-agent string (docs/product.md#page-details).
      expect(items[0]).toHaveTextContent('Firefox 133 on Linux');
      expect(items[0]).not.toHaveTextContent('Mozilla/5.0');
      expect(items[0]).toHaveTextContent('This device');
      expect(items[0]).toHaveTextContent('Signed in on 1 November 2026');
      expect(items[0]).toHaveTextContent('Last active on 20 November 2026');
      expect(items[1]).toHaveTextContent('Unknown device');
      expect(items[1]).not.toHaveTextContent('This device');
    });

    it('a failed session list says so and can retry', async () => {
      let up = false;
      const { user } = await openAccount({ '/api/sessions': () => (up ? json(sessions) : apiError(500, 'INTERNAL_ERROR', 'x')) });
      await user.click(screen.getByRole('tab', { name: 'Security' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.');
      up = true;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findAllByTestId('session')).toHaveLength(2);
    });

    it('sign out everywhere ends every session, clears this one and goes home', async () => {
      const { user, fetchMock } = await openAccount({ '/api/sessions': () => json(sessions), '/api/sessions/revoke-all': () => json({ revoked: 2 }) });
      await user.click(screen.getByRole('tab', { name: 'Security' }));
      await screen.findAllByTestId('session');
      await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
      await waitFor(() => expect(location()).toBe('/'));
      expect(callsTo(fetchMock, '/api/sessions/revoke-all')).toHaveLength(1);
      expect(callsTo(fetchMock, '/api/logout')).toHaveLength(0);
      expect(sessionStore.getUser()).toBeNull();
      expect(getToasts()[0]).toMatchObject({ title: 'Signed out everywhere', description: '2 sessions were ended.' });
    });

    it('a failed sign out everywhere keeps the session and says so', async () => {
      const { user } = await openAccount({ '/api/sessions': () => json(sessions), '/api/sessions/revoke-all': () => apiError(500, 'INTERNAL_ERROR', 'x') });
      await user.click(screen.getByRole('tab', { name: 'Security' }));
      await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Signing out everywhere failed. Please try again.');
      expect(sessionStore.getUser()).not.toBeNull();
    });
  });

  describe('History', () => {
    it('lists past reports with their dates, expired ones marked', async () => {
      const now = Date.now();
      const reports = {
        reports: [
          { scanId: 'r1', kind: 'email', status: 'completed', target: 'someone@example.com', createdAt: '2026-11-01T10:00:00.000Z', expiresAt: new Date(now + 86_400_000).toISOString() },
          { scanId: 'r2', kind: 'email', status: 'completed', target: 'other@example.org', createdAt: '2025-01-05T10:00:00.000Z', expiresAt: '2025-02-04T10:00:00.000Z' },
          { scanId: 'r3', kind: 'phone', status: 'running', target: '+442079460123', createdAt: new Date(now).toISOString(), expiresAt: new Date(now + 86_400_000).toISOString() },
        ],
      };
      const { user } = await openAccount({ '/api/reports': () => json(reports) });
      await user.click(screen.getByRole('tab', { name: 'History' }));
      const items = await screen.findAllByTestId('report');
      expect(items[0]).toHaveTextContent('someone@example.com');
      expect(items[0]).toHaveTextContent('Created on 1 November 2026');
      expect(items[0]).toHaveTextContent('Available until');
      expect(items[1]).toHaveTextContent('Expired on 4 February 2025');
      // A live report re-opens in the funnel; an expired or unfinished one is not a link.
      expect(within(items[0]!).getByRole('link', { name: 'someone@example.com' })).toHaveAttribute('href', '/reports/r1');
      expect(within(items[1]!).queryByRole('link')).toBeNull();
      expect(items[2]).toHaveTextContent('Being prepared…');
      expect(within(items[2]!).queryByRole('link')).toBeNull();
    });

    it('no reports yet', async () => {
      const { user } = await openAccount({ '/api/reports': () => json({ reports: [] }) });
      await user.click(screen.getByRole('tab', { name: 'History' }));
      expect(await screen.findByText('You have no reports yet.')).toBeInTheDocument();
    });
  });

  describe('Settings', () => {
    it('switches the language', async () => {
      const { user } = await openAccount();
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
      expect(i18n.resolvedLanguage).toBe('de');
      expect(screen.getByRole('tab', { name: 'Einstellungen' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    });

    const reminderBox = () => screen.getByRole('checkbox', { name: 'Remind me by email before my subscription renews' });
    const preferenceCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/me/preferences'));

    it("shows the account's reminder choice and says truthfully that legally required emails are always sent", async () => {
      const { user } = await openAccount({ '/api/me': () => json(me(subscription(), 3, { renewalReminders: false })) });
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      expect(reminderBox()).not.toBeChecked();
      expect(reminderBox()).toHaveAccessibleDescription('Emails the law requires, such as the reminder before your trial ends, are always sent.');
      expect(screen.queryByText(/this browser/)).toBeNull();
    });

    it('saves a change with PUT /api/me/preferences: the box changes at once, a polite status confirms it', async () => {
      let answer: (response: Response) => void = () => undefined;
      const { user, fetchMock } = await openAccount({
        '/api/me/preferences': (body) => new Promise<Response>((resolve) => (answer = () => resolve(json({ preferences: body })))),
      });
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      expect(reminderBox()).toBeChecked();
      await user.click(reminderBox());
      // Optimistic: unticked before the server answered.
      expect(reminderBox()).not.toBeChecked();
      expect(screen.queryByRole('status')).toBeNull();
      const [, init] = preferenceCalls(fetchMock)[0] as [unknown, RequestInit];
      expect(init.method).toBe('PUT');
      expect(callsTo(fetchMock, '/api/me/preferences')).toEqual([{ renewalReminders: false }]);

      answer(json(null));
      expect(await screen.findByRole('status')).toHaveTextContent('Saved. We will not send you renewal reminders.');
      expect(reminderBox()).not.toBeChecked();
      expect(screen.queryByRole('alert')).toBeNull();
      // Kept on the account only, no longer in this browser.
      expect(localStorage.getItem('mailscout.account.reminderEmails')).toBeNull();

      // The account page keeps what the server holds: leaving the tab and coming back shows it.
      await user.click(screen.getByRole('tab', { name: 'Subscription' }));
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      expect(reminderBox()).not.toBeChecked();
      expect(callsTo(fetchMock, '/api/me')).toHaveLength(1);
    });

    it('a failed save puts the previous choice back and says why', async () => {
      const { user } = await openAccount({ '/api/me/preferences': () => apiError(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.') });
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      await user.click(reminderBox());
      expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. The service is temporarily unavailable. Please try again in a moment.');
      expect(reminderBox()).toBeChecked();
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('a save that gets no answer says to try again; an expired session goes to the login, which says so (German)', async () => {
      let expired = false;
      const { user } = await openAccount({
        '/api/me/preferences': () => (expired ? apiError(401, 'UNAUTHORIZED', 'Please log in to continue.') : Promise.reject(new TypeError('Failed to fetch'))),
      });
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      await user.click(reminderBox());
      expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.');
      expect(reminderBox()).toBeChecked();

      await act(() => i18n.changeLanguage('de'));
      expired = true;
      const box = screen.getByRole('checkbox', { name: 'Mich per E-Mail erinnern, bevor sich mein Abonnement verlängert' });
      expect(box).toHaveAccessibleDescription('E-Mails, die gesetzlich vorgeschrieben sind, etwa die Erinnerung vor dem Ende Ihres Testzeitraums, werden immer verschickt.');
      await user.click(box);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.'));
      expect(sessionStore.getUser()).toBeNull();
    });

    it('turning reminders back on says so (German)', async () => {
      await i18n.changeLanguage('de');
      const { user } = await openAccount({
        '/api/me': () => json(me(subscription(), 3, { renewalReminders: false })),
        '/api/me/preferences': (body) => json({ preferences: body }),
      });
      await user.click(screen.getByRole('tab', { name: 'Einstellungen' }));
      await user.click(screen.getByRole('checkbox', { name: 'Mich per E-Mail erinnern, bevor sich mein Abonnement verlängert' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Gespeichert. Wir erinnern Sie per E-Mail, bevor sich Ihr Abonnement verlängert.');
      expect(screen.getByRole('checkbox', { name: 'Mich per E-Mail erinnern, bevor sich mein Abonnement verlängert' })).toBeChecked();
    });

    it('when /api/me fails, the choice is not guessed: the tab says so and can retry', async () => {
      let up = false;
      const { user } = await openAccount({ '/api/me': () => (up ? json(me(subscription(), 3, { renewalReminders: false })) : apiError(500, 'INTERNAL_ERROR', 'x')) });
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.getByRole('alert')).toHaveTextContent('Your email preferences could not be loaded.');
      up = true;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('checkbox', { name: 'Remind me by email before my subscription renews' })).not.toBeChecked();
    });

    it('logs out', async () => {
      const { user, fetchMock } = await openAccount({ '/api/logout': () => json({ message: 'Signed out' }) });
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(location()).toBe('/'));
      expect(callsTo(fetchMock, '/api/logout')).toHaveLength(1);
      expect(sessionStore.getUser()).toBeNull();
    });

    it('account deletion leads to the opt-out page', async () => {
      const { user } = await openAccount();
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      expect(screen.getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', '/opt-out');
    });
  });
});
