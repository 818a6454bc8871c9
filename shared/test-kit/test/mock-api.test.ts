import { apiErrorWith, callsTo, jsonAnswer, jsonResponse, mockApi, stubFetch } from '../src/web';

describe('mockApi', () => {
  it('answers each path with its handler, given the JSON body and the init', async () => {
    const handler = jest.fn((body: unknown) => jsonResponse({ echoed: body }, 201));
    const fetchMock = mockApi({ '/api/echo': handler });
    const response = await fetch('/api/echo?x=1', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ echoed: { a: 1 } });
    expect(handler).toHaveBeenCalledWith({ a: 1 }, expect.objectContaining({ method: 'POST' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers an unknown path 404 in the API error shape; the test handlers win over the defaults', async () => {
    mockApi({ '/api/a': () => jsonAnswer('mine') }, { defaults: { '/api/a': () => jsonAnswer('default'), '/api/b': () => jsonAnswer('b') } });
    await expect((await fetch('/api/a')).json()).resolves.toBe('mine');
    await expect((await fetch('http://api.test/api/b')).json()).resolves.toBe('b');
    const missing = await fetch('/api/missing');
    expect(missing.status).toBe(404);
    expect(missing.ok).toBe(false);
    await expect(missing.json()).resolves.toEqual({ error: 'NOT_FOUND', message: 'The requested resource was not found.' });
  });

  it('builds answers as real Responses when asked', async () => {
    mockApi({}, { answer: jsonResponse });
    expect(await fetch('/api/missing')).toBeInstanceOf(Response);
  });

  it('callsTo lists the bodies of the calls to one path', async () => {
    const fetchMock = mockApi({ '/api/x': () => jsonAnswer({}) });
    await fetch('/api/x');
    await fetch('/api/x', { method: 'POST', body: '{"n":2}' });
    await fetch('/api/y');
    expect(callsTo(fetchMock, '/api/x')).toEqual([undefined, { n: 2 }]);
  });
});

describe('stubFetch and apiErrorWith', () => {
  it('answer every request with the given function', async () => {
    const apiError = apiErrorWith(jsonAnswer);
    const fetchMock = stubFetch(() => apiError(429, 'RATE_LIMITED', 'Slow down.'));
    const answer = await fetch('/anything');
    expect(answer.status).toBe(429);
    await expect(answer.json()).resolves.toEqual({ error: 'RATE_LIMITED', message: 'Slow down.' });
    expect(fetchMock).toHaveBeenCalledWith('/anything');
  });
});
