import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggablePath } from './loggable-path';

/**
 * The route's pattern (`/api/scans/:id`: never an id or an address in the path), else — no route,
 * or a wildcard one such as the edge's `/api/*` proxy — the path without its query, addresses masked.
 */
export function routeOf(request: Pick<FastifyRequest, 'url'> & { is404?: boolean; routeOptions?: { url?: string | undefined } }): string {
  const pattern = request.is404 ? undefined : request.routeOptions?.url;
  return pattern && !pattern.includes('*') ? pattern : loggablePath(request.url);
}

/**
 * Fastify's per-request lines in the one shape (docs/deploy.md#logs): every line of a request
 * carries `requestId` (Fastify's `request.id`, docs/architecture.md#request-id), and the line when
 * it ends has `route`, `method`, `status` and `durationMs`. `incoming` is the level of the line when
 * a request arrives (`silent`: none).
 */
export class RequestLogController extends LogController {
  constructor(private readonly incoming: 'info' | 'debug' | 'silent' = 'info') {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.incoming === 'silent' || this.isLogDisabled(request)) return;
    request.log[this.incoming]({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { route: routeOf(request), method: request.method, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
