import { jsonAnswer } from './api-answers';

/** Answers one path of the API: given the request's body read as JSON (undefined for a GET) and its init. */
export type ApiHandler = (body: unknown, init: RequestInit | undefined) => Promise<Response> | Response;

export interface MockApiOptions {
  /** Paths answered unless the test's handlers name them too (the public configuration, say). */
  defaults?: Record<string, ApiHandler>;
  /** How answers are built, for the 404 of an unknown path: a real Response or a plain object. */
  answer?: (body: unknown, status?: number) => Response;
}

const pathOf = (input: RequestInfo | URL) => new URL(String(input), 'http://localhost').pathname;

/** A request's body as JSON, or as the text itself when it is not JSON (undefined without a body). */
function bodyOf(init: RequestInit | undefined): unknown {
  if (!init?.body) return undefined;
  const text = String(init.body);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Replaces the page's fetch with a jest mock (so tests can read its calls) answering `respond`.
 * The jsdom environment hands tests Node's fetch; every test file that stubs it sets its own.
 */
export function stubFetch(respond: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> | Response): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(input, init));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * A fetch standing in for the API, by path: each path answers with its handler; an unknown path
 * is a 404 in the API's error shape, as the API answers for endpoints that do not exist.
 */
export function mockApi(handlers: Record<string, ApiHandler> = {}, { defaults = {}, answer = jsonAnswer }: MockApiOptions = {}): jest.Mock {
  const all: Record<string, ApiHandler> = { ...defaults, ...handlers };
  return stubFetch(async (input, init) => {
    const handler = all[pathOf(input)];
    return handler ? handler(bodyOf(init), init) : answer({ error: 'NOT_FOUND', message: 'The requested resource was not found.' }, 404);
  });
}

/** The bodies of the mock's calls to one path, read as JSON (undefined for a call without a body). */
export function callsTo(fetchMock: jest.Mock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => pathOf(input as RequestInfo | URL) === path)
    .map(([, init]) => bodyOf(init as RequestInit | undefined));
}
