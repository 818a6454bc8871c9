import type { RemoteRoutesModule } from '@mailscout/contracts';
import type { RemoteRegistry, RemoteState } from '../remotes/remote-registry';

/** A registry that never loads: on the server a remote is either in the page already or not yet. */
export function createStaticRegistry(states: Readonly<Record<string, RemoteState>>): RemoteRegistry {
  return {
    get: (name) => states[name] ?? { status: 'loading' },
    ensure: () => undefined,
    retry: () => undefined,
    subscribe: () => () => undefined,
    settled: async (name) => states[name] ?? { status: 'loading' },
    hydratesLater: () => false,
    whenSettled: async (name) => states[name] ?? { status: 'loading' },
  };
}

export const fragmentSlotModule: RemoteRoutesModule = {
  // Renders FRAGMENT_SLOT_HTML of the contracts.
  default: function FragmentSlot() {
    return <template data-ms-fragment="" />;
  },
};
