import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEdgeConfig } from '@mailscout/edge';
import { findDoorBinaries, trustedProxies } from '@mailscout/front-door';
import { freePort } from '@mailscout/test-kit/node';
import { loadConfig } from '@mailscout/api/config';
import { COMPOSE_ADDRESSES, COMPOSE_DOOR_DIR, composeDoorFiles, composeDoorSpec } from './compose-door';
import { interpolate, readCompose, readEnvFile, serviceEnvironment, type ComposeFile } from './compose-file';
import { ROOT } from './services';

/**
 * deploy/compose.yaml (docs/deploy.md#compose): its images come from container files that exist and
 * follow the rules of docs/deploy.md#images; the environment it gives each process is one the
 * process's own configuration accepts in production (and, with compose.offline.yaml, in a
 * rehearsal on the stand-ins); its front door is the one @mailscout/front-door generates.
 */
const DEPLOY = path.join(ROOT, 'deploy');
const COMPOSE = path.join(DEPLOY, 'compose.yaml');
const OFFLINE = path.join(DEPLOY, 'compose.offline.yaml');

/** What an operator's .env holds: real-looking values, no stand-in. */
const PRODUCTION_ENV = {
  SESSION_SECRET: 'b3J0aG9nb25hbC1zZXNzaW9uLXNlY3JldC1mb3ItdGVzdHM',
  OTP_SECRET: 'b3J0aG9nb25hbC1vdHAtc2VjcmV0LWZvci10aGUtdGVzdHM',
  SUPPRESSION_KEY: 'b3J0aG9nb25hbC1zdXBwcmVzc2lvbi1rZXktZm9yLXRlc3Rz',
  PUBLIC_ORIGIN: 'https://mailscout.co.uk',
  SMTP_URL: 'smtps://relay.mailscout.co.uk:465',
  MAIL_FROM: 'MailScout <no-reply@mailscout.co.uk>',
  SUPPORT_EMAIL: 'support@mailscout.co.uk',
  STRIPE_SECRET_KEY: 'sk_live_51Compose000000000000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Compose000000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_compose0000000000000000000000',
  COMPANY_NAME: 'MailScout Ltd',
  COMPANY_NUMBER: '12345678',
  COMPANY_REGISTERED_ADDRESS: '1 High Street, Leeds, LS1 1AA, United Kingdom',
  COMPANY_CONTACT_EMAIL: 'contact@mailscout.co.uk',
};

const production = () => readCompose([COMPOSE], PRODUCTION_ENV);
const offline = () => readCompose([COMPOSE, OFFLINE], readEnvFile(path.join(DEPLOY, 'offline.env')));
const ours = (compose: ComposeFile) => Object.entries(compose.services).filter(([, service]) => service.image?.startsWith('localhost/mailscout-'));
const envOf = (compose: ComposeFile, name: string) => serviceEnvironment(DEPLOY, compose.services[name] ?? {});

describe('the images', () => {
  it('every service of ours is built from a container file that exists: multi-stage, on BASE (Node 24 by default), a user of its own, a health check', () => {
    const built = ours(production());
    expect(built.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'edge', 'release-store', 'seed', 'sources', 'stripe', 'worker']);
    for (const [name, service] of built) {
      expect({ name, build: service.build }).toEqual({ name, build: expect.objectContaining({ context: expect.any(String), dockerfile: expect.any(String) }) });
      const file = path.resolve(DEPLOY, service.build?.context ?? '', service.build?.dockerfile ?? '');
      expect(path.relative(path.join(DEPLOY, 'images'), file)).toMatch(/^[\w-]+\.Containerfile$/);
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toMatch(/^ARG BASE=node:24-bookworm-slim$/m);
      expect(text.match(/^FROM \$\{BASE\}/gm)?.length).toBeGreaterThanOrEqual(2);
      expect(text).toMatch(/^USER 10001:10001$/m);
      expect(text).toMatch(/^HEALTHCHECK /m);
      expect(text).not.toMatch(/^(RUN|CMD|ENTRYPOINT)\b.*\btsx\b/m);
    }
  });

  it('the files it mounts are in the repository', () => {
    for (const service of Object.values(production().services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('.')) expect(fs.existsSync(path.resolve(DEPLOY, source))).toBe(true);
      }
    }
  });
});

