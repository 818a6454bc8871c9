import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { DomainError } from './domain-error';

/**
 * JSON bodies must be valid UTF-8 (docs/architecture.md#http-hardening): Node would otherwise turn broken bytes into
 * replacement characters silently, and an address or a purpose could be stored other than it
 * was sent. Then Fastify's own JSON parsing (with its prototype-poisoning protection).
 */
export function registerUtf8JsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new DomainError({ code: 'INVALID_ENCODING', message: 'The request body is not valid UTF-8.' }), undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
}
