import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { HealthResponse } from '@mailscout/contracts';

export type HealthCheckStatus = HealthResponse['checks'][string];
/** Resolves to the dependency's state; throwing or taking too long counts as 'down'. */
export type HealthCheck = () => Promise<HealthCheckStatus>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Called by infrastructure plugins (database, mail, payments) when they start. */
    registerHealthCheck(name: string, check: HealthCheck): void;
    runHealthChecks(): Promise<HealthResponse['checks']>;
  }
}

// Load balancers poll the health route; one hanging dependency must not hang the answer.
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

async function runCheck(name: string, check: HealthCheck, log: FastifyBaseLogger): Promise<HealthCheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<HealthCheckStatus>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    const status = await Promise.race([check(), timeout]);
    if (status === 'down') log.warn({ check: name }, 'Health check reports down');
    return status;
  } catch (error) {
    log.warn({ check: name, err: error }, 'Health check failed');
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export default fp(
  async function healthChecks(app) {
    const checks = new Map<string, HealthCheck>();

    app.decorate('registerHealthCheck', (name: string, check: HealthCheck) => {
      if (checks.has(name)) throw new Error(`A health check named "${name}" is already registered`);
      checks.set(name, check);
    });

    app.decorate('runHealthChecks', async () => {
      const results = await Promise.all([...checks].map(async ([name, check]) => [name, await runCheck(name, check, app.log)] as const));
      return Object.fromEntries(results);
    });

    // Answering at all is the API's own check.
    app.registerHealthCheck('api', async () => 'ok');
  },
  { name: 'health-checks' },
);
