import { build } from '../helper';

describe('OpenAPI', () => {
  it('serves a JSON OpenAPI 3.1 document generated from the zod schemas', async () => {
    const app = await build();

    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = JSON.parse(response.body);
    expect(document.openapi).toBe('3.1.0');
    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/HealthResponse' });
    expect(health.responses['500'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(document.components.schemas.HealthResponse.required).toEqual(['status', 'version', 'uptimeSeconds', 'checks']);
    // The documentation's own routes are not part of the API.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs') || path === '/api/openapi.json')).toEqual([]);
  });

  it('documents request bodies of routes added later', async () => {
    const { EmailLookupRequest } = await import('@mailscout/contracts');
    const app = await build({
      routes: async (scope) => {
        scope.post('/lookup', { schema: { body: EmailLookupRequest } }, async () => ({}));
      },
    });

    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

    const body = document.paths['/api/test/lookup'].post.requestBody.content['application/json'].schema;
    expect(body.properties.email).toMatchObject({ type: 'string', maxLength: 254 });
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const app = await build();

    const response = await app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Swagger UI');
  });
});
