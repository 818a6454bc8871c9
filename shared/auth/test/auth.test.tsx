import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { api, AuthProvider, avatarInitials, receiveCredits, resetCreditSync, SESSION_STORAGE_KEY, sessionStore, syncCredits, useAuth } from '../src';
import type { ApiClient } from '@mailscout/api-client';
import { apiRoutes } from '@mailscout/contracts';

function fakeApi(handler: (path: string) => Promise<unknown>): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const request = (path: string) => {
    calls.push(path);
    return handler(path) as Promise<never>;
  };
  // Typed calls are recorded by their path too, so the assertions read the same either way.
  const call = (name: keyof typeof apiRoutes) => request(apiRoutes[name].path) as Promise<never>;
  return {
    calls,
    request,
    post: (path) => request(path),
    get: (path) => request(path),
    call: call as ApiClient['call'],
    callUnchecked: call as ApiClient['callUnchecked'],
    onUnauthorized: () => () => undefined,
    download: () => Promise.reject(new Error('not used here')),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
  resetCreditSync();
});

describe('auth', () => {
  it('throws when used outside its provider (docs/product.md#roles)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <AuthProvider>');
  });

  it('keeps what the page shows under the product key, never a token, and restores it on load', () => {
    sessionStore.signIn('jane.doe@example.com', { credits: 3 });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ email: 'jane.doe@example.com', credits: 3 });
    sessionStore.reset();
    expect(sessionStore.getUser()).toMatchObject({ email: 'jane.doe@example.com', credits: 3 });
  });

  it('drops a token an older version stored (the httpOnly cookie is the session, docs/decisions.md#sessions)', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ email: 'old@b.co', token: 'leaked-token', credits: 1 }));
    expect(sessionStore.getUser()).toMatchObject({ email: 'old@b.co' });
    expect(sessionStore.getUser()).not.toHaveProperty('token');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('leaked-token');
  });

  it('drops a damaged stored session instead of trusting it', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ email: 42 }));
    expect(sessionStore.getUser()).toBeNull();
  });

  it('updates credits and subscription only while a user exists (docs/product.md#data)', () => {
    sessionStore.update({ subscriptionStatus: 'active' });
    expect(sessionStore.getUser()).toBeNull();
    sessionStore.signIn('a@b.co');
    receiveCredits('a@b.co', 5);
    sessionStore.update({ subscriptionStatus: 'active' });
    expect(sessionStore.getUser()).toMatchObject({ credits: 5, subscriptionStatus: 'active' });
  });

  it('syncs credits once per session, concurrent calls sharing one request', async () => {
    sessionStore.signIn('a@b.co', { credits: 1 });
    const api = fakeApi(async () => ({ success: true, subscription: { id: 'sub_1', status: 'active', cancel_at_period_end: false, current_period_start: 1, current_period_end: 2, metadata: { lookup_credits: '7' } } }));
    await Promise.all([syncCredits(api), syncCredits(api), syncCredits(api)]);
    expect(api.calls).toEqual(['/api/get-subscription-status']);
    expect(sessionStore.getUser()?.credits).toBe(7);
    await syncCredits(api);
    expect(api.calls).toHaveLength(1);
  });

  it('falls back to the credits call and keeps local credits when both fail', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStore.signIn('a@b.co', { credits: 4 });
    const fallback = fakeApi(async (path) => {
      if (path === '/api/get-user-credits') return { credits: 9 };
      throw new Error('status down');
    });
    await syncCredits(fallback);
    expect(fallback.calls).toEqual(['/api/get-subscription-status', '/api/get-user-credits']);
    expect(sessionStore.getUser()?.credits).toBe(9);

    resetCreditSync();
    const failing = fakeApi(async () => {
      throw new Error('down');
    });
    await syncCredits(failing);
    expect(sessionStore.getUser()?.credits).toBe(9);
  });

  it('gives components the session and clears it at sign-out', async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 204, json: async () => ({}) })) as unknown as typeof fetch;
    sessionStore.signIn('a@b.co');
    function Probe() {
      const { user, signOut } = useAuth();
      return (
        <button type="button" onClick={() => void signOut()}>
          {user?.email ?? 'signed out'}
        </button>
      );
    }
    render(
      <AuthProvider syncDelayMs={60_000}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('a@b.co');
    await act(async () => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('signed out'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(global.fetch).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it.each([
    ['jane.doe@example.com', 'JD'],
    ['john_smith@x.io', 'JS'],
    ['mary-ann@x.io', 'MA'],
    ['bob@x.io', 'BO'],
  ])('derives avatar initials from %s', (email, initials) => {
    expect(avatarInitials(email)).toBe(initials);
  });
});

describe('the session follows the server and the other tabs (docs/decisions.md#sessions)', () => {
  const otherTabWrites = (value: string | null) =>
    act(() => {
      if (value === null) localStorage.removeItem(SESSION_STORAGE_KEY);
      else localStorage.setItem(SESSION_STORAGE_KEY, value);
      // The browser fires this in every other tab of the origin, never in the one that wrote.
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: value }));
    });

  function Shown() {
    const { user } = useAuth();
    return <p>{user ? `signed in as ${user.email} with ${user.credits}` : 'signed out'}</p>;
  }

  it('a sign-in, a new balance and a sign-out in another tab show here at once', () => {
    render(
      <AuthProvider syncDelayMs={60_000}>
        <Shown />
      </AuthProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    otherTabWrites(JSON.stringify({ email: 'tab@example.com', credits: 1 }));
    expect(screen.getByText('signed in as tab@example.com with 1')).toBeInTheDocument();
    otherTabWrites(JSON.stringify({ email: 'tab@example.com', credits: 11 }));
    expect(screen.getByText('signed in as tab@example.com with 11')).toBeInTheDocument();
    otherTabWrites(null);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('a damaged entry from another tab signs out rather than being trusted', () => {
    sessionStore.signIn('a@b.co', { credits: 2 });
    otherTabWrites('{"email":42}');
    expect(sessionStore.getUser()).toBeNull();
  });

  it('any 401 from the API ends the session here (revoked elsewhere, the account deleted) and tells the other tabs', async () => {
    sessionStore.signIn('gone@example.com', { credits: 1 });
    render(
      <AuthProvider syncDelayMs={60_000}>
        <Shown />
      </AuthProvider>,
    );
    expect(screen.getByText('signed in as gone@example.com with 1')).toBeInTheDocument();
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'Please log in to continue.' }), { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    try {
      await act(async () => {
        await expect(api.request('/api/me')).rejects.toMatchObject({ status: 401 });
      });
    } finally {
      fetchMock.mockRestore();
    }
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a 401 for a request sent before this sign-in leaves the new session alone (a sync in flight while signing in)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    try {
      const inFlight = api.request('/api/credits');
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      sessionStore.signIn('new@example.com', { credits: 2 });
      answer(new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'Please log in to continue.' }), { status: 401, headers: { 'content-type': 'application/json' } }));
      await expect(inFlight).rejects.toMatchObject({ status: 401 });
      expect(sessionStore.getUser()).toMatchObject({ email: 'new@example.com' });
      // The next request goes out with the new session: its 401 does end it.
      fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'Please log in to continue.' }), { status: 401, headers: { 'content-type': 'application/json' } }));
      await expect(api.request('/api/credits')).rejects.toMatchObject({ status: 401 });
      expect(sessionStore.getUser()).toBeNull();
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('another error leaves the session as it is', async () => {
    sessionStore.signIn('kept@example.com', { credits: 1 });
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'FORBIDDEN', message: 'Not yours.' }), { status: 403, headers: { 'content-type': 'application/json' } }),
    );
    try {
      await expect(api.request('/api/x')).rejects.toMatchObject({ status: 403 });
    } finally {
      fetchMock.mockRestore();
    }
    expect(sessionStore.getUser()).toMatchObject({ email: 'kept@example.com' });
  });
});
