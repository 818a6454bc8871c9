import type { RouteOptions } from 'fastify';
import { API_PREFIX, apiRoutes } from '@mailscout/contracts';
import { buildApp } from '../../src/app';
import { testConfig } from '../helper';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();

/** The documentation's own routes (Swagger UI and the document itself) are not API routes. */
const isDocumentation = (url: string) => url === `${API_PREFIX}/openapi.json` || url.startsWith(`${API_PREFIX}/docs`);

/** Every route the app registers, as `METHOD /path` (HEAD is Fastify's automatic twin of GET). */
async function registeredRoutes(): Promise<{ keys: string[]; schemas: Map<string, unknown> }> {
  const app = buildApp(testConfig({ MONGODB_URI: mongo.uri() }), { database: true, watchSweeps: false });
  const keys: string[] = [];
  const schemas = new Map<string, unknown>();
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || isDocumentation(route.url)) continue;
      keys.push(`${method} ${route.url}`);
      schemas.set(`${method} ${route.url}`, route.schema);
    }
  });
  await app.ready();
  await app.close();
  return { keys, schemas };
}

describe('routes and shared/contracts (docs/architecture.md#api-request)', () => {
  it('registers exactly the routes of the contract table, each once, with its schemas', async () => {
    const { keys, schemas } = await registeredRoutes();
    const contracted = Object.values(apiRoutes).map((route) => `${route.method} ${route.path}`);

    expect([...keys].sort()).toEqual([...contracted].sort());
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of Object.values(apiRoutes)) {
      // The very schema object of the contract: nothing restated in the API.
      expect(schemas.get(`${route.method} ${route.path}`)).toBe(route.schema);
    }
  });

  it('has one name per method and path in the table', () => {
    const contracted = Object.values(apiRoutes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(contracted).size).toBe(contracted.length);
  });
});
