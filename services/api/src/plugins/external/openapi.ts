import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiSchemas } from '../../openapi/schema-registry';
import { API_VERSION } from '../../version';

/**
 * The OpenAPI document is generated from the routes' zod schemas, so it cannot drift from
 * what the API validates. Registered before the routes: it collects them as they are added.
 */
export default fp(
  async function openApi(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'MailScout API',
          description: 'Reverse email lookup. Every failure answers { error: CODE, message } (schema ApiError).',
          version: API_VERSION,
        },
      },
      transform: createJsonSchemaTransform({ schemaRegistry: openApiSchemas }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
