import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const Assets = z.object({ sync: z.array(z.string()).default([]), async: z.array(z.string()).default([]) }).partial().default({});

/** The parts of a federation manifest (`mf-manifest.json`) the gate reads. */
export const FederationManifest = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string().default('') }).optional() }).passthrough(),
  shared: z
    .array(
      z.object({
        name: z.string(),
        version: z.string().optional(),
        singleton: z.boolean().optional(),
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
      }).passthrough(),
    )
    .default([]),
  exposes: z
    .array(z.object({ name: z.string(), path: z.string().optional(), assets: z.object({ js: Assets, css: Assets }).partial().default({}) }).passthrough())
    .default([]),
});

export type FederationManifest = z.infer<typeof FederationManifest>;

export function readFederationManifest(dir: string): FederationManifest {
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`no mf-manifest.json in ${dir}`);
  return FederationManifest.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The remote entry's path inside the release. */
export function remoteEntryFile(manifest: FederationManifest): string | undefined {
  const entry = manifest.metaData.remoteEntry;
  return entry ? path.posix.join(entry.path || '.', entry.name) : undefined;
}
