import { fillPath } from './fill-path';
import { apiRoutes, type ApiRouteName } from './index';

/**
 * The path of a route of the table with its parameters filled in (each one URL-encoded):
 * `routeUrl('lookup.previewEvents', { id })` is `/api/previews/<id>/events`. Also what an
 * EventSource opens.
 */
export function routeUrl(name: ApiRouteName, params?: Readonly<Record<string, string | number>>): string {
  return fillPath(name, apiRoutes[name].path, params);
}
