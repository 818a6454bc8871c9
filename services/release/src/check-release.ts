import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@mailscout/contracts';
import { checkContentIntegrity } from './gate/content-integrity';
import type { BrowserCheckInput } from './gate/load-in-browser';
import { checkManifestSafety } from './gate/manifest-safety';
import { ruleResult, type RuleResult } from './gate/rule-result';
import { runGate, type GateVerdict } from './gate/run-gate';
import { checkScriptsParse } from './gate/scripts-parse';
import { releaseDir } from './release-store';
import { remoteIn } from './release-state';
import { releaseOfUrl } from './release-url';
import { readRuntimeConfig } from './runtime-config-file';
import type { ReleaseSettings } from './settings';

/** The browser part of the gate; tests of the command's bookkeeping put a stand-in here. */
export type BrowserCheck = (input: BrowserCheckInput) => Promise<RuleResult[]>;

export interface CheckOptions {
  /** Also open every route in en and de in the browser (the full walk). */
  render?: boolean | undefined;
  browserCheck?: BrowserCheck | undefined;
}

/** The live release's folder in the store, when the remote is served from it. */
function liveReleaseDir(settings: ReleaseSettings, remote: string, config: RuntimeConfig | undefined): string | undefined {
  try {
    const live = config ? releaseOfUrl(remoteIn(config, remote).manifestUrl) : undefined;
    return live ? path.join(settings.store, remote, live) : undefined;
  } catch {
    return undefined; // the remote is not in the configuration: nothing to compare sizes with
  }
}

function configOrReason(file: string): RuntimeConfig | string {
  try {
    return readRuntimeConfig(file);
  } catch (error) {
    return (error as Error).message;
  }
}

const verdictOf = (rules: RuleResult[]): GateVerdict => ({ ok: rules.every((r) => r.ok), rules });

/**
 * `release check`, and the gate before every promotion (docs/deploy.md#release-store): the files
 * are what the id says, the manifests send the browser nowhere but the release, the static rules,
 * every script parses; then, only for a release whose files are sound, the browser: the remote
 * loads beside the live shell with its singletons and its prerendered pages hydrate.
 */
export async function checkRelease(settings: ReleaseSettings, remote: string, release: string, options: CheckOptions = {}): Promise<GateVerdict> {
  const dir = releaseDir(settings.store, remote, release);
  if (!fs.existsSync(dir)) throw new Error(`${remote} has no release ${release} in ${settings.store} (\`pnpm release build ${remote}\` makes one)`);
  const config = configOrReason(settings.configFile);
  const liveConfig = typeof config === 'string' ? undefined : config;
  const files = [
    checkContentIntegrity(dir, remote, release),
    checkManifestSafety({ remote, release, releaseDir: dir, storeBaseUrl: settings.baseUrl }),
    ...runGate({ remote, releaseDir: dir, shellDir: settings.shellDir, liveReleaseDir: liveReleaseDir(settings, remote, liveConfig) }).rules,
    checkScriptsParse(dir),
  ];
  // Never a browser for files that are not what the id says or that point elsewhere.
  if (!files.every((r) => r.ok)) return verdictOf(files);
  if (!liveConfig) return verdictOf([...files, ruleResult('loads in the live shell', [`${config}: the release cannot be loaded beside the live shell`])]);
  const browserCheck = options.browserCheck ?? (await import('./gate/load-in-browser')).checkInBrowser;
  const inBrowser = await browserCheck({ remote, release, store: settings.store, storeBaseUrl: settings.baseUrl, shellDir: settings.shellDir, liveConfig, render: options.render });
  return verdictOf([...files, ...inBrowser]);
}
