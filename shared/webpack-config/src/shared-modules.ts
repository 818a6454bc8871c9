import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The modules that must exist once in the page (docs/conventions.md#federation). Sub-path imports such as
 * `react-dom/client` and the JSX runtimes are listed on their own: webpack shares by request,
 * so an unlisted sub-path would quietly load a second React.
 */
const SINGLETONS: ReadonlyArray<{ request: string; pkg: string; lazyInHost?: true }> = [
  { request: 'react', pkg: 'react' },
  { request: 'react/jsx-runtime', pkg: 'react' },
  { request: 'react/jsx-dev-runtime', pkg: 'react' },
  { request: 'react-dom', pkg: 'react-dom' },
  { request: 'react-dom/client', pkg: 'react-dom' },
  { request: 'react-router-dom', pkg: 'react-router-dom' },
  { request: 'i18next', pkg: 'i18next' },
  { request: 'react-i18next', pkg: 'react-i18next' },
  // docs/architecture.md#first-bundle: the schemas (and zod in them) are not in the shell's first bundle; the shell loads
  // them when something first parses, and its start-up code takes what it needs from the zod-free
  // `@mailscout/contracts/page` (a test keeps it that way).
  { request: '@mailscout/contracts', pkg: '@mailscout/contracts', lazyInHost: true },
  { request: '@mailscout/api-client', pkg: '@mailscout/api-client' },
  { request: '@mailscout/auth', pkg: '@mailscout/auth' },
  { request: '@mailscout/i18n', pkg: '@mailscout/i18n' },
  { request: '@mailscout/ui', pkg: '@mailscout/ui' },
  { request: '@mailscout/report', pkg: '@mailscout/report' },
  { request: '@mailscout/public-config', pkg: '@mailscout/public-config' },
  { request: '@mailscout/server-state', pkg: '@mailscout/server-state' },
  { request: '@tanstack/react-query', pkg: '@tanstack/react-query' },
];

export interface SharedModuleConfig {
  singleton: true;
  eager: boolean;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}

function installedVersion(pkg: string, appDir: string): string | undefined {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    const manifest = require(`${pkg}/package.json`) as { version: string };
    return manifest.version;
  } catch {
    return undefined;
  }
}

/**
 * Shared-module configuration for an app. `requiredVersion` is a caret range of the version the
 * app was built against (workspace packages included: `workspace:*` is not semver), so a remote
 * built against another major version is reported by the federation runtime instead of running.
 */
export function sharedModules(appDir: string, options: { eager?: boolean } = {}): Record<string, SharedModuleConfig> {
  const shared: Record<string, SharedModuleConfig> = {};
  for (const { request, pkg, lazyInHost } of SINGLETONS) {
    const version = installedVersion(pkg, appDir);
    if (!version) continue; // the app does not depend on it, so it cannot import it either
    const eager = (options.eager ?? false) && !lazyInHost;
    shared[request] = { singleton: true, eager, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  return shared;
}

export const singletonRequests = SINGLETONS.map((s) => s.request);
