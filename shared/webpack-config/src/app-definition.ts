import { appByName } from '@mailscout/app-manifest';

/**
 * How an app (the shell or a remote) is built, as its `app.build.ts` declares it. Not a webpack
 * configuration: only this package's CLI (`mailscout-webpack`) reads it and makes one from it.
 */
export interface AppDefinition {
  /** Federation name; also the remote's name in the runtime configuration. */
  name: string;
  kind: 'host' | 'remote';
  /** Absolute path of the app's folder. */
  dir: string;
  /**
   * Dev-server port; defaults to the app manifest's (`@mailscout/app-manifest`) for an app it lists.
   * The env var `<NAME>_PORT` overrides either.
   */
  port?: number;
  /** Remote only: public modules, e.g. `{ './routes': './src/expose/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Entry module, relative to `dir`; defaults to `./src/index.ts`. */
  entry?: string;
  /** HTML template; defaults to `<dir>/src/index.html` when that file exists. */
  htmlTemplate?: string;
  /**
   * Remote only (docs/architecture.md#prerendered-pages): a module whose default export is `definePrerender(...)` from
   * `@mailscout/prerender/server`; the build writes its pages as the release's fragments.
   */
  prerender?: string;
  /** Host only (docs/architecture.md#prerendered-pages): the module the edge renders the page frame with, bundled for Node. */
  serverRenderer?: string;
}

export function defineApp(app: AppDefinition): AppDefinition {
  return app;
}

export function appPort(app: AppDefinition): number {
  const fromEnv = process.env[`${app.name.toUpperCase()}_PORT`];
  if (fromEnv) return Number(fromEnv);
  const port = app.port ?? appByName(app.name)?.port;
  if (port === undefined) throw new Error(`${app.name}: no dev-server port (not in the app manifest, and its app.build.ts names none)`);
  return port;
}
