import { appendHistory, readHistory, sameState, type HistoryEntry } from './history';
import { remoteIn, stateOf, withState } from './release-state';
import { releaseOfUrl } from './release-url';
import { readRuntimeConfig, writeRuntimeConfig } from './runtime-config-file';
import type { ReleaseSettings } from './settings';

/**
 * `release rollback <remote>`: undoes the promotion that made the current state (a canary is
 * withdrawn, a full promotion gives way to the release live before it). Everyone gets the
 * previous release at their next page load: the edge reads the new configuration then.
 */
export function rollbackRelease(settings: ReleaseSettings, remote: string, options: { by: string; now?: Date }): HistoryEntry {
  const config = readRuntimeConfig(settings.configFile);
  const current = stateOf(remoteIn(config, remote));
  const undone = readHistory(settings.historyFile)
    .filter((e) => e.remote === remote && e.action !== 'rollback' && sameState(e.after, current))
    .pop();
  if (!undone) throw new Error(`nothing to roll back for ${remote}: its live state was not made by a promotion in ${settings.historyFile}`);
  writeRuntimeConfig(settings.configFile, withState(config, remote, undone.before));
  const release = releaseOfUrl(undone.before.manifestUrl);
  const entry: HistoryEntry = { at: (options.now ?? new Date()).toISOString(), by: options.by, action: 'rollback', remote, ...(release ? { release } : {}), before: current, after: undone.before };
  appendHistory(settings.historyFile, entry);
  return entry;
}
