import { ApiError, HealthResponse } from '@mailscout/contracts';
import { z } from 'zod';

/**
 * Contract schemas that the OpenAPI document names under components.schemas and references by
 * $ref. Kept apart from zod's global registry, which rejects an id registered twice. Add a
 * contract here when a route uses it in several places.
 */
export const openApiSchemas = z.registry<{ id: string }>();

openApiSchemas.add(ApiError, { id: 'ApiError' });
openApiSchemas.add(HealthResponse, { id: 'HealthResponse' });
