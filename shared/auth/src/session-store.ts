import { hashKey } from '@tanstack/react-query';
import type { SessionUser } from '@mailscout/contracts';
import { forgetAccounts, queryClient, queryKeys } from '@mailscout/server-state';
import { api } from './api';
import { cachedCredits, receiveCredits } from './credits-query';

/**
 * The session, kept outside React so it survives a remote being reloaded and every remote reads
 * the same value (docs/conventions.md#federation). Persisted under a product-specific key (docs/product.md#data): only what
 * the page shows (the address, credits, the subscription's state). The session itself is the
 * httpOnly cookie the API sets, which no script can read (docs/decisions.md#sessions): no token is
 * ever kept here, and one left by an older version is dropped on load.
 *
 * The balance is not held here: `credits` is read from the credits query (credits-query.ts),
 * the page's one place for it; the stored copy only seeds that query when the page loads.
 */
export const SESSION_STORAGE_KEY = 'mailscout.session';

type Identity = Omit<SessionUser, 'credits'>;
type Listener = () => void;
let identity: Identity | null = null;
let user: SessionUser | null = null;
let loaded = false;
let quiet = false;
let watching = false;
let wired = false;
/** The last sign-out came from the server (a 401), not from this visitor or another tab. */
let endedByServer = false;
/**
 * When this page last took a session (`performance.now()`): a request sent before it went out
 * without that session's cookie, so its 401 does not end it (a credit sync in flight while the
 * buyer signs in by code).
 */
let sessionSince = Number.NEGATIVE_INFINITY;
const listeners = new Set<Listener>();

function persist(): void {
  try {
    if (user) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* storage unavailable: the session lasts for this page */
  }
}

/** A SessionUser with only the fields that are set (what the contract's schema gives back). */
function sessionUser(email: string, credits: number, subscriptionId: unknown, subscriptionStatus: unknown): SessionUser {
  return {
    email,
    credits,
    ...(typeof subscriptionId === 'string' ? { subscriptionId } : {}),
    ...(typeof subscriptionStatus === 'string' ? { subscriptionStatus } : {}),
  };
}

/**
 * The stored entry, checked by hand against the contract's `SessionUser` (an email, a whole
 * non-negative balance, optional subscription strings) rather than with its zod schema: this store
 * is read on the first render of every page, and the schemas are not in the shell's first bundle
 * (docs/architecture.md#first-bundle). Anything else, a token of an older version included, is dropped.
 */
function readStored(value: unknown): SessionUser | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { email, credits = 0, subscriptionId, subscriptionStatus } = value as Record<string, unknown>;
  if (typeof email !== 'string' || typeof credits !== 'number' || !Number.isInteger(credits) || credits < 0) return undefined;
  if ((subscriptionId !== undefined && typeof subscriptionId !== 'string') || (subscriptionStatus !== undefined && typeof subscriptionStatus !== 'string')) return undefined;
  return sessionUser(email, credits, subscriptionId, subscriptionStatus);
}

/** The session as the page shows it: the identity with the credits query's balance. */
function compose(): SessionUser | null {
  if (!identity) return null;
  const { email, subscriptionId, subscriptionStatus } = identity;
  return sessionUser(email, cachedCredits(email) ?? 0, subscriptionId, subscriptionStatus);
}

function changed(): void {
  user = compose();
  persist();
  for (const listener of listeners) listener();
}

/** A new balance in the credits query of the signed-in address shows here at once. */
function watchCredits(): void {
  if (watching) return;
  watching = true;
  queryClient.getQueryCache().subscribe((event) => {
    if (quiet || !identity || event.query.queryHash !== hashKey(queryKeys.credits(identity.email))) return;
    if (compose()?.credits !== user?.credits) changed();
  });
}

function quietly(run: () => void): void {
  quiet = true;
  try {
    run();
  } finally {
    quiet = false;
  }
}

/** Signed out here, as the server or another tab already is: nothing is sent. */
function forget(byServer: boolean): void {
  if (!identity) return;
  identity = null;
  endedByServer = byServer;
  quietly(forgetAccounts);
  changed();
}

/**
 * Another tab signed in, out, or saw a new balance: this page follows at once (the storage event
 * fires in every other tab of the origin). What it wrote is taken as it would be on load.
 */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    let stored: SessionUser | undefined;
    try {
      stored = event.newValue ? readStored(JSON.parse(event.newValue)) : undefined;
    } catch {
      stored = undefined;
    }
    if (!stored) {
      forget(false);
      return;
    }
    const { credits, ...rest } = stored;
    // Another tab signed in: the cookie it got is this page's too.
    if (identity?.email !== rest.email) sessionSince = performance.now();
    identity = rest;
    quietly(() => receiveCredits(rest.email, credits));
    user = compose();
    for (const listener of listeners) listener();
  });
}

function load(): void {
  if (loaded) return;
  loaded = true;
  watchCredits();
  if (!wired) {
    wired = true;
    followOtherTabs();
    // A session the server no longer knows (revoked elsewhere, the account deleted, expired) ends here too.
    api.onUnauthorized((sentAt) => {
      if (sentAt >= sessionSince) forget(true);
    });
  }
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const stored = raw ? readStored(JSON.parse(raw)) : undefined;
    // A damaged entry is dropped rather than trusted; a token stored by an older version is removed.
    if (!stored) return;
    const { credits, ...rest } = stored;
    identity = rest;
    // The last balance this browser saw shows at once; the credit sync asks the server (docs/product.md#states).
    if (cachedCredits(rest.email) === undefined) quietly(() => receiveCredits(rest.email, credits));
    user = compose();
    if (raw !== JSON.stringify(user)) persist();
  } catch {
    identity = null;
    user = null;
  }
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
  /** After the API started a session (its cookie is set): what the page shows about it, with the balance the server answered. */
  signIn(email: string, extra: Partial<Omit<SessionUser, 'email'>> = {}): void {
    load();
    const { credits, ...rest } = sessionUser(email, extra.credits ?? 0, extra.subscriptionId, extra.subscriptionStatus);
    identity = rest;
    sessionSince = performance.now();
    endedByServer = false;
    quietly(() => receiveCredits(email, credits));
    changed();
  },
  signOut(): void {
    load();
    identity = null;
    endedByServer = false;
    quietly(forgetAccounts);
    changed();
  },
  /** docs/product.md#data: subscription fields change only while a user exists (the balance: `receiveCredits`). */
  update(patch: Partial<Pick<SessionUser, 'subscriptionId' | 'subscriptionStatus'>>): void {
    load();
    if (!identity) return;
    identity = { ...identity, ...patch };
    changed();
  },
  /** Whether the session ended because the server no longer knew it (a page then says so and offers the login). */
  endedByServer(): boolean {
    return endedByServer;
  },
  /** Tests only. */
  reset(): void {
    loaded = false;
    endedByServer = false;
    identity = null;
    user = null;
    quietly(forgetAccounts);
  },
};
