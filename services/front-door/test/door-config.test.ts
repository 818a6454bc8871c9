import { apiRoutes } from '@mailscout/contracts';
import { DOOR_STATUSES, doorJson, doorPage, haproxyConfig, nginxConfig, streamPathPattern, trustedProxies, type BalancerErrorFiles, type FrontDoorSpec } from '../src';

const SPEC: FrontDoorSpec = {
  listen: { host: '127.0.0.1', port: 8080 },
  balancer: { host: '127.0.0.1', port: 8115 },
  doorAddress: '127.0.0.3',
  sourceAddress: '127.0.0.2',
  apis: [
    { name: 'api-1', host: '127.0.0.1', port: 8100 },
    { name: 'api-2', host: '127.0.0.1', port: 8101 },
  ],
  edges: [{ name: 'edge-1', host: '127.0.0.1', port: 8116 }],
  streamsPerInstance: 1000,
  requestsPerInstance: 256,
  maxBodyBytes: 1024 * 1024,
  dir: '/data/front-door',
};
const FILES: BalancerErrorFiles = { json: (status) => `/e/api-${status}.json`, page: (status) => `/e/page-${status}.lf` };
const lines = (text: string) => text.split('\n').map((line) => line.trim());

describe('the front door’s generated configuration (docs/deploy.md#front-door)', () => {
  it('sends exactly the catalogue’s event streams to their own pool', () => {
    const pattern = new RegExp(streamPathPattern());
    for (const name of ['lookup.previewEvents', 'scans.events'] as const) expect(apiRoutes[name].path).toMatch(/:id\/events$/);
    expect(pattern.test('/api/previews/0f8fad5b-d9cb-469f-a165-70867728950e/events')).toBe(true);
    expect(pattern.test('/api/scans/abc/events')).toBe(true);
    for (const other of ['/api/previews/abc', '/api/scans/abc/events/x', '/api/health', '/api/scans//events', '/x/api/scans/a/events']) expect(pattern.test(other)).toBe(false);
  });

  it('HAProxy: every instance in both pools from the door’s own address, checked on /api/health; the stream pool above the API’s own cap', () => {
    const config = lines(haproxyConfig(SPEC, FILES));
    expect(config).toContain('server api-1 127.0.0.1:8100 id 1 source 127.0.0.2 check observe layer4 error-limit 1 on-error mark-down maxconn 256');
    expect(config).toContain('server api-2 127.0.0.1:8101 id 2 source 127.0.0.2 track api/api-2 maxconn 1064');
    expect(config).toContain(`http-check send meth GET uri ${apiRoutes['health.get'].path} ver HTTP/1.1 hdr Host front-door`);
    // The edges see HAProxy from the address they trust for the request id (docs/architecture.md#request-id).
    expect(config).toContain('server edge-1 127.0.0.1:8116 source 127.0.0.2 check');
    // A stateless edge is still tried when every check failed (a busy machine), not refused.
    expect(config).toContain('server edge-1-fallback 127.0.0.1:8116 source 127.0.0.2 backup');
    // Retries: a failed connection for any request, a broken one for GET/HEAD only.
    expect(config).toContain('retry-on conn-failure empty-response');
    expect(config).toContain('http-request disable-l7-retry unless METH_GET');
    expect(config.filter((line) => line === 'option redispatch 1').length).toBeGreaterThanOrEqual(2);
    // No pinning unless asked.
    expect(config.some((line) => line.startsWith('use-server'))).toBe(false);
    const pinned = lines(haproxyConfig({ ...SPEC, pinHeader: 'X-MailScout-Upstream' }, FILES));
    expect(pinned).toContain('use-server api-2 if { req.hdr(X-MailScout-Upstream) -m str 2 }');
  });

  it('HAProxy: its own 502/503/504 are the JSON answers for the API and the translated page for pages', () => {
    const config = lines(haproxyConfig(SPEC, FILES));
    expect(config).toContain('http-error status 503 content-type application/json file /e/api-503.json hdr Cache-Control no-store hdr Retry-After 5');
    expect(config).toContain('http-error status 504 content-type "text/html; charset=utf-8" lf-file /e/page-504.lf hdr Cache-Control no-store hdr Content-Language %[var(txn.lng)]');
  });

  it('nginx: listens for visitors, passes to HAProxy from the door’s address, and answers every refusal it makes in the error shape', () => {
    const config = lines(nginxConfig(SPEC));
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('server 127.0.0.1:8115 max_fails=0;');
    expect(config).toContain('proxy_bind 127.0.0.3;');
    expect(config).toContain(`client_max_body_size ${1024 * 1024};`);
    expect(config).toContain('error_page 501 =400 /__door/$door_variant/400;');
    expect(config).toContain('error_page 494 =431 /__door/$door_variant/431;');
    for (const status of DOOR_STATUSES) {
      for (const variant of ['json', 'en', 'de']) expect(config).toContain(`location = /__door/${variant}/${status} {`);
      expect(nginxConfig(SPEC)).toContain(doorJson(status).replace(/'/g, "\\'"));
      expect(doorPage(status, 'de')).toContain('<html lang="de">');
    }
    expect(config).toContain('proxy_buffering off;');
  });

  it('the request id: HAProxy takes nginx’s alone, nginx a trusted balancer’s alone, both of the safe shape', () => {
    const haproxy = lines(haproxyConfig(SPEC, FILES));
    expect(haproxy).toContain('acl from_door src 127.0.0.3');
    expect(haproxy).toContain('http-request set-var(txn.request_id) req.hdr(x-request-id) if from_door safe_request_id');
    expect(haproxy).toContain('http-request set-header X-Request-Id %[var(txn.request_id)]');
    const nginx = nginxConfig(SPEC);
    expect(nginx).toContain('proxy_set_header X-Request-Id $door_request_id;');
    // No balancer in front unless named: every id is nginx's own.
    expect(nginx).toMatch(/geo \$door_trusted_upstream \{\s*default 0;\s*\}/);
    expect(nginxConfig({ ...SPEC, trustedUpstreams: ['10.0.0.0/8'] })).toMatch(/geo \$door_trusted_upstream \{\s*default 0;\s*10\.0\.0\.0\/8 1;\s*\}/);
  });

  it('the API trusts exactly the door’s two addresses', () => {
    expect(trustedProxies(SPEC)).toBe('127.0.0.2,127.0.0.3');
  });
});
