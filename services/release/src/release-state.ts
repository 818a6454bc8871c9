import type { RemoteDeclaration, RuntimeConfig } from '@mailscout/contracts';
import type { RemoteState } from './history';

export function remoteIn(config: RuntimeConfig, remote: string): RemoteDeclaration {
  const found = config.remotes.find((r) => r.name === remote);
  if (!found) throw new Error(`the runtime configuration has no remote "${remote}" (it has ${config.remotes.map((r) => r.name).join(', ')})`);
  return found;
}

export function stateOf(remote: RemoteDeclaration): RemoteState {
  return { manifestUrl: remote.manifestUrl, ...(remote.canary ? { canary: remote.canary } : {}) };
}

/** The configuration with one remote's release state replaced (its routes and the rest unchanged). */
export function withState(config: RuntimeConfig, remote: string, state: RemoteState): RuntimeConfig {
  return {
    ...config,
    remotes: config.remotes.map((r) => {
      if (r.name !== remote) return r;
      const { canary: _old, ...rest } = r;
      return { ...rest, manifestUrl: state.manifestUrl, ...(state.canary ? { canary: state.canary } : {}) };
    }),
  };
}
