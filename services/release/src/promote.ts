import { checkRelease, type CheckOptions } from './check-release';
import type { GateVerdict } from './gate/run-gate';
import { appendHistory, type HistoryEntry } from './history';
import { remoteIn, stateOf, withState } from './release-state';
import { manifestUrlOf } from './release-url';
import { readRuntimeConfig, writeRuntimeConfig } from './runtime-config-file';
import type { ReleaseSettings } from './settings';

export type PromoteOutcome = { promoted: true; entry: HistoryEntry; verdict: GateVerdict } | { promoted: false; verdict: GateVerdict };

/**
 * `release promote <remote> <release> [--canary N]`: the whole gate first, the browser included
 * (for a canary as for everyone: a canary's visitors are visitors); then the runtime
 * configuration names the release (for everyone, or for N % of visitors beside the live one),
 * written atomically, and the history records who did it, when, and what was live before.
 */
export async function promoteRelease(
  settings: ReleaseSettings,
  remote: string,
  release: string,
  options: CheckOptions & { canaryShare?: number | undefined; by: string; now?: Date },
): Promise<PromoteOutcome> {
  const share = options.canaryShare;
  if (share !== undefined && (!Number.isInteger(share) || share < 1 || share > 99)) {
    throw new Error(`--canary takes a whole percentage from 1 to 99 (got ${share}); promote without it to serve everyone`);
  }
  const verdict = await checkRelease(settings, remote, release, options);
  if (!verdict.ok) return { promoted: false, verdict };
  const config = readRuntimeConfig(settings.configFile);
  const before = stateOf(remoteIn(config, remote));
  const manifestUrl = manifestUrlOf(settings.baseUrl, remote, release);
  const after = share === undefined ? { manifestUrl } : { manifestUrl: before.manifestUrl, canary: { manifestUrl, share } };
  writeRuntimeConfig(settings.configFile, withState(config, remote, after));
  const entry: HistoryEntry = { at: (options.now ?? new Date()).toISOString(), by: options.by, action: share === undefined ? 'promote' : 'canary', remote, release, before, after };
  appendHistory(settings.historyFile, entry);
  return { promoted: true, entry, verdict };
}
