import { routeUrl } from '@mailscout/contracts';
import { ApiRequestError, createApiClient, isApiError } from '../src';

function respond(status: number, body: object) {
  return jest.fn(async () => new Response(JSON.stringify(body), { status }));
}

const callsOf = (fetchImpl: jest.Mock) => fetchImpl.mock.calls as unknown as Array<[string, RequestInit]>;

describe('typed calls from the route table (docs/architecture.md#api-request)', () => {
  it("sends a route's method, path and JSON body and returns the parsed answer", async () => {
    const fetchImpl = respond(200, { status: 'not-found', message: 'Running', previewId: 'p1' });
    const api = createApiClient({ fetchImpl });

    const answer = await api.call('lookup.emailLookup', { body: { email: 'Ada@Example.com' } });

    expect(answer).toEqual({ status: 'not-found', message: 'Running', previewId: 'p1' });
    const [path, init] = callsOf(fetchImpl)[0]!;
    expect(path).toBe('/api/email-lookup');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ email: 'Ada@Example.com' }), credentials: 'include' });
  });

  it('fills path parameters URL-encoded and sends a GET without a body', async () => {
    const fetchImpl = respond(200, { reports: [] });
    const api = createApiClient({ fetchImpl, baseUrl: 'http://api.test' });
    await api.call('scans.reports').catch(() => undefined);
    await api.callUnchecked('scans.statusByTarget', { params: { target: 'a+b@example.com' } });

    expect(callsOf(fetchImpl).map(([path, init]) => [path, init.method, init.body])).toEqual([
      ['http://api.test/api/reports', 'GET', undefined],
      ['http://api.test/api/scan-status/a%2Bb%40example.com', 'GET', undefined],
    ]);
  });

  it("sends PUT for the preferences and '{}' for a POST that takes no body", async () => {
    const fetchImpl = respond(200, { message: 'ok', revoked: 1, preferences: { renewalReminders: false, productNews: false } });
    const api = createApiClient({ fetchImpl });
    await api.callUnchecked('identity.updatePreferences', { body: { renewalReminders: false } });
    await api.callUnchecked('identity.revokeAllSessions');

    expect(callsOf(fetchImpl).map(([path, init]) => [path, init.method, init.body])).toEqual([
      ['/api/me/preferences', 'PUT', JSON.stringify({ renewalReminders: false })],
      ['/api/sessions/revoke-all', 'POST', '{}'],
    ]);
  });

  it("refuses an answer that does not match the route's 200 schema", async () => {
    const api = createApiClient({ fetchImpl: respond(200, { credits: 'many' }) });
    await expect(api.call('billing.userCredits', { body: { email: 'a@example.com' } })).rejects.toThrow();
  });

  it('fails with the catalogue code of the answer', async () => {
    const api = createApiClient({ fetchImpl: respond(402, { error: 'NO_CREDITS', message: 'You have no credits left.' }) });
    const error = await api.call('scans.start', { body: { email: 'a@example.com', billingEmail: 'a@example.com', userEmail: 'a@example.com' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 402, code: 'NO_CREDITS', message: 'You have no credits left.' });
    expect((error as ApiRequestError).catalogueCode).toBe('NO_CREDITS');
    expect(isApiError(error, 'NO_CREDITS')).toBe(true);
    expect(isApiError(error, 'OPTED_OUT')).toBe(false);
  });

  it('keeps a code that is not in the catalogue as sent, without a catalogue code', async () => {
    const api = createApiClient({ fetchImpl: respond(409, { error: 'Already subscribed' }) });
    const error = (await api.call('billing.refundTrial').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.code).toBe('Already subscribed');
    expect(error.catalogueCode).toBeUndefined();
    expect(isApiError(error)).toBe(false);
  });

  it('builds the URL of an event stream, and names a missing parameter', () => {
    expect(routeUrl('lookup.previewEvents', { id: 'a/b' })).toBe('/api/previews/a%2Fb/events');
    expect(() => routeUrl('scans.events')).toThrow("scans.events: the path parameter 'id' is missing");
  });

  it('types the input from the contract', () => {
    const api = createApiClient({ fetchImpl: respond(200, {}) });
    const typeChecks = () => {
      // @ts-expect-error the lookup needs its body
      void api.call('lookup.emailLookup');
      // @ts-expect-error a path parameter of another name
      void api.call('lookup.preview', { params: { target: 'x' } });
      // @ts-expect-error no such route
      void api.call('lookup.nothing');
    };
    expect(typeChecks).toBeInstanceOf(Function);
  });
});
