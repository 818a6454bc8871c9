import { z } from 'zod';

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
});

export const RuntimeConfig = z.object({
  apiBaseUrl: z.string().default(''),
  remotes: z.array(RemoteDeclaration).min(1),
});

export type RemoteDeclaration = z.infer<typeof RemoteDeclaration>;
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
