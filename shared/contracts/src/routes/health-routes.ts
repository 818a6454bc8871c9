import { HealthResponse } from '../health';
import { PublicConfig } from '../public-config';
import { defineRoute, errorResponses } from './define-route';

/** Routes that need no database. */
export const healthRoutes = {
  /** 503 when a dependency is down, so a load balancer takes the instance out of rotation. */
  'health.get': defineRoute('GET', '/api/health', {
    tags: ['health'],
    summary: 'Service health and the state of each dependency',
    response: { 200: HealthResponse, 503: HealthResponse, ...errorResponses(429) },
  }),
  'config.publicConfig': defineRoute('GET', '/api/public-config', {
    tags: ['config'],
    summary: 'Price catalogue and other public configuration',
    response: { 200: PublicConfig, ...errorResponses(429) },
  }),
};
