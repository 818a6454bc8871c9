import { z } from 'zod';

/**
 * docs/deploy.md#canary: a second release of a remote served to a stable share of visitors (the edge draws
 * each visitor's place once, in a cookie, so one visitor sees one release through a journey).
 */
export const CanaryDeclaration = z.object({
  manifestUrl: z.string().url(),
  /** Percent of visitors, 0–100. */
  share: z.number().int().min(0).max(100),
});

/**
 * The shell's runtime configuration (served as /runtime-config.json beside the shell build):
 * where each remote's manifest lives and which paths it owns. A new remote version or URL is a
 * change to this file, never a shell build.
 */
export const RemoteDeclaration = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  manifestUrl: z.string().url(),
  /** Paths owned: "/" owns only the root; any other entry owns itself and everything below it. */
  routes: z.array(z.string().startsWith('/')).min(1),
  /** Optional; the edge resolves it per visitor, so the browser only ever sees `manifestUrl`. */
  canary: CanaryDeclaration.optional(),
});

export const RuntimeConfig = z.object({
  apiBaseUrl: z.string().default(''),
  remotes: z.array(RemoteDeclaration).min(1),
});

export type CanaryDeclaration = z.infer<typeof CanaryDeclaration>;
export type RemoteDeclaration = z.infer<typeof RemoteDeclaration>;
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/**
 * The release id in a release store's manifest URL (`…/<remote>/<version>+<hash>/mf-manifest.json`,
 * docs/deploy.md#release-store), or undefined for a remote served another way (a dev server, a plain folder).
 */
export function releaseOfManifestUrl(manifestUrl: string): string | undefined {
  const segments = new URL(manifestUrl).pathname.split('/').filter(Boolean);
  const release = segments.length >= 2 ? decodeURIComponent(segments[segments.length - 2]!) : undefined;
  return release && /\+[0-9a-f]{6,}$/.test(release) ? release : undefined;
}
