import type { Credentials } from './auth';
import type { EndpointSpec, Params } from './params';
import type { Emulator } from '../emulator';

export interface RequestContext {
  emulator: Emulator;
  params: Params;
  path: Record<string, string>;
  auth: Credentials;
  requestId: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params: EndpointSpec;
  /**
   * Publishable keys are only good for the calls Stripe.js makes; such routes check the
   * client secret themselves.
   */
  publishable?: boolean;
  handler: (ctx: RequestContext) => unknown;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

export class Router {
  private readonly compiled: CompiledRoute[] = [];

  add(routes: Route[]): void {
    for (const route of routes) {
      const names: string[] = [];
      // An id is never `search`: `/v1/<resources>/search` is Stripe's search endpoint, so where
      // the emulator has none it is an unrecognized URL, not a lookup of the object "search".
      const source = route.path.replace(/:([a-z_]+)/g, (_match, name: string) => {
        names.push(name);
        return '((?!search$)[^/]+)';
      });
      this.compiled.push({ route, pattern: new RegExp(`^${source}$`), names });
    }
  }

  match(method: string, pathname: string): { route: Route; path: Record<string, string> } | { route: null; pathExists: boolean } {
    let pathExists = false;
    for (const entry of this.compiled) {
      const match = entry.pattern.exec(pathname);
      if (!match) continue;
      pathExists = true;
      if (entry.route.method !== method) continue;
      const path: Record<string, string> = {};
      entry.names.forEach((name, index) => {
        path[name] = decodeURIComponent(match[index + 1] ?? '');
      });
      return { route: entry.route, path };
    }
    return { route: null, pathExists };
  }
}
