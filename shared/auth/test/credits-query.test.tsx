import { act, render, screen } from '@testing-library/react';
import { AuthProvider, receiveCredits, refreshCredits, resetCreditSync, SESSION_STORAGE_KEY, sessionStore, useAuth, useCredits } from '../src';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
  resetCreditSync();
});

/** Two readers in two separate React roots, as the shell's navigation and a remote's page are. */
function NavigationCount() {
  const { user } = useAuth();
  return <p data-testid="navigation">{user?.credits ?? '-'}</p>;
}
function PageCount() {
  const { credits } = useCredits();
  return <p data-testid="page">{credits}</p>;
}
function renderReaders() {
  render(
    <AuthProvider syncDelayMs={60_000}>
      <NavigationCount />
    </AuthProvider>,
  );
  render(
    <AuthProvider syncDelayMs={60_000}>
      <PageCount />
    </AuthProvider>,
  );
}
const shown = () => [screen.getByTestId('navigation').textContent, screen.getByTestId('page').textContent];

describe('credits: one query, read everywhere (docs/architecture.md#api-request)', () => {
  it('a purchase answer shows in every reader and is remembered for the next page, with nobody copying it', () => {
    sessionStore.signIn('jane.doe@example.com', { credits: 1 });
    renderReaders();
    expect(shown()).toEqual(['1', '1']);
    // What the funnel does with a pack purchase's answer (its new balance).
    act(() => receiveCredits('Jane.Doe@example.com', 11));
    expect(shown()).toEqual(['11', '11']);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ credits: 11 });
  });

  it('a refresh after an event asks the server once for every caller and updates every reader', async () => {
    sessionStore.signIn('jane.doe@example.com', { credits: 2 });
    const fetchMock = jest.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/get-user-credits') ? Response.json({ credits: 1 }) : Response.json({ error: 'NOT_FOUND', message: 'no' }, { status: 404 }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderReaders();
    await act(async () => {
      await expect(Promise.all([refreshCredits('jane.doe@example.com'), refreshCredits('jane.doe@example.com')])).resolves.toEqual([1, 1]);
    });
    expect(shown()).toEqual(['1', '1']);
    // The status call first, its fallback second: one run for both callers.
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname)).toEqual(['/api/get-subscription-status', '/api/get-user-credits']);
  });

  it('signing out forgets the balance: the next account starts from its own', () => {
    sessionStore.signIn('jane.doe@example.com', { credits: 5 });
    renderReaders();
    act(() => sessionStore.signOut());
    expect(shown()).toEqual(['-', '0']);
    act(() => sessionStore.signIn('john.smith@example.com', { credits: 2 }));
    expect(shown()).toEqual(['2', '2']);
    act(() => receiveCredits('jane.doe@example.com', 9));
    expect(shown()).toEqual(['2', '2']);
  });
});
