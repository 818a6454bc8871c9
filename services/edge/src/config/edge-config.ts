import { trustedHops, type LogLevel } from '@mailscout/logging';
import { z } from 'zod';

/**
 * The edge's environment (docs/deploy.md#configuration): the one place its variables are read, each
 * described here so `.env.example` and the deploy guide are written from it (`pnpm env:example`).
 * Like the API's, production refuses a stand-in (docs/deploy.md#stand-ins-refused) unless the process
 * runs a rehearsal on one machine (MAILSCOUT_REHEARSAL=1, set only by `pnpm start:prod`).
 */

const REHEARSAL_VARIABLE = 'MAILSCOUT_REHEARSAL';
const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i;

const httpUrl = (what: string) => z.string().refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), `must be an http(s) URL of ${what}`);

export const edgeEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], { error: 'must be one of development, test, production' }).default('development').describe('`production` refuses stand-ins and development defaults'),
  MAILSCOUT_REHEARSAL: z.enum(['1'], { error: 'must be 1 (a rehearsal on stand-ins) or unset' }).optional().describe('`1`: production on stand-ins, set only by `pnpm start:prod`; never in production'),
  EDGE_HOST: z.string().default('localhost').describe('the address the edge listens on (`0.0.0.0` in a container)'),
  EDGE_PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .pipe(z.number().min(0).max(65_535, 'must be at most 65535'))
    .default(8080)
    .describe('the port the edge listens on'),
  // docs/operations.md#ops-port: metrics and probes on their own port, which the front door never routes to.
  EDGE_OPS_HOST: z.string().default('127.0.0.1').describe("the address the edge's ops server (`/metrics`, `/livez`, `/readyz`) listens on: `0.0.0.0` in a container, for Prometheus and the platform's probes; never routed by the front door (docs/operations.md#ops-port)"),
  EDGE_OPS_PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .pipe(z.number().min(0).max(65_535, 'must be at most 65535'))
    .default(9465)
    .describe("the edge's ops port; 0: any free port (logged at start)"),
  EDGE_SHELL_ROOT: z.string().default('shell/dist').describe("the shell's production build the edge serves and composes pages from"),
  EDGE_RUNTIME_CONFIG_FILE: z.string().optional().describe("the runtime configuration (the remotes' releases), re-read when it changes; unset: the build's own"),
  EDGE_API_URLS: z
    .string()
    .default('http://127.0.0.1:4000')
    .transform((text) => text.split(',').map((url) => url.trim()).filter(Boolean))
    .refine((urls) => urls.length > 0 && urls.every((url) => URL.canParse(url)), 'must be comma-separated http(s) URLs of the API (the balancer, or the instances taken in turn)')
    .describe("where the edge's own /api proxy and its public-configuration reads go: the balancer, or the API instances taken in turn (comma-separated)"),
  EDGE_API_PIN_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name').optional().describe('a request header that pins an API instance (docs/deploy.md#front-door); off unless set'),
  EDGE_STRIPE_URL: httpUrl('a Stripe stand-in').optional().describe("a Stripe stand-in's origin allowed by the page's Content-Security-Policy; unset: Stripe's own origins"),
  EDGE_SOURCES_URL: httpUrl('the data sources stand-in').optional().describe("the data sources stand-in whose photos reports show; unset: no origin beyond the page's own"),
  EDGE_TRUST_PROXY: z
    .string()
    .transform((text) => text.split(',').map((entry) => entry.trim()).filter(Boolean))
    .refine((entries) => {
      try {
        trustedHops(entries);
        return true;
      } catch {
        return false;
      }
    }, 'must be comma-separated addresses or CIDR ranges (or loopback, linklocal, uniquelocal) of the proxies in front of the edge')
    .optional()
    .describe("the addresses or CIDR ranges of the proxies in front of the edge (the door's HAProxy) whose X-Request-Id it keeps (docs/architecture.md#request-id); unset: none, the edge mints every request's id"),
  EDGE_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info').describe('the level of the edge\'s JSON log lines (docs/deploy.md#logs): one per request at info'),
  // Kept below the platform's own grace period (deploy/k8s: terminationGracePeriodSeconds).
  EDGE_SHUTDOWN_TIMEOUT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().min(1000, 'must be at least 1000 (ms)').max(600_000, 'must be at most 600000 (ms)'))
    .default(10_000)
    .describe('on SIGTERM the edge stops accepting and lets requests in flight finish for at most this many ms, then exits with code 1 (docs/deploy.md#graceful-shutdown)'),
});

export type EdgeEnvironment = z.output<typeof edgeEnvironment>;

