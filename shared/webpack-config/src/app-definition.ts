/** What an app (the shell or a remote) declares about itself in its webpack.config.ts. */
export interface AppDefinition {
  /** Federation name; also the remote's name in the runtime configuration. */
  name: string;
  kind: 'host' | 'remote';
  /** Absolute path of the app's folder. */
  dir: string;
  /** Default dev-server port; the env var `<NAME>_PORT` overrides it. */
  port: number;
  /** Remote only: public modules, e.g. `{ './routes': './src/expose/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Entry module, relative to `dir`; defaults to `./src/index.ts`. */
  entry?: string;
  /** HTML template; defaults to `<dir>/src/index.html` when that file exists. */
  htmlTemplate?: string;
  /**
   * Remote only (issue 16): a module whose default export is `definePrerender(...)` from
   * `@mailscout/prerender/server`; the build writes its pages as the release's fragments.
   */
  prerender?: string;
  /** Host only (issue 16): the module the edge renders the page frame with, bundled for Node. */
  serverRenderer?: string;
}

export function defineApp(app: AppDefinition): AppDefinition {
  return app;
}

export function appPort(app: AppDefinition): number {
  const fromEnv = process.env[`${app.name.toUpperCase()}_PORT`];
  return fromEnv ? Number(fromEnv) : app.port;
}
