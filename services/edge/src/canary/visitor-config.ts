import { releaseOfManifestUrl, type RemoteDeclaration, type RuntimeConfig } from '@mailscout/contracts';
import { bucketFromCookie } from './visitor-bucket';

export interface ReleaseServed {
  remote: string;
  manifestUrl: string;
  /** The release id when the remote is served from the release store. */
  release?: string | undefined;
  canary: boolean;
}

/** A visitor whose place is under the share gets the canary (share 10: places 0–9). */
export function inCanary(bucket: number | undefined, share: number): boolean {
  return bucket !== undefined && bucket < share;
}

/**
 * docs/deploy.md#canary: the runtime configuration as this visitor sees it: each remote with a canary names
 * the canary's manifest or the live one, and the `canary` field is gone, so the browser, the
 * composed page and its fragment all use one release, whatever the shell's code does with it.
 */
export function configForVisitor(config: RuntimeConfig, bucket: number | undefined): { config: RuntimeConfig; served: ReleaseServed[] } {
  const served: ReleaseServed[] = [];
  const remotes = config.remotes.map((remote): RemoteDeclaration => {
    const { canary, ...plain } = remote;
    const chosen = canary && inCanary(bucket, canary.share) ? { ...plain, manifestUrl: canary.manifestUrl } : plain;
    served.push({ remote: remote.name, manifestUrl: chosen.manifestUrl, release: releaseOfManifestUrl(chosen.manifestUrl), canary: chosen !== plain });
    return chosen;
  });
  return { config: { ...config, remotes }, served };
}

export function configForCookie(config: RuntimeConfig, cookieHeader: string | undefined): RuntimeConfig {
  return configForVisitor(config, bucketFromCookie(cookieHeader)).config;
}

/** `X-Releases: marketing=1.0.0+ab12cd34ef, funnel=1.0.0+0f9e8d7c6b(canary)`: releases from the store. */
export function releasesHeader(served: ReleaseServed[]): string {
  return served
    .filter((s) => s.release !== undefined)
    .map((s) => `${s.remote}=${s.release}${s.canary ? '(canary)' : ''}`)
    .join(', ');
}

/** Every manifest URL a remote may be loaded from (the live one and its canary), for the CSP. */
export function manifestUrlsOf(remote: RemoteDeclaration): string[] {
  return remote.canary ? [remote.manifestUrl, remote.canary.manifestUrl] : [remote.manifestUrl];
}
