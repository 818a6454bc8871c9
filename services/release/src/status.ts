import { readHistory, sameState } from './history';
import { stateOf } from './release-state';
import { releaseOfUrl } from './release-url';
import { readRuntimeConfig } from './runtime-config-file';
import type { ReleaseSettings } from './settings';

export interface RemoteStatus {
  remote: string;
  /** The release everyone (outside a canary) gets; the manifest URL when it is not from the store. */
  live: string;
  canary?: { release: string; share: number } | undefined;
  /** When and by whom the current state was made, if it was made by the release command. */
  since?: string | undefined;
  by?: string | undefined;
}

/** `release status`: what is live for each remote, from the configuration the edges read now. */
export function releaseStatus(settings: ReleaseSettings): RemoteStatus[] {
  const config = readRuntimeConfig(settings.configFile);
  const history = readHistory(settings.historyFile);
  return config.remotes.map((remote) => {
    const state = stateOf(remote);
    const made = history.filter((e) => e.remote === remote.name && sameState(e.after, state)).pop();
    return {
      remote: remote.name,
      live: releaseOfUrl(remote.manifestUrl) ?? remote.manifestUrl,
      canary: remote.canary ? { release: releaseOfUrl(remote.canary.manifestUrl) ?? remote.canary.manifestUrl, share: remote.canary.share } : undefined,
      since: made?.at,
      by: made?.by,
    };
  });
}

export function formatStatus(rows: RemoteStatus[]): string {
  return rows
    .map((r) => {
      const canary = r.canary ? `; canary ${r.canary.release} for ${r.canary.share} % of visitors` : '';
      const made = r.since ? ` since ${r.since} by ${r.by}` : ' (not promoted with the release command)';
      return `${r.remote}: ${r.live}${canary}${made}`;
    })
    .join('\n');
}
