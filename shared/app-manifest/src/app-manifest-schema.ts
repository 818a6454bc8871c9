import { z } from 'zod';

const name = z.string().regex(/^[a-z][a-z0-9_]*$/);
const port = z.number().int().min(1).max(65535);
/** "/" owns only the root; any other entry owns itself and everything below it (as the runtime configuration reads it). */
const route = z.string().regex(/^\/[a-z0-9-]*$/);

export const HostApp = z.object({
  name,
  /** The app's folder, relative to the repository root. */
  dir: z.string(),
  /** Dev-server port (`pnpm start`); the env var `<NAME>_PORT` overrides it. */
  port,
  /** Translation namespaces the shell's page registers (its own and the shared ui package's). */
  namespaces: z.array(name).min(1),
});

export const RemoteApp = HostApp.extend({
  /** The paths the remote owns, as the shell's runtime configuration lists them. */
  routes: z.array(route).min(1),
});

/** Ports of what `pnpm start` runs besides the apps: the API and the stand-ins for outside services. */
export const ServicePorts = z.object({
  api: port,
  mongo: port,
  stripe: port,
  sources: port,
  /** UDP: the stand-ins' DNS server (Libravatar's SRV, the domain facts' MX). */
  sourcesDns: port,
  smtp: port,
  mailUi: port,
});

export const AppManifest = z
  .object({ host: HostApp, remotes: z.array(RemoteApp).min(1), services: ServicePorts })
  .superRefine((manifest, ctx) => {
    const apps = [manifest.host, ...manifest.remotes];
    const once = (what: string, values: (string | number)[]) => {
      const seen = new Set<string | number>();
      for (const value of values) {
        if (seen.has(value)) ctx.addIssue({ code: 'custom', message: `${what} ${value} appears twice in the app manifest` });
        seen.add(value);
      }
    };
    once('app name', apps.map((app) => app.name));
    once('folder', apps.map((app) => app.dir));
    once('port', [...apps.map((app) => app.port), ...Object.values(manifest.services)]);
    // One owner per path: the shell could not tell which remote renders a path listed twice.
    once('route', manifest.remotes.flatMap((remote) => remote.routes));
    once('namespace', apps.flatMap((app) => app.namespaces));
  });

export type HostApp = z.infer<typeof HostApp>;
export type RemoteApp = z.infer<typeof RemoteApp>;
export type ServicePorts = z.infer<typeof ServicePorts>;
export type AppManifest = z.infer<typeof AppManifest>;

type Readonly_<T> = T extends (infer U)[] ? readonly Readonly_<U>[] : T extends object ? { readonly [K in keyof T]: Readonly_<T[K]> } : T;
/** The manifest as written (`as const`), so its literal names stay types. */
export type AppManifestSource = Readonly_<z.input<typeof AppManifest>>;
