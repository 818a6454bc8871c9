import { PublicConfig } from '@mailscout/contracts';
import { api } from '@mailscout/auth';

export type PublicConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: PublicConfig }
  | { status: 'error'; error: Error };

let state: PublicConfigState = { status: 'loading' };
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: PublicConfigState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches once per page; a failure can be retried with `reloadPublicConfig`. */
export function ensurePublicConfig(): void {
  if (request) return;
  request = api.get('/api/public-config', PublicConfig).then(
    (config) => set({ status: 'ready', config }),
    (error: unknown) => {
      request = null;
      set({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    },
  );
}

export function reloadPublicConfig(): void {
  set({ status: 'loading' });
  request = null;
  ensurePublicConfig();
}

export const publicConfigStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only. */
  reset() {
    request = null;
    state = { status: 'loading' };
  },
};
