import { checkRelease, type CheckOptions } from './check-release';
import type { GateVerdict } from './gate/run-gate';
import { releaseOfUrl, manifestUrlOf } from './release-url';
import { readRuntimeConfig } from './runtime-config-file';
import type { ReleaseSettings } from './settings';

export interface VerifiedRelease {
  remote: string;
  /** The release everyone gets, or a canary's (with its share). */
  role: 'live' | 'canary';
  share?: number | undefined;
  manifestUrl: string;
  release?: string | undefined;
  ok: boolean;
  /** Why it fails: each refusing rule's reasons, or why it could not be checked. */
  reasons: string[];
  verdict?: GateVerdict | undefined;
}

/** The release a manifest URL names, when it is exactly a release's URL in this store. */
function storeRelease(settings: ReleaseSettings, remote: string, manifestUrl: string): string | undefined {
  const release = releaseOfUrl(manifestUrl);
  return release && manifestUrlOf(settings.baseUrl, remote, release) === manifestUrl ? release : undefined;
}

/**
 * `release verify` (docs/deploy.md#release-store): every live and canary release named by the
 * runtime configuration the edges read, checked as a promotion would check it (integrity,
 * manifests, the static rules, scripts, the browser). For a scheduled job or a deploy pipeline: a
 * store changed behind the command's back, or a live shell that moved on, shows here.
 */
export async function verifyLiveReleases(settings: ReleaseSettings, options: CheckOptions = {}): Promise<VerifiedRelease[]> {
  const config = readRuntimeConfig(settings.configFile);
  const results: VerifiedRelease[] = [];
  for (const remote of config.remotes) {
    const served = [{ role: 'live' as const, manifestUrl: remote.manifestUrl }, ...(remote.canary ? [{ role: 'canary' as const, manifestUrl: remote.canary.manifestUrl, share: remote.canary.share }] : [])];
    for (const state of served) {
      const release = storeRelease(settings, remote.name, state.manifestUrl);
      const base = { remote: remote.name, ...state };
      if (!release) {
        results.push({ ...base, ok: false, reasons: [`${state.manifestUrl} is not a release in the store at ${settings.baseUrl}, so it cannot be verified`] });
        continue;
      }
      try {
        const verdict = await checkRelease(settings, remote.name, release, options);
        const reasons = verdict.rules.filter((r) => !r.ok).flatMap((r) => r.reasons.map((reason) => `${r.rule}: ${reason}`));
        results.push({ ...base, release, ok: verdict.ok, reasons, verdict });
      } catch (error) {
        results.push({ ...base, release, ok: false, reasons: [(error as Error).message] });
      }
    }
  }
  return results;
}

export function formatVerification(results: VerifiedRelease[]): string {
  const lines: string[] = [];
  for (const r of results) {
    const what = `${r.remote} ${r.release ?? r.manifestUrl} (${r.role === 'live' ? 'live' : `canary ${r.share} %`})`;
    lines.push(`${r.ok ? 'ok  ' : 'FAIL'} ${what}`);
    for (const reason of r.reasons) lines.push(`       - ${reason}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  lines.push(failed ? `${failed} of ${results.length} live releases fail: see above` : `all ${results.length} live releases verify`);
  return lines.join('\n');
}
