import type { RemoteRoutesModule } from '@mailscout/contracts';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteRoutesModule }
  | { status: 'error'; error: Error };

/** How a remote's routes module is fetched; the federation runtime in the page, a stub in tests. */
export interface RemoteLoader {
  load(name: string): Promise<RemoteRoutesModule>;
  /** Forget a failed load so the next `load` fetches the manifest and entry again. */
  forget(name: string): void;
}

export interface RemoteRegistry {
  get(name: string): RemoteState;
  ensure(name: string): void;
  retry(name: string): void;
  subscribe(listener: () => void): () => void;
  /** Starts loading if needed and resolves once the remote is ready or has failed. */
  settled(name: string): Promise<RemoteState>;
  /**
   * docs/architecture.md#prerendered-pages: whether the remote's server-rendered page waited in the DOM for its code (see
   * `deferred-hydration.ts`); React keeps that HTML as it is until then. Fixed for the page's life,
   * so a component calls React's `use` on every render or on none.
   */
  hydratesLater(name: string): boolean;
  /** One promise per load attempt, readable by React's `use` without suspending once settled. */
  whenSettled(name: string): Promise<RemoteState>;
}

export interface RemoteRegistryOptions {
  blipRetryDelayMs?: number;
  /** Remotes whose code is fetched only once the promise resolves (docs/architecture.md#first-bundle: after the first interaction). */
  deferred?: Readonly<Record<string, Promise<void>>>;
}

const IDLE: RemoteState = { status: 'idle' };

/**
 * Per-remote load state outside React: navigating between two routes of one remote loads it
 * once, and a failure is remembered until the user asks to retry.
 */
export function createRemoteRegistry(loader: RemoteLoader, options: RemoteRegistryOptions = {}): RemoteRegistry {
  const states = new Map<string, RemoteState>();
  const listeners = new Set<() => void>();
  const blipDelay = options.blipRetryDelayMs ?? 400;
  const deferred = new Map(Object.entries(options.deferred ?? {}));
  const hydratesLater = new Set(deferred.keys());
  const settledPromises = new Map<string, Promise<RemoteState>>();

  function set(name: string, state: RemoteState) {
    states.set(name, state);
    for (const listener of listeners) listener();
  }

  async function loadWithOneRetry(name: string): Promise<RemoteRoutesModule> {
    try {
      return await loader.load(name);
    } catch {
      // A network blip should not show the fallback: one quiet second attempt first.
      await new Promise((resolve) => setTimeout(resolve, blipDelay));
      loader.forget(name);
      return loader.load(name);
    }
  }

  function start(name: string) {
    set(name, { status: 'loading' });
    const gate = deferred.get(name) ?? Promise.resolve();
    gate.then(() => loadWithOneRetry(name)).then(
      (module) => {
        deferred.delete(name);
        set(name, { status: 'ready', module });
      },
      (error: unknown) => {
        console.error(`remote "${name}" could not be loaded`, error);
        deferred.delete(name);
        set(name, { status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  }

  function settled(name: string): Promise<RemoteState> {
    if ((states.get(name) ?? IDLE).status === 'idle') start(name);
    return new Promise((resolve) => {
      const check = () => {
        const state = states.get(name) ?? IDLE;
        if (state.status === 'ready' || state.status === 'error') {
          listeners.delete(check);
          resolve(state);
        }
      };
      listeners.add(check);
      check();
    });
  }

  return {
    get: (name) => states.get(name) ?? IDLE,
    ensure(name) {
      if ((states.get(name) ?? IDLE).status === 'idle') start(name);
    },
    retry(name) {
      if (states.get(name)?.status === 'loading') return;
      loader.forget(name);
      settledPromises.delete(name);
      start(name);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled,
    hydratesLater: (name) => hydratesLater.has(name),
    whenSettled(name) {
      let promise = settledPromises.get(name);
      if (!promise) {
        const created: Promise<RemoteState> & { status?: string; value?: RemoteState } = settled(name);
        // The fields React's `use` reads: a settled promise is then read without suspending.
        void created.then((state) => Object.assign(created, { status: 'fulfilled', value: state }));
        promise = created;
        settledPromises.set(name, promise);
      }
      return promise;
    },
  };
}
