import { z } from 'zod';
import { ApiError, apiRoutes } from '../src';

const routes = Object.entries(apiRoutes);

describe('the API route table', () => {
  it('names each path parameter in its params schema, and nothing else', () => {
    for (const [name, route] of routes) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const schema = 'params' in route.schema ? (route.schema.params as z.ZodObject) : undefined;
      expect({ name, params: schema ? Object.keys(schema.shape).sort() : [] }).toEqual({ name, params: inPath });
    }
  });

  it('answers every failure in the one error shape, 500 included', () => {
    for (const [name, route] of routes) {
      const response: Record<number, unknown> = route.schema.response;
      expect({ name, has500: response[500] === ApiError }).toEqual({ name, has500: true });
      for (const status of Object.keys(response).map(Number).filter((s) => s >= 400 && !(name === 'health.get' && s === 503))) {
        expect({ name, status, schema: response[status] === ApiError }).toEqual({ name, status, schema: true });
      }
    }
  });

  it('gives every route a success answer except the event streams', () => {
    const withoutSuccess = routes.filter(([, route]) => !(200 in route.schema.response)).map(([name]) => name);
    expect(withoutSuccess.sort()).toEqual(['lookup.previewEvents', 'scans.events']);
  });

  it('sends a body only with POST and PUT', () => {
    for (const [name, route] of routes) {
      if ('body' in route.schema) expect({ name, method: route.method }).toEqual({ name, method: expect.stringMatching(/^(POST|PUT)$/) });
    }
  });
});
