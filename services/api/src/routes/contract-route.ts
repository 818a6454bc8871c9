import { API_PREFIX, apiRoutes, type ApiRouteName, type ApiRoutes } from '@mailscout/contracts';

/**
 * The method, URL and schemas of a route as `shared/contracts` defines it, for `app.route`:
 * the handler's types, the validation and the OpenAPI document all come from the contract.
 * The URL is relative to the /api prefix the routes are mounted under.
 */
export function contractRoute<N extends ApiRouteName>(name: N): { method: ApiRoutes[N]['method']; url: string; schema: ApiRoutes[N]['schema'] } {
  const contract = apiRoutes[name];
  return { method: contract.method, url: contract.path.slice(API_PREFIX.length), schema: contract.schema };
}
