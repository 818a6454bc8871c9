import type { z } from 'zod';
import { accountRoutes } from './account-routes';
import { billingRoutes } from './billing-routes';
import { fillPath } from './fill-path';
import { healthRoutes } from './health-routes';
import { identityRoutes } from './identity-routes';
import { lookupRoutes } from './lookup-routes';
import { scanRoutes } from './scan-routes';
import { selfCheckRoutes } from './self-check-routes';
import { watchRoutes } from './watch-routes';

export * from './define-route';
export { fillPath } from './fill-path';
export { AltchaChallenge } from './identity-routes';
export { IdParams } from './lookup-routes';
export { TargetParams } from './scan-routes';
export { AttachAndSubscribeBody, WebhookResponse } from './billing-routes';

/**
 * Every route of the API, once: the API registers each with its schemas from here, the
 * browser's client calls them by name, and a test holds the two to the same list.
 */
export const apiRoutes = {
  ...healthRoutes,
  ...identityRoutes,
  ...lookupRoutes,
  ...scanRoutes,
  ...billingRoutes,
  ...accountRoutes,
  ...selfCheckRoutes,
  ...watchRoutes,
};

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

type SchemaOf<N extends ApiRouteName> = ApiRoutes[N]['schema'];
type Part<N extends ApiRouteName, K extends 'body' | 'params' | 'querystring'> = SchemaOf<N> extends Record<K, z.ZodType> ? z.input<SchemaOf<N>[K]> : undefined;

/** What a call of the route sends: its body, path parameters and query, as the browser writes them. */
export type RouteBody<N extends ApiRouteName> = Part<N, 'body'>;
export type RouteParams<N extends ApiRouteName> = Part<N, 'params'>;
export type RouteQuery<N extends ApiRouteName> = Part<N, 'querystring'>;

/** What a successful call answers (200), parsed. */
export type RouteResponse<N extends ApiRouteName> = SchemaOf<N>['response'] extends Record<200, z.ZodType> ? z.output<SchemaOf<N>['response'][200]> : undefined;

/**
 * The path of a route of the table with its parameters filled in (each one URL-encoded):
 * `routeUrl('lookup.previewEvents', { id })` is `/api/previews/<id>/events`. Also what an
 * EventSource opens.
 */
export function routeUrl(name: ApiRouteName, params?: Readonly<Record<string, string | number>>): string {
  return fillPath(name, apiRoutes[name].path, params);
}
