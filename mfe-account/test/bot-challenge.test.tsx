import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, withProviders } from '@mailscout/test-kit/web';
import { BotChallenge } from '../src/captcha/bot-challenge';
import { json, mockApi, publicConfig, resetPage } from './render-account';

// The widget package itself is not run in jsdom; the component only needs it to register the element.
jest.mock('altcha/external', () => ({}));
jest.mock('altcha/altcha.css', () => ({}));
jest.mock('../src/captcha/main-thread-solver', () => ({ registerMainThreadSolvers: jest.fn() }));
jest.mock('altcha/i18n/de', () => ({}));

beforeEach(async () => {
  await resetPage();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as unknown as Record<string, unknown>).turnstile;
  // What the widget package sets up when it loads (mocked here).
  (globalThis as unknown as Record<string, unknown>).$altcha = { algorithms: new Map() };
});

function renderChallenge(captcha: unknown, resetKey = 0) {
  mockApi({ '/api/public-config': () => json({ ...publicConfig, captcha }) });
  const onToken = jest.fn();
  const view = renderWithProviders(<BotChallenge onToken={onToken} resetKey={resetKey} />, { router: false });
  const rerender = (key: number) =>
    view.rerender(withProviders(<BotChallenge onToken={onToken} resetKey={key} />, { router: false }));
  return { onToken, rerender };
}

const altchaWidget = () => document.querySelector('altcha-widget');
const stateChange = (detail: unknown) => act(() => void altchaWidget()!.dispatchEvent(new CustomEvent('statechange', { detail })));

describe('bot challenge (docs/decisions.md#bot-challenge)', () => {
  it('ALTCHA by default: the widget with the configured challenge URL; verified gives the payload as the token', async () => {
    const { onToken } = renderChallenge({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the verification…');
    await waitFor(() => expect(altchaWidget()).not.toBeNull());
    expect(altchaWidget()).toHaveAttribute('challenge', '/api/captcha/challenge');
    expect(altchaWidget()).toHaveAttribute('workers', '1');
    expect(screen.getByRole('group', { name: 'Verification that you are a person' })).toContainElement(altchaWidget() as HTMLElement);
    stateChange({ state: 'verifying' });
    expect(onToken).toHaveBeenLastCalledWith(null);
    stateChange({ state: 'verified', payload: 'eyJwYXlsb2FkIjp0cnVlfQ==' });
    expect(onToken).toHaveBeenLastCalledWith('eyJwYXlsb2FkIjp0cnVlfQ==');
    stateChange({ state: 'expired' });
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('a new reset key renders a fresh widget', async () => {
    const { rerender } = renderChallenge({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' });
    await waitFor(() => expect(altchaWidget()).not.toBeNull());
    const first = altchaWidget();
    rerender(1);
    await waitFor(() => expect(altchaWidget()).not.toBe(first));
    expect(document.querySelectorAll('altcha-widget')).toHaveLength(1);
  });

  it('Turnstile: the provider’s script and container; its callback gives the token', async () => {
    const renderWidget = jest.fn((_container: HTMLElement, _options: Record<string, unknown>) => 'widget-1');
    const { onToken } = renderChallenge({ provider: 'turnstile', siteKey: 'site-key' });
    await waitFor(() => expect(document.head.querySelector('script[src*="turnstile"]')).not.toBeNull());
    (window as unknown as Record<string, unknown>).turnstile = { render: renderWidget, remove: jest.fn() };
    act(() => void document.head.querySelector('script[src*="turnstile"]')!.dispatchEvent(new Event('load')));
    await waitFor(() => expect(renderWidget).toHaveBeenCalled());
    const [container, options] = renderWidget.mock.calls[0]!;
    expect(container).toHaveClass('cf-turnstile');
    expect(options).toMatchObject({ sitekey: 'site-key', language: 'en' });
    act(() => (options.callback as (token: string) => void)('turnstile-token'));
    expect(onToken).toHaveBeenLastCalledWith('turnstile-token');
  });

  it('hCaptcha offline: the script cannot load, the page says so and offers a retry', async () => {
    renderChallenge({ provider: 'hcaptcha', siteKey: 'site-key' });
    await waitFor(() => expect(document.head.querySelector('script[src*="hcaptcha"]')).not.toBeNull());
    act(() => void document.head.querySelector('script[src*="hcaptcha"]')!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification could not be loaded. Please check your connection and try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.head.querySelector('script[src*="hcaptcha"]')).not.toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the site configuration cannot be loaded, says so', async () => {
    mockApi({ '/api/public-config': () => json({ error: 'INTERNAL_ERROR', message: 'x' }, 500) });
    renderWithProviders(<BotChallenge onToken={jest.fn()} />, { router: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification could not be loaded.');
  });
});
