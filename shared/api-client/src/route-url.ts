import { apiRoutes, type ApiRouteName } from '@mailscout/contracts';

/**
 * The path of a route of the table with its parameters filled in (each one URL-encoded):
 * `routeUrl('lookup.previewEvents', { id })` is `/api/previews/<id>/events`. Also what an
 * EventSource opens.
 */
export function routeUrl(name: ApiRouteName, params?: Readonly<Record<string, string | number>>): string {
  return apiRoutes[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new TypeError(`${name}: the path parameter '${key}' is missing`);
    return encodeURIComponent(String(value));
  });
}
