import { apiRoutes, type ErrorCode } from '@mailscout/contracts';

// "METHOD /api/path/:param" → the codes the route's contract declares.
const declaredByRoute = new Map<string, ReadonlySet<ErrorCode>>(
  Object.values(apiRoutes).map((route) => [`${route.method} ${route.path}`, new Set<ErrorCode>(route.errors)]),
);

/**
 * Whether the route that handled the request declares `code` in its contract. Requests that
 * matched no route of the table (404s, HEAD/OPTIONS, the docs) have nothing to hold to.
 */
export function isDeclaredErrorCode(method: string, routeUrl: string | undefined, code: string): boolean {
  if (!routeUrl) return true;
  const declared = declaredByRoute.get(`${method} ${routeUrl}`);
  return !declared || declared.has(code as ErrorCode);
}