export interface EdgeConfig {
  host: string;
  port: number;
  /** The ops server: metrics, liveness, readiness (docs/operations.md#ops-port). */
  ops: { host: string; port: number };
  shellRoot: string;
  runtimeConfigFile: string | undefined;
  apiUrls: string[];
  pinHeader: string | undefined;
  stripeUrl: string | undefined;
  sourcesUrl: string | undefined;
  /** The bound on a graceful shutdown (docs/deploy.md#graceful-shutdown). */
  shutdownTimeoutMs: number;
  /** The proxies whose request id the edge keeps (none: it mints every id). */
  trustProxy: string[];
  logLevel: LogLevel;
  /** In a rehearsal, the variables on stand-ins, for the banner; null otherwise. */
  rehearsal: { standIns: string[] } | null;
}

export class EdgeConfigError extends Error {
  override readonly name = 'EdgeConfigError';
  readonly code = 'EDGE_CONFIG_INVALID';
  constructor(readonly problems: readonly string[], note?: string) {
    super(`Invalid edge configuration. Fix these environment variables and start again:\n${problems.map((p) => `- ${p}`).join('\n')}${note ? `\n${note}` : ''}`);
  }
}

const isLoopbackUrl = (url: string) => URL.canParse(url) && LOOPBACK_HOST.test(new URL(url).hostname);

/** The variables production checks for a stand-in (edgeStandIns), for the generated docs. */
export const EDGE_STAND_IN_VARIABLES = ['EDGE_API_URLS', 'EDGE_STRIPE_URL', 'EDGE_SOURCES_URL'] as const satisfies ReadonlyArray<keyof EdgeEnvironment>;

/** The edge's variables that name a stand-in or a development default. */
export function edgeStandIns(env: EdgeEnvironment): Array<{ name: keyof EdgeEnvironment; message: string }> {
  const found: Array<{ name: keyof EdgeEnvironment; message: string }> = [];
  if (env.EDGE_API_URLS.some(isLoopbackUrl)) found.push({ name: 'EDGE_API_URLS', message: 'points at an API on this machine; production needs the balancer or the API service by its address' });
  if (env.EDGE_STRIPE_URL !== undefined) found.push({ name: 'EDGE_STRIPE_URL', message: "lets a Stripe stand-in into the page; leave it unset in production (Stripe's own origins)" });
  if (env.EDGE_SOURCES_URL !== undefined) found.push({ name: 'EDGE_SOURCES_URL', message: 'lets the data sources stand-in into the page; leave it unset in production' });
  return found;
}

/** Reads and checks the edge's environment, naming every bad variable in one error. */
export function loadEdgeConfig(raw: Readonly<Record<string, string | undefined>> = process.env): EdgeConfig {
  const values = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = edgeEnvironment.safeParse(values);
  if (!result.success) {
    throw new EdgeConfigError(result.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`));
  }
  const env = result.data;
  const production = env.NODE_ENV === 'production';
  const standIns = production ? edgeStandIns(env) : [];
  if (standIns.length > 0 && env.MAILSCOUT_REHEARSAL !== '1') {
    throw new EdgeConfigError(
      standIns.map(({ name, message }) => `${name}: ${message}`),
      `A rehearsal of production on stand-ins on one machine (pnpm start:prod) sets ${REHEARSAL_VARIABLE}=1 (docs/deploy.md#rehearsal); production never does.`,
    );
  }
  return {
    host: env.EDGE_HOST,
    port: env.EDGE_PORT,
    ops: { host: env.EDGE_OPS_HOST, port: env.EDGE_OPS_PORT },
    shellRoot: env.EDGE_SHELL_ROOT,
    runtimeConfigFile: env.EDGE_RUNTIME_CONFIG_FILE,
    apiUrls: env.EDGE_API_URLS,
    pinHeader: env.EDGE_API_PIN_HEADER,
    stripeUrl: env.EDGE_STRIPE_URL,
    sourcesUrl: env.EDGE_SOURCES_URL,
    shutdownTimeoutMs: env.EDGE_SHUTDOWN_TIMEOUT,
    trustProxy: env.EDGE_TRUST_PROXY ?? [],
    logLevel: env.EDGE_LOG_LEVEL,
    rehearsal: production && env.MAILSCOUT_REHEARSAL === '1' ? { standIns: standIns.map(({ name }) => name) } : null,
  };
}

/** What the edge says at start in a rehearsal, so its logs never pass for production's. */
export function edgeRehearsalBanner(standIns: readonly string[]): string {
  return `REHEARSAL (${REHEARSAL_VARIABLE}=1): production on stand-ins${standIns.length > 0 ? ` for ${standIns.join(', ')}` : ''}; never set in production (docs/deploy.md#rehearsal)`;
}
