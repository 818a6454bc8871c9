import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDeclaration } from '@mailscout/contracts';
import { REMOTE_ROUTES_EXPOSE, type RemoteRoutesModule } from '@mailscout/contracts/page';
import type { RemoteLoader } from './remote-registry';

const LOAD_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`remote "${name}" did not load within ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** Loads remotes through the federation runtime, from the manifests named in runtime config. */
export function createFederationLoader(remotes: readonly RemoteDeclaration[]): RemoteLoader {
  const toRuntime = (remote: RemoteDeclaration) => ({ name: remote.name, entry: remote.manifestUrl });
  registerRemotes(remotes.map(toRuntime));
  return {
    async load(name) {
      const module = await withTimeout(loadRemote<RemoteRoutesModule>(`${name}/${REMOTE_ROUTES_EXPOSE}`), name);
      if (!module || typeof module.default !== 'function') throw new Error(`remote "${name}" exposes no routes component`);
      return module;
    },
    forget(name) {
      const remote = remotes.find((r) => r.name === name);
      // `force` drops the cached manifest, entry script and module of a failed attempt.
      if (remote) registerRemotes([toRuntime(remote)], { force: true });
    },
  };
}
