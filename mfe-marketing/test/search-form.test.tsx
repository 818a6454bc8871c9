import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { getToasts, resetToasts } from '@mailscout/ui';
import { onSearch } from '../src/search/search-events';
import { callsTo, json, mockApi, renderMarketing } from './render-marketing';

beforeEach(async () => {
  publicConfigStore.reset();
  resetToasts();
  await i18n.changeLanguage('en');
});

const input = () => screen.getByPlaceholderText('Enter an email address to look up');
const button = () => screen.getByRole('button', { name: /^(Search Now|Searching\.\.\.)$/ });

async function searchFor(text: string) {
  const user = userEvent.setup();
  await renderMarketing();
  if (text) await user.type(input(), text);
  await user.click(button());
  return user;
}

function lastToast() {
  const [toast] = getToasts();
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
}

describe('search form (docs/product.md#states, docs/product.md#validation, docs/product.md#errors)', () => {
  it('searches for what the field holds even when the text reached it without an input event (typed while the page was hydrating, docs/architecture.md#first-bundle)', async () => {
    const fetchMock = mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: '' }) });
    const user = userEvent.setup();
    await renderMarketing();
    // The browser's own setter, as text typed before React handled the field: no change event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), 'Jane.Doe@example.com');
    await user.click(button());
    await act(async () => undefined);
    expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([{ email: 'jane.doe@example.com' }]);
  });

  it('starts idle: the placeholder, an enabled Search Now button and the terms and privacy agreement', async () => {
    mockApi();
    await renderMarketing();
    expect(input()).toBeEnabled();
    expect(button()).toHaveTextContent('Search Now');
    expect(button()).toBeEnabled();
    expect(screen.getByRole('search', { name: 'Email search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('an empty address: inline error and destructive toast, no request', async () => {
    const fetchMock = mockApi();
    await searchFor('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(lastToast()).toEqual({ title: 'Search failed', description: 'Please enter an email address', variant: 'destructive' });
    expect(callsTo(fetchMock, '/api/email-lookup')).toHaveLength(0);
  });

  it('only spaces count as empty (trimmed)', async () => {
    mockApi();
    await searchFor('   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address');
  });

  it.each(['jane', 'jane@example', 'jane@.com x', '@example.com'])('a bad format (%s): the valid-address message', async (text) => {
    const fetchMock = mockApi();
    await searchFor(text);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(lastToast()).toEqual({ title: 'Search failed', description: 'Please enter a valid email address', variant: 'destructive' });
    expect(callsTo(fetchMock, '/api/email-lookup')).toHaveLength(0);
  });

  it('editing the input clears the inline error', async () => {
    mockApi();
    const user = await searchFor('jane');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(input(), '@');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('while searching, the input and the button are disabled and the button reads Searching...', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ '/api/email-lookup': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await searchFor('jane@example.com');
    expect(input()).toBeDisabled();
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Searching...');
    await act(async () => answer(json({ status: 'opted-out', message: 'x' })));
    expect(input()).toBeEnabled();
    expect(button()).toHaveTextContent('Search Now');
  });

  it('sends the address trimmed and lower-cased', async () => {
    const fetchMock = mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: '' }) });
    await searchFor('  Jane.Doe@Example.COM  ');
    await screen.findByTestId('location');
    expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([{ email: 'jane.doe@example.com' }]);
  });

  it.each(['not-found', 'debug-success'])('status %s: goes to /email-scan with the encoded address and fires the search event', async (status) => {
    mockApi({ '/api/email-lookup': () => json({ status, message: 'ok' }) });
    const listener = jest.fn();
    const unsubscribe = onSearch(listener);
    await searchFor('Jane+Test@Example.com');
    expect(await screen.findByTestId('location')).toHaveTextContent('/email-scan?email=jane%2Btest%40example.com');
    expect(listener).toHaveBeenCalledWith({ kind: 'email', status });
    expect(JSON.stringify(listener.mock.calls)).not.toContain('example.com');
    unsubscribe();
  });

  it('status opted-out: stays, inline message and the Opted Out toast', async () => {
    const listener = jest.fn();
    const unsubscribe = onSearch(listener);
    mockApi({ '/api/email-lookup': () => json({ status: 'opted-out', message: 'Opted out' }) });
    await searchFor('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address has opted out.');
    expect(lastToast()).toEqual({ title: 'Opted Out', description: 'This email address has opted out of searches.', variant: 'destructive' });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('any other status: the unexpected-response error', async () => {
    mockApi({ '/api/email-lookup': () => json({ status: 'found', message: 'hm' }) });
    await searchFor('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected response was received from the server.');
    expect(lastToast()?.variant).toBe('destructive');
  });

  it('an answer that is not the contract shape is an unexpected response too', async () => {
    mockApi({ '/api/email-lookup': () => json({ nothing: true }) });
    await searchFor('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected response was received from the server.');
  });

  it("a server error shows the server's message", async () => {
    mockApi({ '/api/email-lookup': () => json({ error: 'RATE_LIMITED', message: 'Too many searches. Please wait a minute.' }, 429) });
    await searchFor('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many searches. Please wait a minute.');
    expect(lastToast()).toEqual({ title: 'Search failed', description: 'Too many searches. Please wait a minute.', variant: 'destructive' });
  });

  it('a server error’s toast carries the failed request’s reference (docs/decisions.md#error-reference)', async () => {
    const answer = json({ error: 'INTERNAL_ERROR', message: 'Something went wrong.' }, 500);
    answer.headers.set('x-request-id', '0123456789abcdef0123456789abcdef');
    mockApi({ '/api/email-lookup': () => answer });
    await searchFor('jane@example.com');
    await screen.findByRole('alert');
    expect(getToasts()[0]?.reference).toBe('0123456789abcdef0123456789abcdef');
  });

  it.each([
    ['an empty JSON body', () => json({}, 500)],
    ['a body that is not JSON', () => new Response('Internal Server Error', { status: 500 })],
  ])('a server error without a message (%s): Request failed with status 500', async (_label, handler) => {
    mockApi({ '/api/email-lookup': handler });
    await searchFor('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed with status 500');
    expect(lastToast()?.description).toBe('Request failed with status 500');
  });

  it('the endpoint missing (404) shows the API’s not-found message and the form stays usable', async () => {
    mockApi();
    await searchFor('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested resource was not found.');
    expect(button()).toBeEnabled();
  });

  it('a network failure: the Network Error toast', async () => {
    mockApi({
      '/api/email-lookup': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await searchFor('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('A network error occurred. Please try again.');
    expect(lastToast()).toEqual({ title: 'Network Error', description: 'A network error occurred. Please try again.', variant: 'destructive' });
    expect(input()).toBeEnabled();
  });

  it('speaks German in German', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    const user = userEvent.setup();
    await renderMarketing();
    await user.type(screen.getByPlaceholderText('E-Mail-Adresse zum Nachschlagen eingeben'), 'jane');
    await user.click(screen.getByRole('button', { name: 'Jetzt suchen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/terms');
  });
});
