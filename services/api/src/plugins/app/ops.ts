import fp from 'fastify-plugin';
import { createHealth, metrics, serveOps, type Health, type OpsServer } from '@mailscout/ops';
import { onDraining } from '../../lifecycle/draining';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Liveness and readiness of this instance, served on the ops port by server.ts
     * (docs/operations.md#health): plugins add their checks (the database's ping); a shutdown
     * calls `health.markDraining()` first, so /readyz answers 503 while requests drain.
     */
    health: Health;
    /**
     * Opens the ops port (OPS_HOST, OPS_PORT: /metrics, /livez, /readyz; docs/operations.md#ops-port)
     * once the API listens; it closes with the app. Tests of routes never open it.
     */
    startOps(): Promise<OpsServer>;
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Every answer counted by its route's pattern (`/api/scans/:id`, never the URL: an id in a label
 * is a new series per scan) and status, and timed (docs/operations.md#metrics). Requests no route
 * matched are `unmatched`.
 */
export default fp(
  async function ops(app) {
    app.decorate('health', createHealth());
    let server: OpsServer | null = null;
    app.decorate('startOps', async () => {
      if (server) return server;
      // Ready only once the API takes requests, and no longer from the moment a shutdown starts.
      app.health.addReadinessCheck('listening', () => app.server.listening);
      onDraining(() => app.health.markDraining());
      server = await serveOps({ host: app.config.ops.host, port: app.config.ops.port, health: app.health });
      app.log.info({ ops: server.url }, 'Ops port: /metrics, /livez, /readyz (docs/operations.md#ops-port)');
      return server;
    });
    app.addHook('onClose', async () => {
      await server?.close();
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      metrics.httpRequests.inc({ method, route, status: String(reply.statusCode) });
      metrics.httpRequestDuration.observe({ method, route }, reply.elapsedTime / 1000);
    });
  },
  { name: 'ops', dependencies: ['config'] },
);
