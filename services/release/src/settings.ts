import fs from 'node:fs';
import path from 'node:path';

/** Where the release command works: the one module that reads the environment (docs/conventions.md#api). */
export interface ReleaseSettings {
  /** The repository (the remotes' sources are `mfe-<remote>/`). */
  root: string;
  /** The release store: `<store>/<remote>/<version>+<hash>/`. */
  store: string;
  /** The URL the store is served at (a CDN in production); manifest URLs are made from it. */
  baseUrl: string;
  /** The runtime configuration running edges read (rewritten atomically by a promotion). */
  configFile: string;
  /** The live shell's build, whose federation manifest the gate checks singletons against. */
  shellDir: string;
  /** Every promotion and rollback, one JSON object per line. */
  historyFile: string;
}

/** The repository root: the nearest folder up from `from` with the pnpm workspace file. */
export function findRepoRoot(from: string): string {
  let dir = path.resolve(from);
  while (!fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no pnpm-workspace.yaml above ${from}: run the release command inside the repository`);
    dir = parent;
  }
  return dir;
}

export function releaseSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ReleaseSettings {
  const root = findRepoRoot(cwd);
  const store = path.resolve(root, env.RELEASE_STORE ?? '.releases');
  return {
    root,
    store,
    baseUrl: (env.RELEASE_BASE_URL ?? 'http://localhost:3005').replace(/\/+$/, ''),
    configFile: path.resolve(root, env.RUNTIME_CONFIG_FILE ?? 'shell/dist/runtime-config.json'),
    shellDir: path.resolve(root, env.SHELL_DIST ?? 'shell/dist'),
    historyFile: path.resolve(root, env.RELEASE_HISTORY ?? path.join(store, 'history.jsonl')),
  };
}
