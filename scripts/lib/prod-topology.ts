import path from 'node:path';
import { standInSettings } from '@mailscout/contracts';
import { trustedProxies, type FrontDoorSpec } from '@mailscout/front-door';
import type { ServiceSpec } from './processes';
import type { ProdPorts } from './prod-ports';
import type { SharedSecrets } from './prod-secrets';
import { nodeCommand } from './service-builds';

/** A process of the topology; `port: 0` means it listens nowhere (the worker, the one-off seed). */
export type ProdService = ServiceSpec;

export interface ProdTopologyOptions {
  root: string;
  ports: ProdPorts;
  /** Where the embedded MongoDB keeps its files and the edge its runtime configuration. */
  dataDir: string;
  /** An outside MongoDB (a replica set in production); the embedded server otherwise. */
  mongodbUri?: string | undefined;
  /** Keep the embedded MongoDB in memory (a clean start each time, for tests). */
  memory?: boolean;
  secrets: SharedSecrets;
  /** The request header that pins an API instance (the balancer's, or the edge's without a door); off unless set. */
  pinHeader?: string | undefined;
  /**
   * Put the front door (nginx, then HAProxy) in front, as production does (the default). Without
   * it the edge takes visitors itself and proxies /api in turn: the earlier topology, kept as the
   * benchmark's baseline.
   */
  frontDoor?: boolean;
  /** Open event streams each instance takes (the API's STREAMS_MAX), which the door's stream pool follows. */
  streamsPerInstance?: number;
}

/** The addresses the door connects from: nginx to HAProxy, HAProxy to the instances (docs/deploy.md#front-door). */
export const DOOR_ADDRESS = '127.0.0.3';
export const BALANCER_ADDRESS = '127.0.0.2';

export interface ProdTopology {
  /** The stand-ins for outside services, started first. */
  standIns: ProdService[];
  /** Run to its end before the API starts: the synthetic people into the records index. */
  seed: Omit<ProdService, 'port'>;
  apis: ProdService[];
  worker: ProdService;
  edge: ProdService;
  /** The front door in front of the instances and the edge; undefined without one. */
  frontDoor: FrontDoorSpec | undefined;
  mongodbUri: string;
  /** Where visitors go: the door (or the edge without one). */
  siteUrl: string;
  mailApiUrl: string;
  stripeUrl: string;
}

/** What the edge process (run-edge.ts) serves, passed as its environment (edgeProcessEnv). */
export interface EdgeProcessConfig {
  port: number;
  shellRoot: string;
  runtimeConfigFile: string;
  /** The release store, served on its own origin as a CDN would: `/<remote>/<release>/…`. */
  store: { root: string; port: number };
  /** Where the edge's own /api proxy and its public-configuration reads go: the balancer, or the instances in turn. */
  apiUrls: string[];
  stripeUrl: string;
  sourcesUrl: string;
  pinHeader?: string | undefined;
  /** Its ops port: metrics, liveness, readiness (docs/operations.md#ops-port). */
  opsPort: number;
  /** The proxy whose request id it keeps: HAProxy's source address behind the door (docs/architecture.md#request-id). */
  trustProxy?: string | undefined;
}

/** The rehearsal switch (docs/deploy.md#rehearsal): production on stand-ins, which production images never set. */
export const REHEARSAL_VARIABLE = 'MAILSCOUT_REHEARSAL';

/** The edge's variables (services/edge/src/config/edge-config.ts), and the release store it serves as the CDN would. */
export function edgeProcessEnv(config: EdgeProcessConfig): Record<string, string> {
  return {
    NODE_ENV: 'production',
    [REHEARSAL_VARIABLE]: '1',
    EDGE_HOST: 'localhost',
    EDGE_PORT: String(config.port),
    EDGE_OPS_HOST: '127.0.0.1',
    EDGE_OPS_PORT: String(config.opsPort),
    EDGE_SHELL_ROOT: config.shellRoot,
    EDGE_RUNTIME_CONFIG_FILE: config.runtimeConfigFile,
    EDGE_API_URLS: config.apiUrls.join(','),
    ...(config.trustProxy ? { EDGE_TRUST_PROXY: config.trustProxy } : {}),
    ...(config.pinHeader ? { EDGE_API_PIN_HEADER: config.pinHeader } : {}),
    EDGE_STRIPE_URL: config.stripeUrl,
    EDGE_SOURCES_URL: config.sourcesUrl,
    RELEASE_STORE_ROOT: config.store.root,
    RELEASE_STORE_PORT: String(config.store.port),
  };
}

/**
 * Every process `pnpm start:prod` runs, with the environment each deployable gets in production
 * (docs/deploy.md is written from this): API instances that only answer requests (SCAN_WORKER=off),
 * one worker that runs the scans, the edge in front of them, all on one database.
 */
