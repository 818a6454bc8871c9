import type { FastifyRequest } from 'fastify';
import type { Language } from '@mailscout/contracts';

/** The language to write to the user in: what the page sent, else the browser's. */
export function requestLanguage(request: FastifyRequest, explicit?: Language): Language {
  if (explicit) return explicit;
  return /^de\b/i.test(request.headers['accept-language'] ?? '') ? 'de' : 'en';
}
