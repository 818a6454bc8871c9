import type { RemoteDeclaration } from './runtime-config';

/*
 * The names and rules of a composed page that the shell needs before anything else, without zod
 * (docs/architecture.md#first-bundle: the shell's first bundle does not carry the schemas; see ./page.ts).
 */

/**
 * docs/architecture.md#prerendered-pages: a remote's release ships its public pages prerendered, listed beside its
 * `mf-manifest.json` as `prerender-manifest.json`. The edge composes them into the shell's page;
 * a new release brings new pages without a shell build.
 */
export const PRERENDER_MANIFEST_FILE = 'prerender-manifest.json';

export const COMPOSED_STATE_ELEMENT_ID = 'ms-ssr';

export const INLINE_RUNTIME_CONFIG_ELEMENT_ID = 'ms-runtime-config';

/**
 * docs/architecture.md#funnel-prefetch: an element of a remote's page that leads to another
 * remote's route (the home search leads to `/email-scan`) names that route in this attribute; the
 * shell fetches the route owner's code when the visitor focuses or types inside it, not before.
 */
export const PREFETCH_ROUTE_ATTRIBUTE = 'data-prefetch-route';

/** The cookie that mirrors the stored language choice, so the server renders what the browser would. */
export const LANGUAGE_COOKIE = 'ms_lng';

function owns(route: string, pathname: string): boolean {
  if (route === '/') return pathname === '/';
  const base = route.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The remote that owns a path: the longest declared route that is the path itself or one of
 * its parents ("/" owns the root only), so a remote can add sub-routes without a shell release.
 * The shell (in the browser) and the edge (on the server) both decide with this.
 */
export function findOwner<R extends Pick<RemoteDeclaration, 'routes'>>(pathname: string, remotes: readonly R[]): R | undefined {
  let best: { remote: R; length: number } | undefined;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (owns(route, pathname) && (!best || route.length > best.length)) best = { remote, length: route.length };
    }
  }
  return best?.remote;
}

/** In the shell's build, beside its files but never served (the edge ignores dot folders). */
export const FRAME_RENDERER_FILE = '.server/render-frame.cjs';

/** Where a remote's fragment goes in the rendered frame: the edge replaces this element with it. */
export const FRAGMENT_SLOT_HTML = '<template data-ms-fragment=""></template>';

/** The JSON script of a composed page that holds the public configuration it was rendered with. */
export const INLINE_PUBLIC_CONFIG_ELEMENT_ID = 'ms-public-config';
