import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRoutes } from '../../shared/contracts/src/index';
import { edgeEnvironment } from '@mailscout/edge';
import { DOOR_TIMEOUTS, READINESS_PATH, STREAM_ROUTES } from '@mailscout/front-door';
import { environmentObject } from '@mailscout/api/config';
import { ROOT } from './services';

/**
 * deploy/k8s (docs/deploy.md#manifests): every object is valid against the Kubernetes schemas
 * (kubernetes-models, run by scripts/deploy/validate-k8s.mts: the library is ESM only), and says
 * what the front door says on one machine — the same health checks, timeouts and stream paths.
 */
interface Checked {
  file: string;
  kind: string;
  name: string;
  error: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the manifests' own shape, read by the assertions
  object: any;
}

const K8S = path.join(ROOT, 'deploy', 'k8s');

function validate(files: string[]): Checked[] {
  const out = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'deploy', 'validate-k8s.mts'), ...files], { cwd: ROOT, encoding: 'utf8' });
  return out.trim().split('\n').map((line) => JSON.parse(line) as Checked);
}

let checked: Checked[];
beforeAll(() => {
  checked = validate(fs.readdirSync(K8S).filter((name) => name.endsWith('.yaml')).map((name) => path.join(K8S, name)));
}, 60_000);

const of = (kind: string, name: string) => {
  const found = checked.find((item) => item.kind === kind && item.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return found.object;
};
const container = (deployment: string) => of('Deployment', deployment).spec.template.spec.containers[0];
const seconds = (ms: number) => String(ms / 1000);

it('every object is valid against the Kubernetes schemas', () => {
  expect(checked.filter((item) => item.error !== null).map(({ file, kind, name, error }) => ({ file, kind, name, error }))).toEqual([]);
  const kinds = checked.map((item) => `${item.kind}/${item.name}`).sort();
  expect(kinds).toEqual(expect.arrayContaining(['Deployment/api', 'Deployment/edge', 'Deployment/worker', 'Service/api', 'Service/edge', 'Ingress/mailscout', 'Ingress/mailscout-streams', 'PodDisruptionBudget/api', 'PodDisruptionBudget/edge']));
}, 60_000);

it('the validation refuses what the schemas refuse', () => {
  const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-')), 'broken.yaml');
  const deployment = fs.readFileSync(path.join(K8S, 'api.yaml'), 'utf8').split('\n---\n')[0] ?? '';
  fs.writeFileSync(broken, deployment.replace('replicas: 2', 'replicas: two'));
  try {
    expect(validate([broken])[0]?.error).toMatch(/replicas/);
  } finally {
    fs.rmSync(path.dirname(broken), { recursive: true, force: true });
  }
}, 60_000);

it('each Service, PodDisruptionBudget and Deployment selects the pods it means, on ports they have', () => {
  for (const name of ['api', 'edge', 'worker']) {
    const deployment = of('Deployment', name);
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(deployment.spec.template.metadata.labels).toMatchObject(of('PodDisruptionBudget', name).spec.selector.matchLabels);
    expect(deployment.spec.template.spec.securityContext).toMatchObject({ runAsNonRoot: true });
  }
  for (const name of ['api', 'edge']) {
    const service = of('Service', name);
    expect(of('Deployment', name).spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(container(name).ports.map((port: { name: string }) => port.name)).toContain(service.spec.ports[0].targetPort);
  }
  // A drain never takes every instance or every edge at once.
  expect(of('PodDisruptionBudget', 'api').spec.minAvailable).toBeGreaterThanOrEqual(1);
  expect(of('Deployment', 'api').spec.replicas).toBeGreaterThan(of('PodDisruptionBudget', 'api').spec.minAvailable);
});

it("the API's readiness probe is the door's health check, on the ops port; the worker runs the scans, the instances none", () => {
  const api = container('api');
  expect(api.readinessProbe).toEqual({
    httpGet: { path: READINESS_PATH, port: 'ops' },
    periodSeconds: DOOR_TIMEOUTS.checkIntervalMs / 1000,
    failureThreshold: DOOR_TIMEOUTS.checkFall,
    successThreshold: DOOR_TIMEOUTS.checkRise,
  });
  expect(api.livenessProbe.httpGet).toEqual({ path: '/livez', port: 'ops' });
  expect(api.env).toEqual(expect.arrayContaining([{ name: 'SCAN_WORKER', value: 'off' }]));
  expect(container('worker').command).toEqual(['node', '--enable-source-maps', 'dist/worker.js']);
  // Below the grace period: the door's own drain (the API's: the test below).
  expect(of('Deployment', 'api').spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(DOOR_TIMEOUTS.hardStopMs / 1000);
});

it('every process is probed and scraped on its own ops port, the one its configuration opens, which no Service routes to (docs/operations.md#ops-port)', () => {
  const serviceSettings = of('ConfigMap', 'mailscout-service').data as Record<string, string>;
  const envOf = (name: string): Record<string, string> => Object.fromEntries((container(name).env ?? []).map((entry: { name: string; value: string }) => [entry.name, entry.value]));
  const opsPortOf = {
    api: environmentObject(true).shape.OPS_PORT.parse(envOf('api').OPS_PORT ?? serviceSettings.OPS_PORT),
    worker: environmentObject(true).shape.OPS_PORT.parse(envOf('worker').OPS_PORT ?? serviceSettings.OPS_PORT),
    edge: edgeEnvironment.shape.EDGE_OPS_PORT.parse(envOf('edge').EDGE_OPS_PORT),
  };
  // Reachable from other pods (Prometheus), on every address of the pod.
  expect(serviceSettings.OPS_HOST).toBe('0.0.0.0');
  expect(envOf('edge').EDGE_OPS_HOST).toBe('0.0.0.0');
  for (const [name, port] of Object.entries(opsPortOf)) {
    const one = container(name);
    expect({ name, ops: one.ports.find((entry: { name: string }) => entry.name === 'ops')?.containerPort }).toEqual({ name, ops: port });
    expect({ name, readiness: one.readinessProbe.httpGet, liveness: one.livenessProbe.httpGet }).toEqual({ name, readiness: { path: READINESS_PATH, port: 'ops' }, liveness: { path: '/livez', port: 'ops' } });
    expect(of('Deployment', name).spec.template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(port) });
  }
  for (const name of ['api', 'edge']) {
    expect(of('Service', name).spec.ports.map((entry: { targetPort: string | number }) => entry.targetPort)).not.toContain('ops');
    expect(of('Service', name).spec.ports.map((entry: { port: number }) => entry.port)).not.toContain(opsPortOf[name as 'api' | 'edge']);
  }
  const backends = checked.filter((item) => item.kind === 'Ingress').flatMap((item) => item.object.spec.rules.flatMap((rule: { http: { paths: Array<{ backend: { service: { port: { name?: string; number?: number } } } }> } }) => rule.http.paths.map((entry) => entry.backend.service.port)));
  expect(backends.filter((port: { name?: string; number?: number }) => port.name === 'ops' || port.number === opsPortOf.api || port.number === opsPortOf.edge)).toEqual([]);
});

it('gives every process longer to stop than its own shutdown bound (docs/deploy.md#graceful-shutdown)', () => {
  // The bound each process reads (the ConfigMap's, or its schema's default), and a margin for the
  // exit itself: the platform's SIGKILL must never cut a drain that is still within its bound.
  const MARGIN_S = 5;
  const serviceSettings = of('ConfigMap', 'mailscout-service').data as Record<string, string>;
  const envOf = (name: string): Record<string, string> => ({
    ...(name === 'edge' ? {} : serviceSettings),
    ...Object.fromEntries((container(name).env ?? []).map((entry: { name: string; value: string }) => [entry.name, entry.value])),
  });
  const boundMs = {
    api: environmentObject(true).shape.SHUTDOWN_TIMEOUT.parse(envOf('api').SHUTDOWN_TIMEOUT),
    worker: environmentObject(true).shape.SHUTDOWN_TIMEOUT.parse(envOf('worker').SHUTDOWN_TIMEOUT),
    edge: edgeEnvironment.shape.EDGE_SHUTDOWN_TIMEOUT.parse(envOf('edge').EDGE_SHUTDOWN_TIMEOUT),
  };
  expect(serviceSettings.SHUTDOWN_TIMEOUT).toBeDefined();
  for (const [name, ms] of Object.entries(boundMs)) {
    const grace = of('Deployment', name).spec.template.spec.terminationGracePeriodSeconds;
    expect({ name, grace }).toEqual({ name, grace: expect.any(Number) });
    expect(grace).toBeGreaterThanOrEqual(ms / 1000 + MARGIN_S);
  }
});

it("the Ingresses carry the door's timeouts, and the streams' own one on exactly the API's stream routes", () => {
  const main = of('Ingress', 'mailscout').metadata.annotations;
  expect(main).toMatchObject({
    'nginx.ingress.kubernetes.io/proxy-connect-timeout': seconds(DOOR_TIMEOUTS.connectMs),
    'nginx.ingress.kubernetes.io/proxy-read-timeout': seconds(DOOR_TIMEOUTS.serverMs),
    'nginx.ingress.kubernetes.io/proxy-body-size': '1m',
  });
  const streams = of('Ingress', 'mailscout-streams');
  expect(streams.metadata.annotations).toMatchObject({
    'nginx.ingress.kubernetes.io/use-regex': 'true',
    'nginx.ingress.kubernetes.io/proxy-buffering': 'off',
    'nginx.ingress.kubernetes.io/proxy-read-timeout': seconds(DOOR_TIMEOUTS.streamIdleMs),
  });
  const paths = streams.spec.rules[0].http.paths.map((entry: { path: string }) => entry.path).sort();
  expect(paths).toEqual(STREAM_ROUTES.map((route) => apiRoutes[route].path.replace(/:[A-Za-z]+/g, '[^/]+')).sort());
});
