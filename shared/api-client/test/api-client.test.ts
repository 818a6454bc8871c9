import { z } from 'zod';
import { ApiRequestError, createApiClient } from '../src';

function respond(status: number, body: string | object) {
  return jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

describe('api client (docs/product.md#api-calls generic non-OK handling)', () => {
  it('uses the message field of an error body', async () => {
    const api = createApiClient({ fetchImpl: respond(400, { error: 'VALIDATION_ERROR', message: 'email: Please enter a valid email address' }) });
    await expect(api.post('/api/x', {})).rejects.toMatchObject({ message: 'email: Please enter a valid email address', status: 400, code: 'VALIDATION_ERROR' });
  });

  it('falls back to the error field', async () => {
    const api = createApiClient({ fetchImpl: respond(409, { error: 'Already subscribed' }) });
    await expect(api.post('/api/x', {})).rejects.toThrow('Already subscribed');
  });

  it("says 'API error: {status}' for a JSON body without either field", async () => {
    const api = createApiClient({ fetchImpl: respond(503, { other: true }) });
    await expect(api.get('/api/x')).rejects.toThrow('API error: 503');
  });

  it("says 'Unknown error' when the body cannot be read", async () => {
    const api = createApiClient({ fetchImpl: respond(502, '<html>bad gateway</html>') });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Unknown error');
  });

  it('sends the bearer token only when one exists, and JSON bodies', async () => {
    const fetchImpl = respond(200, { ok: true });
    let token: string | null = null;
    const api = createApiClient({ fetchImpl, getToken: () => token });
    await api.post('/api/a', { email: 'a@b.co' });
    token = 'tok123';
    await api.get('/api/b');
    const calls = fetchImpl.mock.calls as unknown as Array<[string, RequestInit]>;
    const first = calls[0]![1];
    const second = calls[1]![1];
    expect((first.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(first.body).toBe(JSON.stringify({ email: 'a@b.co' }));
    expect((second.headers as Record<string, string>).Authorization).toBe('Bearer tok123');
    expect(second.credentials).toBe('include');
  });

  it('sends a PUT with its JSON body through request()', async () => {
    const fetchImpl = respond(200, { preferences: { renewalReminders: false } });
    const api = createApiClient({ fetchImpl });
    const answer = await api.request('/api/me/preferences', { method: 'PUT', body: { renewalReminders: false } });
    expect(answer).toEqual({ preferences: { renewalReminders: false } });
    const [path, init] = (fetchImpl.mock.calls as unknown as Array<[string, RequestInit]>)[0]!;
    expect(path).toBe('/api/me/preferences');
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ renewalReminders: false }) });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('validates the answer against a schema', async () => {
    const api = createApiClient({ fetchImpl: respond(200, { credits: 'many' }) });
    await expect(api.get('/api/credits', z.object({ credits: z.number() }))).rejects.toThrow();
  });
});
