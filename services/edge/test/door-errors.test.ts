import fs from 'node:fs';
import path from 'node:path';
import { errorCatalogue, gatewayErrorCatalogue, parserErrorAnswer, type ErrorCodeEntry } from '@mailscout/contracts';
import { DOOR_ERROR_STATUSES, DOOR_RETRY_AFTER_SECONDS, doorErrorBody, doorErrorCode, doorErrorPage } from '../src';
import { DOOR_MESSAGES, DOOR_PAGE_TEXTS } from '../src/errors/door-error-texts';
import { answerForError, answerForUpstreamFailure } from '../src/errors/error-answers';
import { failureLogLine, loggablePath } from '../src/errors/failure-log';

const catalogue: Record<string, ErrorCodeEntry> = { ...errorCatalogue, ...gatewayErrorCatalogue };

describe('the answers a front door writes to files', () => {
  it('covers the statuses a proxy in front answers itself, each with a catalogue code listed for that status', () => {
    expect(DOOR_ERROR_STATUSES).toEqual([400, 404, 408, 500, 502, 503, 504]);
    for (const status of DOOR_ERROR_STATUSES) {
      const code = doorErrorCode(status);
      expect({ status, code, listed: catalogue[code]?.statuses.includes(status) }).toEqual({ status, code, listed: true });
    }
    expect([doorErrorCode(503), doorErrorCode(504)]).toEqual(['SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT']);
    expect(DOOR_RETRY_AFTER_SECONDS).toBeGreaterThanOrEqual(1);
    expect(DOOR_RETRY_AFTER_SECONDS).toBeLessThanOrEqual(10);
  });

  it('gives every code the body { error, message } with a message written for people', () => {
    for (const code of Object.keys(DOOR_MESSAGES) as Array<keyof typeof DOOR_MESSAGES>) {
      expect(Object.hasOwn(catalogue, code)).toBe(true);
      const body = JSON.parse(doorErrorBody(code)) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['error', 'message']);
      expect(body).toEqual({ error: code, message: expect.stringMatching(/^[A-Z][^{}<>]{10,}$/) });
    }
  });

  it('words the parser’s refusals as the shared mapping does (the API answers them in the same words)', () => {
    for (const nodeCode of ['HPE_INVALID_HEADER_TOKEN', 'HPE_HEADER_OVERFLOW', 'ERR_HTTP_REQUEST_TIMEOUT']) {
      const answer = parserErrorAnswer(nodeCode);
      expect(doorErrorBody(answer.error)).toBe(JSON.stringify({ error: answer.error, message: answer.message }));
    }
  });

  it.each(DOOR_ERROR_STATUSES.flatMap((status) => (['en', 'de'] as const).map((language) => [status, language] as const)))(
    'writes a whole standalone page for %s in %s',
    (status, language) => {
      const html = doorErrorPage({ status, language });
      expect(html).toMatch(/^<!doctype html>\n<html lang="(en|de)">\n<head>\n<meta charset="utf-8">/);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toMatch(/<title>[^<]+ – MailScout<\/title>/);
      expect(html.match(/<h1>[^<]+<\/h1>/g)).toHaveLength(1);
      expect(html).toContain(`<a href="/">${DOOR_PAGE_TEXTS[language].home}</a>`);
      expect(html).toMatch(/<\/html>\n$/);
      // Nothing a Content-Security-Policy governs, and nothing loaded from anywhere.
      expect(html).not.toMatch(/<script|<style|<link|<img|<iframe|\sstyle=|\son[a-z]+=|\ssrc=/i);
    },
  );

  it('says what happened in the visitor’s language', () => {
    expect(doorErrorPage({ status: 503, language: 'en' })).toContain('<h1>MailScout is temporarily unavailable</h1>');
    expect(doorErrorPage({ status: 503, language: 'en' })).toContain('Please try again in a moment.');
    expect(doorErrorPage({ status: 503, language: 'de' })).toContain('<h1>MailScout ist vorübergehend nicht verfügbar</h1>');
    expect(doorErrorPage({ status: 504, language: 'de' })).toContain('nicht rechtzeitig geantwortet');
    expect(doorErrorPage({ status: 404, language: 'en' })).toContain('<title>Page not found – MailScout</title>');
    expect(doorErrorPage({ status: 404, language: 'de' })).toContain('<h1>Hoppla! Seite nicht gefunden</h1>');
    expect(doorErrorPage({ status: 400, language: 'de' })).toContain('<a href="/">Zurück zur Startseite</a>');
    // 502 and 503 read the same to a visitor.
    expect(doorErrorPage({ status: 502, language: 'de' })).toBe(doorErrorPage({ status: 503, language: 'de' }));
  });

  it('has every text in both languages, and different in each', () => {
    expect(Object.keys(DOOR_PAGE_TEXTS.de.pages)).toEqual(Object.keys(DOOR_PAGE_TEXTS.en.pages));
    for (const kind of Object.keys(DOOR_PAGE_TEXTS.en.pages) as Array<keyof typeof DOOR_PAGE_TEXTS.en.pages>) {
      expect(DOOR_PAGE_TEXTS.de.pages[kind].text).not.toBe(DOOR_PAGE_TEXTS.en.pages[kind].text);
    }
  });

  it('depends on neither a request nor Fastify (a build script writes the files)', () => {
    const imports = ['door-errors.ts', 'door-error-page.ts', 'door-error-texts.ts', '../compose/page-html.ts'].flatMap((file) =>
      [...fs.readFileSync(path.join(__dirname, '../src/errors', file), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]),
    );
    expect(imports.filter((name) => /fastify|node:/.test(name ?? ''))).toEqual([]);
  });
});

