import { jsonAnswer } from './api-answers';

/** Answers one path of the API: given the request's JSON body (undefined for a GET) and its init. */
export type ApiHandler = (body: unknown, init: RequestInit | undefined) => Promise<Response> | Response;

export interface MockApiOptions {
  /** Paths answered unless the test's handlers name them too (the public configuration, say). */
  defaults?: Record<string, ApiHandler>;
  /** How answers are built, for the 404 of an unknown path: a real Response or a plain object. */
  answer?: (body: unknown, status?: number) => Response;
}

const pathOf = (input: RequestInfo | URL) => new URL(String(input), 'http://localhost').pathname;

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
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    return handler ? handler(body, init) : answer({ error: 'NOT_FOUND', message: 'The requested resource was not found.' }, 404);
  });
}

/** The JSON bodies of the mock's calls to one path (undefined for a call without a body). */
export function callsTo(fetchMock: jest.Mock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => pathOf(input as RequestInfo | URL) === path)
    .map(([, init]) => ((init as RequestInit | undefined)?.body ? (JSON.parse(String((init as RequestInit).body)) as unknown) : undefined));
}
