import type { RemoteDeclaration } from '@mailscout/contracts';

function owns(route: string, pathname: string): boolean {
  if (route === '/') return pathname === '/';
  const base = route.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The remote that owns a path: the longest declared route that is the path itself or one of
 * its parents ("/" owns the root only), so a remote can add sub-routes without a shell release.
 */
export function findOwner(pathname: string, remotes: readonly RemoteDeclaration[]): RemoteDeclaration | undefined {
  let best: { remote: RemoteDeclaration; length: number } | undefined;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (owns(route, pathname) && (!best || route.length > best.length)) best = { remote, length: route.length };
    }
  }
  return best?.remote;
}
