import { SessionUser } from '@mailscout/contracts';

/**
 * The session, kept outside React so it survives a remote being reloaded and every remote reads
 * the same value (docs/conventions.md#federation). Persisted under a product-specific key (docs/product.md#data): only what
 * the page shows (the address, credits, the subscription's state). The session itself is the
 * httpOnly cookie the API sets, which no script can read (docs/decisions.md#identity, issue 14.4): no token is
 * ever kept here, and one left by an older version is dropped on load.
 */
export const SESSION_STORAGE_KEY = 'mailscout.session';

type Listener = () => void;
let user: SessionUser | null = null;
let loaded = false;
const listeners = new Set<Listener>();

function persist(): void {
  try {
    if (user) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* storage unavailable: the session lasts for this page */
  }
}

function load(): void {
  if (loaded) return;
  loaded = true;
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? SessionUser.safeParse(JSON.parse(raw)) : undefined;
    // A damaged entry is dropped rather than trusted; a token stored by an older version is removed.
    user = parsed?.success ? parsed.data : null;
    if (user && raw !== JSON.stringify(user)) persist();
  } catch {
    user = null;
  }
}

function set(next: SessionUser | null): void {
  user = next;
  persist();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getUser(): SessionUser | null {
    load();
    return user;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After the API started a session (its cookie is set): what the page shows about it. */
  signIn(email: string, extra: Partial<Omit<SessionUser, 'email' | 'token'>> = {}): void {
    set(SessionUser.parse({ email, token: null, credits: 0, ...extra }));
  },
  signOut(): void {
    set(null);
  },
  /** docs/product.md#data: credits and subscription fields change only while a user exists. */
  update(patch: Partial<Pick<SessionUser, 'credits' | 'subscriptionId' | 'subscriptionStatus'>>): void {
    load();
    if (!user) return;
    set({ ...user, ...patch });
  },
  /** Tests only. */
  reset(): void {
    loaded = false;
    user = null;
  },
};
