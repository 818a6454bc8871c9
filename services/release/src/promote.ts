import fs from 'node:fs';
import path from 'node:path';
import { runGate, type GateVerdict } from './gate/run-gate';
import { appendHistory, type HistoryEntry } from './history';
import { releaseDir } from './release-store';
import { remoteIn, stateOf, withState } from './release-state';
import { manifestUrlOf, releaseOfUrl } from './release-url';
import { readRuntimeConfig, writeRuntimeConfig } from './runtime-config-file';
import type { ReleaseSettings } from './settings';

/** The live release's folder in the store, when the remote is served from it. */
export function liveReleaseDir(settings: ReleaseSettings, remote: string, manifestUrl: string): string | undefined {
  const live = releaseOfUrl(manifestUrl);
  return live ? path.join(settings.store, remote, live) : undefined;
}

export interface CheckOptions {
  /** Also render every route (and hydrate every prerendered page) in headless Chromium against the live shell. */
  render?: boolean | undefined;
}

/** `release check`: the gate for a release in the store against the live shell and the live release. */
export async function checkRelease(settings: ReleaseSettings, remote: string, release: string, options: CheckOptions = {}): Promise<GateVerdict> {
  const dir = releaseDir(settings.store, remote, release);
  if (!fs.existsSync(dir)) throw new Error(`${remote} has no release ${release} in ${settings.store} (\`pnpm release build ${remote}\` makes one)`);
  let liveDir: string | undefined;
  try {
    liveDir = liveReleaseDir(settings, remote, remoteIn(readRuntimeConfig(settings.configFile), remote).manifestUrl);
  } catch {
    liveDir = undefined; // no configuration yet: nothing to compare sizes with
  }
  const verdict = runGate({ remote, releaseDir: dir, shellDir: settings.shellDir, liveReleaseDir: liveDir });
  // The browser only for a release whose files are sound: a broken one is refused without it.
  if (!options.render || !verdict.ok) return verdict;
  const { renderRoutes } = await import('./gate/render-in-browser');
  const rendered = await renderRoutes({ remote, releaseDir: dir, shellDir: settings.shellDir, liveConfig: readRuntimeConfig(settings.configFile) });
  const rules = [...verdict.rules, ...rendered];
  return { ok: rules.every((r) => r.ok), rules };
}

export type PromoteOutcome = { promoted: true; entry: HistoryEntry; verdict: GateVerdict } | { promoted: false; verdict: GateVerdict };

/**
 * `release promote <remote> <release> [--canary N]`: the gate first; then the runtime
 * configuration names the release (for everyone, or for N % of visitors beside the live one),
 * written atomically, and the history records who did it, when, and what was live before.
 */
export async function promoteRelease(
  settings: ReleaseSettings,
  remote: string,
  release: string,
  options: CheckOptions & { canaryShare?: number | undefined; by: string; now?: Date },
): Promise<PromoteOutcome> {
  const verdict = await checkRelease(settings, remote, release, options);
  if (!verdict.ok) return { promoted: false, verdict };
  const config = readRuntimeConfig(settings.configFile);
  const before = stateOf(remoteIn(config, remote));
  const manifestUrl = manifestUrlOf(settings.baseUrl, remote, release);
  const share = options.canaryShare;
  if (share !== undefined && (!Number.isInteger(share) || share < 1 || share > 99)) {
    throw new Error(`--canary takes a whole percentage from 1 to 99 (got ${share}); promote without it to serve everyone`);
  }
  const after = share === undefined ? { manifestUrl } : { manifestUrl: before.manifestUrl, canary: { manifestUrl, share } };
  writeRuntimeConfig(settings.configFile, withState(config, remote, after));
  const entry: HistoryEntry = { at: (options.now ?? new Date()).toISOString(), by: options.by, action: share === undefined ? 'promote' : 'canary', remote, release, before, after };
  appendHistory(settings.historyFile, entry);
  return { promoted: true, entry, verdict };
}
