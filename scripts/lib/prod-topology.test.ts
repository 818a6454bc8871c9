import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseProdArgs, PIN_HEADER } from './prod-args';
import { prodPorts } from './prod-ports';
import { writeProdRuntimeConfig } from './prod-runtime-config';
import { sharedSecrets } from './prod-secrets';
import { loadEdgeConfig } from '@mailscout/edge';
import { BALANCER_ADDRESS, DOOR_ADDRESS, prodTopology } from './prod-topology';
import { restartDelay } from './supervisor';
import { missingCompanyVariables, TEST_COMPANY } from './prod-company';

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'prod-topology-'));
const SECRETS = { SESSION_SECRET: 's'.repeat(40), OTP_SECRET: 'o'.repeat(40), SUPPRESSION_KEY: 'k'.repeat(40) };

describe('the processes of pnpm start:prod', () => {
  const topology = (mongodbUri?: string, frontDoor = true) =>
    prodTopology({ root: '/repo', ports: prodPorts(3700, 4700), dataDir: '/data', mongodbUri, secrets: SECRETS, pinHeader: PIN_HEADER, frontDoor }, '/releases', '/b/shell');

  it('two API instances on their own ports, answering requests only, with the same database and secrets as the worker', () => {
    const { apis, worker, mongodbUri } = topology();
    expect(apis.map((api) => [api.name, api.port])).toEqual([
      ['api-1', 4700],
      ['api-2', 4701],
    ]);
    for (const api of apis) {
      // X-Forwarded-For is believed from the door's two addresses only, never from a direct caller on 127.0.0.1.
      expect(api.env).toMatchObject({ NODE_ENV: 'production', MAILSCOUT_REHEARSAL: '1', SCAN_WORKER: 'off', TRUST_PROXY: `${BALANCER_ADDRESS},${DOOR_ADDRESS}`, MONGODB_URI: mongodbUri, PUBLIC_ORIGIN: 'http://localhost:3700', ...SECRETS });
    }
    // Compiled, run by plain node (docs/deploy.md#compiled-services).
    expect(worker.command).toBe(process.execPath);
    expect(worker.args).toEqual(['--enable-source-maps', '/repo/services/api/dist/worker.js']);
    expect(worker.env).toMatchObject({ NODE_ENV: 'production', MAILSCOUT_REHEARSAL: '1', MONGODB_URI: mongodbUri, ...SECRETS });
    expect(worker.env?.SCAN_WORKER).toBeUndefined();
  });

  it('every process of ours has its own ops port on loopback, which the door only checks (/readyz) and never routes to (docs/operations.md#ops-port)', () => {
    const { apis, worker, edge, frontDoor, standIns } = topology();
    const opsPorts = [...apis.map((api) => Number(api.env?.OPS_PORT)), Number(worker.env?.OPS_PORT), loadEdgeConfig(edge.env).ops.port];
    expect(opsPorts).toEqual([4730, 4731, 4729, 4728]);
    for (const env of [...apis.map((api) => api.env), worker.env]) expect(env?.OPS_HOST).toBe('127.0.0.1');
    expect(loadEdgeConfig(edge.env).ops.host).toBe('127.0.0.1');
    const taken = [...apis, edge, ...standIns].map((part) => part.port);
    expect(new Set([...opsPorts, ...taken]).size).toBe(opsPorts.length + taken.length);
    expect(frontDoor?.apis.map((api) => api.opsPort)).toEqual([4730, 4731]);
    expect(frontDoor?.edges.map((one) => one.opsPort)).toEqual([4728]);
  });

  it('the front door takes visitors on the web port and balances over both instances and the edge; Stripe’s webhooks come through it', () => {
    const { edge, standIns, frontDoor, siteUrl } = topology();
    expect(siteUrl).toBe('http://localhost:3700');
    expect(frontDoor).toMatchObject({
      listen: { host: '127.0.0.1', port: 3700 },
      balancer: { host: '127.0.0.1', port: 4715 },
      apis: [
        { name: 'api-1', host: '127.0.0.1', port: 4700 },
        { name: 'api-2', host: '127.0.0.1', port: 4701 },
      ],
      edges: [{ name: 'edge-1', host: '127.0.0.1', port: 4716 }],
      sourceAddress: BALANCER_ADDRESS,
      doorAddress: DOOR_ADDRESS,
      streamsPerInstance: 1000,
      pinHeader: PIN_HEADER,
      dir: '/data/front-door',
    });
    const config = loadEdgeConfig(edge.env);
    // Behind the door the edge listens inside and reads the public configuration through the balancer.
    expect(config.port).toBe(4716);
    expect(config.apiUrls).toEqual(['http://127.0.0.1:4715']);
    // It keeps the request id HAProxy hands on, from HAProxy's address alone (docs/architecture.md#request-id).
    expect(config.trustProxy).toEqual([BALANCER_ADDRESS]);
    // A rehearsal on stand-ins, said so (docs/deploy.md#rehearsal).
    expect(config.rehearsal?.standIns).toEqual(['EDGE_API_URLS', 'EDGE_STRIPE_URL', 'EDGE_SOURCES_URL']);
    // The remotes come from the release store, on its own origin.
    expect(edge.env).toMatchObject({ RELEASE_STORE_ROOT: '/releases', RELEASE_STORE_PORT: '3701' });
    const stripe = standIns.find((s) => s.name === 'stripe');
    expect(stripe?.args).toContain('http://127.0.0.1:3700/api/stripe/webhook');
  });

  it('without a front door (the benchmark’s baseline) the edge takes visitors and proxies /api to the instances in turn', () => {
    const { edge, frontDoor, apis } = topology(undefined, false);
    expect(frontDoor).toBeUndefined();
    const config = loadEdgeConfig(edge.env);
    expect(config.port).toBe(3700);
    expect(config.apiUrls).toEqual(['http://127.0.0.1:4700', 'http://127.0.0.1:4701']);
    expect(config.pinHeader).toBe(PIN_HEADER);
    expect(apis[0]?.env?.TRUST_PROXY).toBe('127.0.0.1');
    // The first hop: it mints every request id itself.
    expect(config.trustProxy).toEqual([]);
  });

  it('runs the embedded MongoDB unless MONGODB_URI names one', () => {
    expect(topology().standIns.map((s) => s.name)).toEqual(['mongo', 'stripe', 'mail', 'sources']);
    const outside = topology('mongodb://db-1,db-2,db-3/mailscout?replicaSet=rs0');
    expect(outside.standIns.map((s) => s.name)).toEqual(['stripe', 'mail', 'sources']);
    expect(outside.apis[0]?.env?.MONGODB_URI).toBe('mongodb://db-1,db-2,db-3/mailscout?replicaSet=rs0');
  });
});