describe('what the edge answers for a failure', () => {
  const failure = (code: string, cause?: { code: string }) => Object.assign(new Error('x'), { code, cause });

  it('tells an unreachable instance, a slow one and an unusable answer apart', () => {
    expect(answerForUpstreamFailure(failure('FST_REPLY_FROM_INTERNAL_SERVER_ERROR', { code: 'ECONNREFUSED' }))).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', logged: true });
    expect(answerForUpstreamFailure(failure('ECONNRESET'))).toMatchObject({ status: 503 });
    expect(answerForUpstreamFailure(failure('UND_ERR_SOCKET'))).toMatchObject({ status: 503 });
    expect(answerForUpstreamFailure(failure('FST_REPLY_FROM_SERVICE_UNAVAILABLE', { code: 'ENOTFOUND' }))).toMatchObject({ status: 503 });
    expect(answerForUpstreamFailure(failure('FST_REPLY_FROM_GATEWAY_TIMEOUT', { code: 'UND_ERR_HEADERS_TIMEOUT' }))).toEqual({ status: 504, code: 'GATEWAY_TIMEOUT', logged: true });
    expect(answerForUpstreamFailure(failure('UND_ERR_CONNECT_TIMEOUT'))).toMatchObject({ status: 504 });
    expect(answerForUpstreamFailure(failure('FST_REPLY_FROM_BAD_GATEWAY'))).toEqual({ status: 502, code: 'SERVICE_UNAVAILABLE', logged: true });
    expect(answerForUpstreamFailure(new Error('something else'))).toEqual({ status: 500, code: 'INTERNAL_ERROR', logged: true });
  });

  it('keeps a client error’s meaning without Fastify’s code, and hides anything else', () => {
    expect(answerForError(failure('FST_ERR_BAD_URL'))).toEqual({ status: 400, code: 'BAD_REQUEST', logged: false });
    expect(answerForError(Object.assign(failure('FST_STATIC_FORBIDDEN_PATH'), { statusCode: 403 }))).toEqual({ status: 404, code: 'NOT_FOUND', logged: false });
    expect(answerForError(Object.assign(new Error('x'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }))).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', logged: false });
    expect(answerForError(Object.assign(new Error('x'), { statusCode: 405 }))).toEqual({ status: 405, code: 'BAD_REQUEST', logged: false });
    expect(answerForError(Object.assign(new Error('x'), { statusCode: 502 }))).toEqual({ status: 500, code: 'INTERNAL_ERROR', logged: true });
    expect(answerForError('a string')).toEqual({ status: 500, code: 'INTERNAL_ERROR', logged: true });
  });

  it('logs one JSON line without the query and with email addresses hidden, package versions kept', () => {
    expect(loggablePath('/api/email-lookup?email=a@b.co#x')).toBe('/api/email-lookup');
    const line = failureLogLine(
      { event: 'unexpected-error', method: 'GET', path: '/api/reports/someone@example.com/pdf', status: 500, stack: 'Error: x\n    at f (/app/node_modules/.pnpm/fastify@5.6.1/node_modules/fastify/lib/a.js:1:1)' },
      new Date(0),
    );
    expect(line.endsWith('}\n')).toBe(true);
    expect(line.split('\n')).toHaveLength(2);
    expect(JSON.parse(line)).toMatchObject({ level: 'error', time: '1970-01-01T00:00:00.000Z', route: '/api/reports/[email]/pdf', process: 'edge' });
    expect(line).toContain('fastify@5.6.1');
    expect(line).not.toContain('someone');
  });
});