export function prodTopology(options: ProdTopologyOptions, storeRoot: string, shellRoot: string): ProdTopology {
  const { root, ports } = options;
  // Every part of ours runs compiled, with plain node (docs/deploy.md#compiled-services).
  const run = (name: Parameters<typeof nodeCommand>[1], args: string[] = []) => nodeCommand(root, name, args);
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const withDoor = options.frontDoor !== false;
  const siteUrl = `http://localhost:${ports.door}`;
  // Without a door the edge takes visitors on the door's port.
  const edgePort = withDoor ? ports.edge : ports.door;
  const mongodbUri = options.mongodbUri ?? `mongodb://127.0.0.1:${ports.mongo}/mailscout`;
  const sourcesUrl = local(ports.sources);

  const standIns: ProdService[] = [
    ...(options.mongodbUri
      ? []
      : [
          {
            name: 'mongo',
            cwd: 'services/embedded-mongo',
            ...run('embedded-mongo', ['--port', String(ports.mongo), ...(options.memory ? ['--memory'] : ['--dbpath', path.join(options.dataDir, 'mongo')])]),
            port: ports.mongo,
          },
        ]),
    {
      // Webhooks go to the edge like Stripe's would, so whichever instance is next takes them.
      name: 'stripe',
      cwd: 'services/stripe-emulator',
      ...run('stripe-emulator', ['--port', String(ports.stripe), '--webhook-url', `${local(ports.door)}/api/stripe/webhook`]),
      port: ports.stripe,
    },
    {
      name: 'mail',
      cwd: 'services/api',
      command: path.join(root, 'services', 'api', 'node_modules', '.bin', 'maildev'),
      args: ['--smtp', String(ports.smtp), '--web', String(ports.mailUi), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'],
      port: ports.mailUi,
    },
    {
      name: 'sources',
      cwd: 'services/source-stubs',
      ...run('source-stubs', ['--port', String(ports.sources), '--dns-port', String(ports.sourcesDns)]),
      port: ports.sources,
    },
  ];

  // One environment for every API instance and the worker: the same database, secrets and services.
  // Production on stand-ins, said so: every process names them at start (docs/deploy.md#rehearsal).
  const shared: Record<string, string> = {
    NODE_ENV: 'production',
    [REHEARSAL_VARIABLE]: '1',
    MONGODB_URI: mongodbUri,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    STRIPE_API_URL: local(ports.stripe),
    PUBLIC_ORIGIN: siteUrl,
    ...options.secrets,
    // Every setting the source catalogue names for the stand-ins (docs/architecture.md#add-a-source).
    ...standInSettings(sourcesUrl, `127.0.0.1:${ports.sourcesDns}`),
    HIBP_API_KEY: 'local-stub-hibp-key-not-a-real-key',
  };

  const streamsPerInstance = options.streamsPerInstance ?? 1000;
  const frontDoor: FrontDoorSpec | undefined = withDoor
    ? {
        listen: { host: '127.0.0.1', port: ports.door },
        balancer: { host: '127.0.0.1', port: ports.balancer },
        doorAddress: DOOR_ADDRESS,
        sourceAddress: BALANCER_ADDRESS,
        // Checked on their ops ports' /readyz (docs/operations.md#health), which carry no visitor's request.
        apis: ports.apis.map((port, i) => ({ name: `api-${i + 1}`, host: '127.0.0.1', port, opsPort: ports.ops.apis[i]! })),
        edges: [{ name: 'edge-1', host: '127.0.0.1', port: ports.edge, opsPort: ports.ops.edge }],
        streamsPerInstance,
        requestsPerInstance: 256,
        maxBodyBytes: 1024 * 1024,
        dir: path.join(options.dataDir, 'front-door'),
        stats: { host: '127.0.0.1', port: ports.doorStats },
        ...(options.pinHeader ? { pinHeader: options.pinHeader } : {}),
      }
    : undefined;

  const apis = ports.apis.map(
    (port, i): ProdService => ({
      name: `api-${i + 1}`,
      cwd: 'services/api',
      ...run('api'),
      // Scans are the worker's. X-Forwarded-For is believed from the door's two addresses alone
      // (without a door, from the edge's), never from a caller reaching the instance directly.
      env: { ...shared, API_PORT: String(port), API_HOST: '127.0.0.1', OPS_HOST: '127.0.0.1', OPS_PORT: String(ports.ops.apis[i]!), TRUST_PROXY: frontDoor ? trustedProxies(frontDoor) : '127.0.0.1', SCAN_WORKER: 'off' },
      port,
    }),
  );

  const edgeConfig: EdgeProcessConfig = {
    port: edgePort,
    shellRoot,
    runtimeConfigFile: path.join(options.dataDir, 'runtime-config.json'),
    store: { root: storeRoot, port: ports.store },
    // Behind a door the edge asks the balancer (health-checked instances); production /api traffic never passes the edge.
    apiUrls: withDoor ? [local(ports.balancer)] : ports.apis.map(local),
    stripeUrl: local(ports.stripe),
    sourcesUrl,
    pinHeader: withDoor ? undefined : options.pinHeader,
    opsPort: ports.ops.edge,
    trustProxy: frontDoor?.sourceAddress,
  };

  return {
    standIns,
    seed: {
      name: 'seed',
      cwd: 'services/api',
      ...run('records-import', [path.join(root, 'services', 'api', 'data', 'synthetic-records.jsonl'), '--if-empty']),
      env: { ...shared },
    },
    apis,
    worker: { name: 'worker', cwd: 'services/api', ...run('worker'), env: { ...shared, OPS_HOST: '127.0.0.1', OPS_PORT: String(ports.ops.worker) }, port: 0 },
    edge: { name: 'edge', cwd: '.', ...run('edge'), env: edgeProcessEnv(edgeConfig), port: edgePort },
    frontDoor,
    mongodbUri,
    siteUrl,
    mailApiUrl: `${local(ports.mailUi)}/api`,
    stripeUrl: local(ports.stripe),
  };
}
