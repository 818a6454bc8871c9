import net from 'node:net';
import { ApiError, EmailLookupRequest, ValidationErrorDetails } from '@mailscout/contracts';
import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { DomainError } from '../../src/errors/domain-error';
import { drainUnreadBody } from '../../src/errors/drain-unread-body';
import { build, captureLogs } from '../helper';

// Stand-ins for the product's routes, which later issues add.
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/lookup', { schema: { body: EmailLookupRequest } }, async (request) => ({ email: request.body.email }));
  app.get('/search', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ({}));
  app.get('/opted-out', async () => {
    throw new DomainError({ code: 'OPTED_OUT', statusCode: 403, message: 'This email address has opted out.' });
  });
  app.get('/crash', async () => {
    throw new Error('connection to mongodb://admin:hunter2@db failed while saving john.doe@example.com');
  });
  app.get('/bad-response', { schema: { response: { 200: z.object({ credits: z.number() }) } } }, async () => {
    return { credits: 'many' } as unknown as { credits: number };
  });
};

async function post(app: Awaited<ReturnType<typeof build>>, url: string, payload: string, contentType = 'application/json') {
  return app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
}

describe('the one error shape', () => {
  it('answers a validation error with 400, the field and its message', async () => {
    const app = await build({ routes: testRoutes });

    const response = await post(app, '/api/test/lookup', JSON.stringify({ email: 'not-an-email' }));

    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'email: Please enter a valid email address' });
    expect(ValidationErrorDetails.parse(body.details)).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  it('names only the first problem of a field (required before format)', async () => {
    const app = await build({ routes: testRoutes });

    const response = await post(app, '/api/test/lookup', JSON.stringify({ email: '' }));

    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: 'email: This field is required' });
  });

  it('words a missing field as required', async () => {
    const app = await build({ routes: testRoutes });

    const response = await post(app, '/api/test/lookup', '{}');

    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: 'email: This field is required' });
  });

  it('names the request part when the body is missing or not an object, never a 500', async () => {
    const app = await build({ routes: testRoutes });

    const missing = await app.inject({ method: 'POST', url: '/api/test/lookup' });
    const array = await post(app, '/api/test/lookup', '[]');

    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: 'body: This field is required' });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: 'body: Invalid input: expected object, received array' });
  });

  it('validates query strings the same way', async () => {
    const app = await build({ routes: testRoutes });

    const response = await app.inject({ method: 'GET', url: '/api/test/search?page=0' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^page: /);
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const app = await build({ routes: testRoutes });

    const response = await post(app, '/api/test/lookup', '{"email": "a@b.com"');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported media type with 415', async () => {
    const app = await build({ routes: testRoutes });

    const response = await post(app, '/api/test/lookup', '<email>a@b.com</email>', 'application/xml');

    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const app = await build({ routes: testRoutes });

    const response = await post(app, '/api/test/lookup', JSON.stringify({ email: `${'a'.repeat(BODY_LIMIT_BYTES)}@b.com` }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });

  describe('a body not read before the answer, on a real connection', () => {
    /** A POST streamed without waiting for an answer, as a proxy sends it; what came back and what went wrong. */
    async function sendWhole(port: number, declared: number, every?: number, requestLine = 'POST /api/test/lookup') {
      const socket = net.connect(port, '127.0.0.1');
      const errors: string[] = [];
      socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`${requestLine} HTTP/1.1\r\nHost: api\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`);
      const piece = 'a'.repeat(every ? 1 : 256 * 1024);
      const started = Date.now();
      for (let sent = 0; sent < declared && !socket.destroyed && !text; sent += piece.length) {
        socket.write(piece.slice(0, Math.min(piece.length, declared - sent)));
        await new Promise((resolve) => (every ? setTimeout(resolve, every) : setImmediate(resolve)));
      }
      await closed;
      return { head: text.slice(0, text.indexOf('\r\n\r\n')), body: text.slice(text.indexOf('\r\n\r\n') + 4), errors, ms: Date.now() - started };
    }

    it('reads and discards the rest of the body before answering, so a client still sending gets the 413 and no reset', async () => {
      const app = await build({ routes: testRoutes });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { head, body, errors } = await sendWhole((app.server.address() as net.AddressInfo).port, 32 * 1024 * 1024);
        expect(head).toMatch(/^HTTP\/1\.1 413/);
        expect(JSON.parse(body)).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
        expect(errors).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('waits the same way before any answer given without reading the body (here a refusal from the handler)', async () => {
      const app = await build({ routes: testRoutes });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { head, body, errors } = await sendWhole((app.server.address() as net.AddressInfo).port, 8 * 1024 * 1024, undefined, 'GET /api/test/opted-out');
        expect(head).toMatch(/^HTTP\/1\.1 403/);
        expect(JSON.parse(body)).toMatchObject({ error: 'OPTED_OUT' });
        expect(errors).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('answers a client that trickles a refused body once the linger time is over', async () => {
      const app = Fastify({ bodyLimit: 10 });
      app.post('/api/test/lookup', async () => ({}));
      app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
        await drainUnreadBody(request, 300);
        return reply.code(error.statusCode ?? 500).send({ error: 'PAYLOAD_TOO_LARGE' });
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        // A declared megabyte, of which a byte arrives every 50 ms.
        const { head, ms } = await sendWhole((app.server.address() as net.AddressInfo).port, 1024 * 1024, 50);
        expect(head).toMatch(/^HTTP\/1\.1 413/);
        expect(ms).toBeGreaterThanOrEqual(250);
        expect(ms).toBeLessThan(3_000);
      } finally {
        await app.close();
      }
    });
  });

  it('answers an unknown route with 404 NOT_FOUND without echoing the path', async () => {
    const app = await build();

    const response = await app.inject({ method: 'GET', url: '/api/scan-status/john.doe@example.com' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'The requested resource was not found.' });
  });

  it('answers a malformed URL with 400 in the same shape', async () => {
    const app = await build();

    const response = await app.inject({ method: 'GET', url: '/api/%' });

    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).error).toBe('BAD_REQUEST');
  });

  it('answers a domain error with its own status, code and message', async () => {
    const app = await build({ routes: testRoutes });

    const response = await app.inject({ method: 'GET', url: '/api/test/opted-out' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'OPTED_OUT', message: 'This email address has opted out.' });
  });

  it('hides an unexpected error behind 500 and a generic message, and logs it (masked) server-side', async () => {
    const logs = captureLogs();
    const app = await build({ routes: testRoutes, env: { LOG_LEVEL: 'info' }, logStream: logs.stream });

    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    expect(response.body).not.toMatch(/hunter2|mongodb|stack|at /);
    const logged = logs.lines().find((line) => line.msg === 'Request failed unexpectedly');
    expect(logged?.err).toMatchObject({ type: 'Error', message: expect.stringContaining('j•••@example.com') });
    expect(logs.text()).not.toContain('john.doe@example.com');
  });

  it('treats a response that breaks its own schema as an unexpected error', async () => {
    const app = await build({ routes: testRoutes });

    const response = await app.inject({ method: 'GET', url: '/api/test/bad-response' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
  });
});
