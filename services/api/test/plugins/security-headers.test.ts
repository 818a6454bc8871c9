import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { helmetHeaders } from '../../src/plugins/external/security-headers';
import { build } from '../helper';

/** The headers @fastify/helmet puts on an answer when it runs on every request, as the API used to. */
async function perRequestHelmet(options: FastifyHelmetOptions) {
  const reference = Fastify();
  await reference.register(helmet, { global: true, ...options });
  reference.get('/', async () => ({ ok: true }));
  const headers = (await reference.inject({ url: '/' })).headers;
  await reference.close();
  return headers;
}

const development = { strictTransportSecurity: false, contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } } as const;
const production = { strictTransportSecurity: false, contentSecurityPolicy: { directives: { upgradeInsecureRequests: [] } } } as const;

describe('security headers worked out once (docs/architecture.md#hot-path)', () => {
  it.each([
    ['outside production', development],
    ['in production', production],
  ])('are the headers helmet sets per request, %s', async (_label, options) => {
    const once = Object.fromEntries(await helmetHeaders(options));
    const reference = await perRequestHelmet(options);
    expect(Object.keys(once).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(once)) expect([name, reference[name]]).toEqual([name, value]);
    for (const name of Object.keys(reference)) if (!['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) expect(once).toHaveProperty(name);
  });

  it('go on every answer of the API: a route, an unknown route, a refused body', async () => {
    const expected = Object.fromEntries(await helmetHeaders(development));
    const app = await build();
    const answers = [
      await app.inject({ url: '/api/health' }),
      await app.inject({ url: '/api/nope' }),
      await app.inject({ method: 'POST', url: '/api/email-lookup', payload: '{', headers: { 'content-type': 'application/json' } }),
    ];
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(expected);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(expected['x-content-type-options']).toBe('nosniff');
  });
});
