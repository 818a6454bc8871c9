import { z } from 'zod';
import { TrustProxy } from './trust-proxy';
import { wholeNumber, durationAtLeast, isHttpOrigin } from './variable-types';

export const NodeEnv = z.enum(['development', 'test', 'production']);
export const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
export type NodeEnv = z.infer<typeof NodeEnv>;
export type LogLevel = z.infer<typeof LogLevel>;

/** The process: what it is, where it listens, how it logs and stops, the public origin. Part of the one environment schema (config.ts). */
export function serverVariables(production: boolean) {
  return {
    NODE_ENV: z.enum(NodeEnv.options, { error: `must be one of ${NodeEnv.options.join(', ')}` }).default('development').describe('development, test or production; production refuses stand-ins, development defaults and missing secrets'),
    // docs/deploy.md#rehearsal: production on stand-ins, set only by `pnpm start:prod`.
    MAILSCOUT_REHEARSAL: z.enum(['1'], { error: 'must be 1 (a rehearsal on stand-ins) or unset' }).optional().describe("1: production on this machine's stand-ins, set only by pnpm start:prod (docs/deploy.md#rehearsal); never in production"),
    API_HOST: z.string().default('127.0.0.1').describe('the address the API listens on (0.0.0.0 in a container)'),
    API_PORT: wholeNumber(0, 65_535, 4000).describe('the port the API listens on'),
    // The proxies' addresses that may say who the client is (docs/deploy.md#api-instances).
    TRUST_PROXY: TrustProxy.optional().describe('addresses or CIDR ranges of the proxies allowed to say who the client is (X-Forwarded-For), comma-separated; default: loopback when listening on loopback, none otherwise'),
    // Kept below the platform's own grace period (deploy/k8s: terminationGracePeriodSeconds).
    SHUTDOWN_TIMEOUT: durationAtLeast(1000, 10_000).describe('on SIGTERM an instance or worker drains (docs/deploy.md#graceful-shutdown) for at most this long, then exits with code 1; below the platform\'s grace period, e.g. 10s'),
    // docs/operations.md#ops-port: metrics and probes on their own port, which the front door never routes to.
    OPS_HOST: z.string().default('127.0.0.1').describe("the address the ops server (/metrics, /livez, /readyz) listens on: 0.0.0.0 in a container, for Prometheus and the platform's probes; never routed by the front door (docs/operations.md#ops-port)"),
    OPS_PORT: wholeNumber(0, 65_535, production ? 9464 : 0).describe('the ops server\'s port; 0: any free port (logged at start). An API instance and a worker on one machine each need their own'),
    LOG_LEVEL: z.enum(LogLevel.options, { error: `must be one of ${LogLevel.options.join(', ')}` }).default('info').describe('pino log level: fatal, error, warn, info, debug, trace or silent'),
    PUBLIC_ORIGIN: z
      .string()
      .refine(isHttpOrigin, 'must be an http(s) origin without a path, e.g. https://mailscout.example')
      .transform((text) => new URL(text).origin)
      .default('http://localhost:3000').describe("the site's public origin: links in mails, Stripe's return URLs"),
  };
}
