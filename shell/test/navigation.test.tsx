import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { receiveCredits, sessionStore } from '@mailscout/auth';
import { i18n, LANGUAGE_STORAGE_KEY } from '@mailscout/i18n';
import { renderShell, stubLoader } from './render-shell';

const loader = () => stubLoader({ marketing: async () => ({ default: () => <p>home</p> }) });

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
  await i18n.changeLanguage('en');
  global.fetch = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) })) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('navigation (docs/product.md#navigation)', () => {
  it('signed out: anchors, scans, Log In and Sign Up', async () => {
    renderShell('/', loader());
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, href] of [
      ['Features', '/#features'],
      ['How It Works', '/#how-it-works'],
      ['Why Use', '/#why-use'],
      ['FAQ', '/#faq'],
      ['Log In', '/login'],
      ['Sign Up', '/payment'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Email Scan' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Phone Scan' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('signed in: My Account and a user menu with initials, credits and log out', async () => {
    sessionStore.signIn('jane.doe@example.com', { credits: 1 });
    const user = userEvent.setup();
    const { router } = renderShell('/', loader());
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(nav).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('JD');

    await user.click(screen.getByRole('button', { name: 'Account menu for jane.doe@example.com' }));
    expect(screen.getByTestId('credit-count')).toHaveTextContent('1 credit');
    const menu = within(screen.getByTestId('user-menu'));
    expect(menu.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: 'Account & Security' })).toHaveAttribute('href', '/account');
    expect(menu.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');

    act(() => receiveCredits('jane.doe@example.com', 5));
    expect(screen.getByTestId('credit-count')).toHaveTextContent('5 credits');

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(sessionStore.getUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('switches language from the navigation: texts, <html lang> and the stored choice follow', async () => {
    const user = userEvent.setup();
    renderShell('/', loader());
    await user.click(screen.getByRole('button', { name: 'DE' }));
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(screen.getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('footer: year, legal and support links, disclaimer', () => {
    renderShell('/', loader());
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} MailScout`);
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Help Center', '/help-center'],
      ['Opt out', '/opt-out'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(footer).toHaveTextContent('not a credit reference agency');
  });
});
