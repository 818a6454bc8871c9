import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { resetDocumentTitles } from '@mailscout/ui';
import { renderShell, stubLoader } from './render-shell';

const loader = () =>
  stubLoader({
    marketing: async () => ({ default: () => <p>home</p> }),
    account: async () => ({ default: () => <p>account pages</p> }),
  });

beforeEach(async () => {
  localStorage.clear();
  sessionStore.reset();
  resetDocumentTitles();
  await i18n.changeLanguage('en');
  global.fetch = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) })) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('document title per route and language (docs/product.md#page-details)', () => {
  it("gives a route whose remote sets none the shell's translated default", async () => {
    renderShell('/login', loader());
    await screen.findByText('account pages');
    expect(document.title).toBe('Log In – MailScout');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(document.title).toBe('Anmelden – MailScout');
  });

  it('names the not-found page', async () => {
    renderShell('/no-such-page', loader());
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Oops! Page not found – MailScout');
  });
});

describe('?lng follows the language switch (docs/product.md#page-details)', () => {
  it('rewrites ?lng= in place, keeping the rest of the address', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/login?lng=en&next=%2Faccount#form', loader());
    await user.click(screen.getByRole('button', { name: 'DE' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('lng')).toBe('de');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/account');
    expect(router.state.location.hash).toBe('#form');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves an address without ?lng= alone', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/login', loader());
    await user.click(screen.getByRole('button', { name: 'DE' }));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('user menu email (docs/product.md#page-details)', () => {
  it('shows the address whole in its title, for the ellipsis that cuts it on screen', async () => {
    sessionStore.signIn('a.very.long.address.for.testing@example-company.co.uk', { credits: 0 });
    const user = userEvent.setup();
    renderShell('/', loader());
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    const email = within(screen.getByTestId('user-menu')).getByTestId('user-menu-email');
    expect(email).toHaveAttribute('title', 'a.very.long.address.for.testing@example-company.co.uk');
    expect(email).toHaveClass('sh-user__email');
  });
});
