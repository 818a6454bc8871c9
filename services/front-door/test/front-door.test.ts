import http from 'node:http';
import { waitFor } from '@mailscout/test-kit/node';
import { startDoorStack, type DoorStack } from './door-stack';
import { BAD_FRAMINGS } from './framings';
import { rawRequest } from './raw-http';

/**
 * The real front door (nginx in front, HAProxy behind it, as generated for the topology) in front
 * of two stand-in API instances and a stand-in edge: docs/deploy.md#front-door.
 */
jest.setTimeout(60_000);

const get = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
};

/** An answer the door made itself: the one error shape, nothing about its insides. */
function expectDoorJson(text: string, code: string) {
  expect(JSON.parse(text)).toEqual({ error: code, message: expect.any(String) });
  expect(text).not.toMatch(/nginx|haproxy|127\.0\.0|FST_|<html/i);
}

describe('the front door: routing and failover', () => {
  let stack: DoorStack;
  beforeEach(async () => {
    stack = await startDoorStack({ resetOn: '/api/breaks' });
  });
  afterEach(async () => {
    await stack.close();
  });

  it('sends /api to the instances and pages to the edge, with the client appended to X-Forwarded-For from the door’s own addresses', async () => {
    const api = await get(`${stack.url}/api/who`, { headers: { 'x-forwarded-for': '192.0.2.77' } });
    const seen = JSON.parse(api.text) as { name: string; forwardedFor: string; from: string };
    expect(seen.name).toMatch(/^api-[12]$/);
    // What the client wrote stays in front; nginx appends the client, HAProxy appends nginx (127.0.0.3).
    expect(seen.forwardedFor).toBe('192.0.2.77, 127.0.0.1, 127.0.0.3');
    expect(seen.from).toBe('127.0.0.2');
    const page = await get(`${stack.url}/terms`, { headers: { accept: 'text/html' } });
    expect(page.text).toContain('page /terms');
  });

  it('a killed instance fails no GET and no POST: refused connections are retried on the other, and it leaves rotation', async () => {
    const [first, second] = stack.instances as [DoorStack['instances'][0], DoorStack['instances'][0]];
    await first.kill();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => get(`${stack.url}/api/who`, i % 2 ? { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } } : {})),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => (JSON.parse(a.text) as { name: string }).name === 'api-2')).toBe(true);
    // Each POST reached an instance exactly once.
    expect(second.seen.filter((line) => line.startsWith('POST')).length).toBe(30);
  });

  it('an instance back on its port returns to rotation by itself', async () => {
    const [first] = stack.instances as [DoorStack['instances'][0]];
    await first.kill();
    await waitFor(async () => (await get(`${stack.url}/api/who`)).status === 200 && stack.log().includes('api/api-1 is DOWN'), { what: 'api-1 out of rotation', timeoutMs: 10_000 });
    await first.start();
    const before = first.seen.length;
    await waitFor(async () => (await get(`${stack.url}/api/who`)) && first.seen.length > before, { what: 'api-1 answering again', timeoutMs: 15_000 });
  });

  it('an instance whose health check answers 503 leaves rotation and comes back when it answers 200', async () => {
    const [first] = stack.instances as [DoorStack['instances'][0]];
    first.health = 503;
    await waitFor(() => stack.log().includes('api/api-1 is DOWN'), { what: 'api-1 out of rotation', timeoutMs: 10_000 });
    const before = first.seen.length;
    for (let i = 0; i < 10; i += 1) expect((await get(`${stack.url}/api/who`)).status).toBe(200);
    expect(first.seen.length).toBe(before);
    first.health = 200;
    await waitFor(() => stack.log().includes('api/api-1 is UP'), { what: 'api-1 back in rotation', timeoutMs: 10_000 });
  });

  it('a connection that breaks before any answer is retried for a GET, never for a POST', async () => {
    const [first, second] = stack.instances as [DoorStack['instances'][0], DoorStack['instances'][0]];
    // Instance 1 breaks the connection on this path; round robin sends one of two there.
    const gets = await Promise.all(Array.from({ length: 4 }, () => get(`${stack.url}/api/breaks`)));
    expect(gets.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(second.seen.filter((line) => line === 'GET /api/breaks').length).toBe(4);

    const postsBefore = second.seen.filter((line) => line === 'POST /api/breaks').length;
    const posts: Array<{ status: number; text: string }> = [];
    // Until one POST met the breaking instance (it may have been marked down by the GETs: wait for it to be back).
    await waitFor(
      async () => {
        posts.push(await get(`${stack.url}/api/breaks`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
        return first.seen.includes('POST /api/breaks');
      },
      { what: 'a POST reaching the breaking instance', timeoutMs: 20_000, intervalMs: 200 },
    );
    const broken = posts.at(-1) as { status: number; text: string };
    expect(broken.status).toBe(502);
    expectDoorJson(broken.text, 'SERVICE_UNAVAILABLE');
    // The broken POST was not sent to the other instance as well.
    expect(second.seen.filter((line) => line === 'POST /api/breaks').length).toBe(postsBefore + posts.length - 1);
  });

  it('pins an instance when asked (the topology test’s header), and names the one that answered', async () => {
    const stackPinned = await startDoorStack({ pinHeader: 'X-MailScout-Upstream' });
    try {
      for (const n of [2, 1, 2]) {
        const res = await get(`${stackPinned.url}/api/who`, { headers: { 'x-mailscout-upstream': String(n) } });
        expect((JSON.parse(res.text) as { name: string }).name).toBe(`api-${n}`);
        expect(res.headers.get('x-mailscout-upstream')).toBe(String(n));
      }
    } finally {
      await stackPinned.close();
    }
    // Without the option the header does nothing and is not answered.
    const plain = await get(`${stack.url}/api/who`, { headers: { 'x-mailscout-upstream': '2' } });
    expect(plain.headers.get('x-mailscout-upstream')).toBeNull();
  });
});

describe('the front door: one error shape', () => {
  let stack: DoorStack;
  beforeAll(async () => {
    stack = await startDoorStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  const reached = () => stack.instances.flatMap((one) => one.seen).length;

  it.each(Object.entries(BAD_FRAMINGS))('refuses %s with 400 in the error shape', async (_name, request) => {
    const before = reached();
    const answer = await rawRequest(stack.port, request);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expectDoorJson(answer.body, 'BAD_REQUEST');
    expect(reached()).toBe(before);
  });

  it('an HTTP/1.1 request without Host is refused in the shape; an HTTP/1.0 one is answered', async () => {
    const missing = await rawRequest(stack.port, 'GET /api/who HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(missing.status).toBe(400);
    expectDoorJson(missing.body, 'BAD_REQUEST');
    const old = await rawRequest(stack.port, 'GET /api/who HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
    expect((JSON.parse(old.body) as { host: string }).host).toBe(`127.0.0.1:${stack.port}`);
  });

  it('a client that half-closes after its request still gets the answer', async () => {
    const answer = await rawRequest(stack.port, 'GET /api/who HTTP/1.0\r\nHost: a\r\n\r\n', { halfClose: true });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { name: string }).name).toMatch(/^api-/);
  });

  it('a body over the limit is refused with 413 before it reaches an instance', async () => {
    const res = await get(`${stack.url}/api/who`, { method: 'POST', body: 'x'.repeat(stack.spec.maxBodyBytes + 1), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expectDoorJson(res.text, 'PAYLOAD_TOO_LARGE');
  });

  it('over-long headers (431) and an over-long URL (414) are refused in the shape', async () => {
    const headers = await rawRequest(stack.port, `GET /api/who HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`);
    expect(headers.status).toBe(431);
    expectDoorJson(headers.body, 'HEADERS_TOO_LARGE');
    const url = await rawRequest(stack.port, `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`);
    expect(url.status).toBe(414);
    expectDoorJson(url.body, 'BAD_REQUEST');
  });

  it('the door’s own paths are not reachable from outside', async () => {
    const res = await get(`${stack.url}/__door/json/503`);
    expect(res.status).toBe(404);
    expectDoorJson(res.text, 'NOT_FOUND');
  });

  describe('with no instance and no edge answering', () => {
    beforeAll(async () => {
      await Promise.all([...stack.instances.map((one) => one.kill()), stack.edge.close()]);
      await waitFor(() => (stack.log().match(/is DOWN/g) ?? []).length >= 3, { what: 'every server out of rotation', timeoutMs: 10_000 });
    });

    it('the API answers 503 SERVICE_UNAVAILABLE in JSON with Retry-After', async () => {
      const res = await get(`${stack.url}/api/who`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expectDoorJson(res.text, 'SERVICE_UNAVAILABLE');
    });

    it.each([
      ['', 'en'],
      ['?lng=de', 'de'],
    ])('a page%s answers the translated page (%s)', async (query, language) => {
      const res = await get(`${stack.url}/terms${query}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-language')).toBe(language);
      expect(res.text).toContain(`<html lang="${language}">`);
      expect(res.text).not.toMatch(/haproxy|nginx|127\.0\.0/i);
    });

    it.each([
      ['accept-language', 'de-DE,de;q=0.9', 'de'],
      ['accept-language', 'fr-CH', 'de'],
      ['accept-language', 'en-US,de;q=0.5', 'en'],
      ['cookie', 'ms_lng=de', 'de'],
    ])('the page follows %s %s', async (header, value, language) => {
      const res = await get(`${stack.url}/`, { headers: { accept: 'text/html', [header]: value } });
      expect(res.headers.get('content-language')).toBe(language);
    });

    it('a file (not a page) answers JSON', async () => {
      const res = await get(`${stack.url}/main.js`);
      expect(res.status).toBe(503);
      expectDoorJson(res.text, 'SERVICE_UNAVAILABLE');
    });
  });
});

describe('the front door: event streams in their own pool', () => {
  let stack: DoorStack;
  const open: http.ClientRequest[] = [];
  beforeAll(async () => {
    stack = await startDoorStack({ streamsPerInstance: 100 });
  });
  afterAll(async () => {
    for (const request of open) request.destroy();
    await stack.close();
  });

  const openStream = (id: number) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(`${stack.url}/api/previews/p${id}/events`, { agent: false }, (response) => {
        response.once('data', () => resolve(response.statusCode ?? 0));
        if (response.statusCode !== 200) response.resume();
      });
      request.on('error', reject);
      open.push(request);
    });

  it('300 open streams leave the rest of the API answering at once; past the pool a stream is refused (503), not held', async () => {
    const streams = await Promise.all(Array.from({ length: 300 }, (_, i) => openStream(i)));
    const admitted = streams.filter((status) => status === 200).length;
    // Each instance's pool is its streams plus 64 (so the API's own refusal can answer): 2 × 164.
    expect(admitted).toBe(300);
    await waitFor(() => stack.instances.reduce((sum, one) => sum + one.streams.size, 0) === 300, { what: '300 streams at the instances' });
    for (let i = 0; i < 20; i += 1) {
      const res = await get(`${stack.url}/api/health-of-others`, { signal: AbortSignal.timeout(2_000) });
      expect(res.status).toBe(200);
    }
    const beyond = await Promise.all(Array.from({ length: 40 }, (_, i) => openStream(1000 + i)));
    expect(beyond.filter((status) => status === 503).length).toBe(12);
  });
});
