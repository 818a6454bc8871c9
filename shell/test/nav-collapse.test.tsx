import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { renderShell, stubLoader } from './render-shell';

const loader = () => stubLoader({ marketing: async () => ({ default: () => <p>home</p> }) });

/** jsdom has no layout: the widths the collapse measures are set by each test. */
const layout = { menu: 1000, links: 600, actions: 250 };

function width(this: HTMLElement): number {
  if (this.id === 'main-menu') return layout.menu;
  if (this.classList.contains('sh-nav')) return layout.menu + 200;
  if (this.classList.contains('sh-nav__links')) return layout.links;
  if (this.classList.contains('sh-nav__actions')) return layout.actions;
  if (this.classList.contains('sh-brand')) return 150;
  return 0;
}

beforeAll(() => {
  for (const prop of ['clientWidth', 'scrollWidth', 'offsetWidth'] as const) {
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: width });
  }
});
afterAll(() => {
  for (const prop of ['clientWidth', 'scrollWidth', 'offsetWidth'] as const) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop];
});

beforeEach(async () => {
  localStorage.clear();
  sessionStore.reset();
  await i18n.changeLanguage('en');
  global.fetch = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) })) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const nav = () => screen.getByRole('navigation', { name: /navigation/ });

describe('navigation collapse (docs/product.md#page-details)', () => {
  it('stays one inline row, without a menu button, when everything fits', () => {
    Object.assign(layout, { menu: 1000, links: 600, actions: 250 });
    renderShell('/', loader());
    expect(within(nav()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Features' })).toBeVisible();
    expect(nav()).toHaveAttribute('data-collapsed', 'false');
  });

  it('collapses behind a disclosure button when the items do not fit; keyboard opens and Escape closes it', async () => {
    Object.assign(layout, { menu: 300, links: 600, actions: 250 });
    const user = userEvent.setup();
    renderShell('/', loader());
    const toggle = within(nav()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    expect(within(nav()).queryByRole('link', { name: 'Features' })).not.toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Features' })).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toBeVisible();

    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Features' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(nav()).queryByRole('link', { name: 'Features' })).not.toBeInTheDocument();
  });

  it('choosing a link closes the menu', async () => {
    Object.assign(layout, { menu: 300, links: 600, actions: 250 });
    const user = userEvent.setup();
    const { router } = renderShell('/login', loader());
    await user.click(within(nav()).getByRole('button', { name: 'Menu' }));
    await user.click(within(nav()).getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.hash).toBe('#faq');
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('measures again when the language changes (German needs more room)', async () => {
    Object.assign(layout, { menu: 1000, links: 600, actions: 250 });
    renderShell('/', loader());
    expect(within(nav()).queryByRole('button', { name: /Menu|Menü/ })).not.toBeInTheDocument();
    layout.links = 900;
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(within(nav()).getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false');
  });
});