describe('production', () => {
  it('every required variable comes from the operator: without one, compose stops naming it', () => {
    const { STRIPE_WEBHOOK_SECRET: _left, ...withoutOne } = PRODUCTION_ENV;
    expect(() => readCompose([COMPOSE], withoutOne)).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('the API instances and the worker get an environment their configuration accepts in production, on the replica set, with no stand-in', () => {
    const compose = production();
    for (const name of ['api-1', 'api-2', 'worker']) {
      const env = envOf(compose, name);
      expect(env.MAILSCOUT_REHEARSAL).toBeUndefined();
      const config = loadConfig(env);
      expect(config.rehearsal).toBeNull();
    }
    expect(envOf(compose, 'api-1')).toMatchObject({ SCAN_WORKER: 'off', API_HOST: '0.0.0.0' });
    expect(envOf(compose, 'worker').SCAN_WORKER).toBeUndefined();
    // The replica set the URI names is the one mongo-init initiates.
    const members = ['mongo-1', 'mongo-2', 'mongo-3'];
    expect(envOf(compose, 'api-1').MONGODB_URI).toContain(`${members.map((m) => `${m}:27017`).join(',')}/mailscout?replicaSet=rs0`);
    const init = compose.services['mongo-init']?.command?.join(' ') ?? '';
    for (const member of members) {
      expect(compose.services[member]?.command).toEqual(['mongod', '--replSet', 'rs0', '--bind_ip_all']);
      expect(init).toContain(`host: '${member}:27017'`);
    }
  });

  it('the edge gets an environment its configuration accepts in production, asking the balancer', () => {
    const config = loadEdgeConfig(envOf(production(), 'edge'));
    expect(config.rehearsal).toBeNull();
    expect(config.apiUrls).toEqual([`http://${COMPOSE_ADDRESSES.balancer}:8115`]);
  });

  it('the stand-ins run under the offline profile only', () => {
    const compose = production();
    const offlineOnly = Object.entries(compose.services).filter(([, service]) => service.profiles?.includes('offline')).map(([name]) => name);
    expect(offlineOnly.sort()).toEqual(['mail', 'seed', 'sources', 'stripe']);
    for (const [name, service] of Object.entries(compose.services)) if (!offlineOnly.includes(name)) expect({ name, profiles: service.profiles }).toEqual({ name, profiles: undefined });
  });
});

describe('the offline rehearsal (compose.offline.yaml)', () => {
  it('every process of ours starts as a rehearsal on the stand-ins of the offline profile', () => {
    const compose = offline();
    for (const name of ['api-1', 'api-2', 'worker', 'seed']) {
      const config = loadConfig(envOf(compose, name));
      expect(config.rehearsal?.standIns).toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY', 'HIBP_API_KEY', 'PROFILE_SITES_STAND_IN_URL']));
      expect(Object.keys(compose.services[name]?.depends_on ?? {})).toEqual(expect.arrayContaining(['stripe', 'sources', 'mail']));
    }
    expect(loadEdgeConfig(envOf(compose, 'edge')).rehearsal?.standIns).toEqual(expect.arrayContaining(['EDGE_STRIPE_URL']));
    // Without the rehearsal switch, production refuses those very stand-ins.
    const { MAILSCOUT_REHEARSAL: _switch, ...refused } = envOf(compose, 'api-1');
    expect(() => loadConfig(refused)).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('the front door', () => {
  it('checks each instance and the edge on the ops port its image opens, which no service publishes (docs/operations.md#ops-port)', () => {
    const envOfImage = (file: string) => Object.fromEntries([...fs.readFileSync(path.join(DEPLOY, 'images', file), 'utf8').matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    const serviceOps = Number(envOfImage('service.Containerfile').OPS_PORT);
    const edgeOps = Number(envOfImage('edge.Containerfile').EDGE_OPS_PORT);
    const spec = composeDoorSpec();
    expect(spec.apis.map((api) => api.opsPort)).toEqual(spec.apis.map(() => serviceOps));
    expect(spec.edges.map((edge) => edge.opsPort)).toEqual([edgeOps]);
    const published = Object.values(production().services).flatMap((service) => service.ports ?? []);
    expect(published.filter((entry) => new RegExp(`(^|:)(${serviceOps}|${edgeOps})(:|$)`).test(entry))).toEqual([]);
    // The worker's container is checked like the instances' (its image's /readyz), the one-off seed not at all.
    expect(production().services.worker?.healthcheck).toBeUndefined();
  });

  it('deploy/front-door is what @mailscout/front-door generates for these addresses (pnpm deploy:door)', () => {
    for (const [name, text] of composeDoorFiles()) expect({ name, text: fs.readFileSync(path.join(DEPLOY, 'front-door', name), 'utf8') }).toEqual({ name, text });
    const compose = production();
    const address = (name: string) => (compose.services[name]?.networks as Record<string, { ipv4_address?: string }>).mailscout?.ipv4_address;
    expect([address('balancer'), address('door'), address('api-1'), address('api-2'), address('edge')]).toEqual([
      COMPOSE_ADDRESSES.balancer,
      COMPOSE_ADDRESSES.door,
      ...COMPOSE_ADDRESSES.apis,
      COMPOSE_ADDRESSES.edge,
    ]);
    // The instances believe X-Forwarded-For from the door's two containers alone.
    expect(envOf(compose, 'api-1').TRUST_PROXY).toBe(trustedProxies(composeDoorSpec()));
  });

  const binaries = findDoorBinaries();
  (binaries ? it : it.skip)('nginx and HAProxy accept the generated configurations', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-door-check-'));
    try {
      const port = await freePort();
      for (const [name, text] of composeDoorFiles()) {
        const local = text.split(`${COMPOSE_DOOR_DIR}/`).join(`${dir}/`).replace(/^user nginx;\n/, '').replace('listen 0.0.0.0:8080;', `listen 127.0.0.1:${port};`);
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), local);
      }
      for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, 'nginx', sub), { recursive: true });
      execFileSync(binaries!.haproxy, ['-c', '-q', '-f', path.join(dir, 'haproxy.cfg')], { stdio: 'pipe' });
      execFileSync(binaries!.nginx, ['-t', '-q', '-p', path.join(dir, 'nginx'), '-e', 'stderr', '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('the variable substitution follows compose: defaults, required, escapes', () => {
  expect(interpolate('a=${A:-x} b=${B-y} c=$C d=$$D', { A: '', B: '' , C: 'c' })).toBe('a=x b= c=c d=$D');
  expect(() => interpolate('${A:?needed}', { A: '' })).toThrow('A (needed)');
});
