import { AppManifest, type HostApp, type RemoteApp } from './app-manifest-schema';
import { APPS } from './apps';

export { AppManifest, HostApp, RemoteApp, ServicePorts } from './app-manifest-schema';

/** Validated once on load: a bad entry fails every reader at start with zod's list of problems. */
export const APP_MANIFEST: AppManifest = AppManifest.parse(APPS);

export type RemoteName = (typeof APPS.remotes)[number]['name'];
export const REMOTE_NAMES = APPS.remotes.map((remote) => remote.name) as readonly RemoteName[];
export const HOST: HostApp = APP_MANIFEST.host;
export const SERVICE_PORTS = APP_MANIFEST.services;

export function remoteApp(name: RemoteName): RemoteApp {
  const remote = APP_MANIFEST.remotes.find((entry) => entry.name === name);
  if (!remote) throw new Error(`no remote "${name}" in the app manifest`);
  return remote;
}

/** The shell or a remote by its federation name, or undefined for an app the manifest does not list. */
export function appByName(name: string): HostApp | RemoteApp | undefined {
  return [APP_MANIFEST.host, ...APP_MANIFEST.remotes].find((app) => app.name === name);
}

/**
 * Where a production build goes, relative to the app's folder: the shell's one `dist`, each
 * remote release its own `dist/<version>` (so two releases of a remote can be served side by side).
 */
export function buildDirOf(kind: 'host' | 'remote', version: string): string {
  return kind === 'host' ? 'dist' : `dist/${version}`;
}

/** The runtime configuration's remote list (which remote owns which paths) for given manifest URLs. */
export function runtimeRemotes(manifestUrlOf: (remote: RemoteName) => string): { name: RemoteName; manifestUrl: string; routes: string[] }[] {
  return REMOTE_NAMES.map((name) => ({ name, manifestUrl: manifestUrlOf(name), routes: [...remoteApp(name).routes] }));
}