describe('its options', () => {
  it('defaults away from pnpm start, and reads every flag', () => {
    expect(parseProdArgs([])).toMatchObject({ webPort: 8080, servicePort: 8100, instances: 2, memory: false, pinHeader: undefined });
    expect(parseProdArgs(['--web-port', '3700', '--service-port', '4700', '--instances', '3', '--memory', '--upstream-pin', '--data', '/tmp/x'])).toEqual({
      webPort: 3700,
      servicePort: 4700,
      instances: 3,
      dataDir: '/tmp/x',
      memory: true,
      build: false,
      pinHeader: PIN_HEADER,
      frontDoor: true,
      testCompany: false,
    });
    expect(parseProdArgs(['--test-company']).testCompany).toBe(true);
    expect(parseProdArgs(['--no-front-door']).frontDoor).toBe(false);
    expect(prodPorts(3700, 4700, 3).apis).toEqual([4700, 4701, 4702]);
  });

  it('refuses what it does not know, with the usage', () => {
    expect(() => parseProdArgs(['--instance', '2'])).toThrow(/unknown option --instance[\s\S]*usage/);
    expect(() => parseProdArgs(['--web-port', 'x'])).toThrow('--web-port needs a port number');
    expect(() => parseProdArgs(['--instances', '0'])).toThrow('--instances must be between 1 and 9');
  });
});

describe('shared secrets', () => {
  it('are made once and kept, so a restart keeps sessions; the environment wins and is not written down', () => {
    const dir = temp();
    const first = sharedSecrets(dir, {});
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(sharedSecrets(dir, {})).toEqual(first);
    const fromEnv = sharedSecrets(dir, { OTP_SECRET: 'x'.repeat(40) });
    expect(fromEnv).toEqual({ ...first, OTP_SECRET: 'x'.repeat(40) });
    expect(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')).not.toContain('x'.repeat(40));
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });
});

describe('the edge’s runtime configuration', () => {
  it('keeps the build’s routes, points each manifest at this topology and drops any canary', () => {
    const shell = temp();
    fs.writeFileSync(
      path.join(shell, 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: '', remotes: [{ name: 'funnel', manifestUrl: 'http://localhost:3002/mf-manifest.json', routes: ['/payment'], canary: { share: 50 } }] }),
    );
    const file = path.join(temp(), 'runtime-config.json');
    writeProdRuntimeConfig(shell, file, { funnel: 'http://localhost:3701/funnel/1.0.0+aaaaaaaa/mf-manifest.json' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      apiBaseUrl: '',
      remotes: [{ name: 'funnel', manifestUrl: 'http://localhost:3701/funnel/1.0.0+aaaaaaaa/mf-manifest.json', routes: ['/payment'] }],
    });
    // A restart keeps a release promoted since, while it is still in the store; otherwise the build's.
    const promoted = 'http://localhost:3701/funnel/1.0.0+bbbbbbbb/mf-manifest.json';
    fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: '', remotes: [{ name: 'funnel', manifestUrl: promoted, routes: ['/payment'] }] }));
    writeProdRuntimeConfig(shell, file, { funnel: 'http://localhost:3701/funnel/1.0.0+aaaaaaaa/mf-manifest.json' }, (url) => url === promoted);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).remotes[0].manifestUrl).toBe(promoted);
    writeProdRuntimeConfig(shell, file, { funnel: 'http://localhost:3701/funnel/1.0.0+aaaaaaaa/mf-manifest.json' }, () => false);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).remotes[0].manifestUrl).toBe('http://localhost:3701/funnel/1.0.0+aaaaaaaa/mf-manifest.json');
  });
});

describe('the company (production names it)', () => {
  it('lists what the environment lacks; the test company fills all of it and says it is a test', () => {
    expect(missingCompanyVariables({ COMPANY_NAME: 'X Ltd', COMPANY_NUMBER: ' ' })).toEqual(['COMPANY_NUMBER', 'COMPANY_REGISTERED_ADDRESS', 'COMPANY_CONTACT_EMAIL']);
    expect(missingCompanyVariables({ ...TEST_COMPANY })).toEqual([]);
    expect(TEST_COMPANY.COMPANY_NAME).toMatch(/Test/);
  });
});

describe('supervision', () => {
  it('restarts after 1 s, doubling to at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(restartDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
