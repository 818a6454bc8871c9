import { REQUEST_ID_PATTERN } from '@mailscout/logging';
import { waitFor } from '@mailscout/test-kit/node';
import { startDoorStack, type DoorStack } from './door-stack';

/**
 * docs/architecture.md#request-id through the real door (nginx, then HAProxy): one id per request,
 * minted by nginx unless a trusted load balancer in front sent one of the safe shape, passed on to
 * the instance or the edge, named in the answer (the door's own answers too), and on the nginx and
 * HAProxy lines of that request in the one log shape (docs/deploy.md#logs).
 */
jest.setTimeout(60_000);

interface Seen {
  name: string;
  requestId: string | null;
}
const parseLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the front door: one request id', () => {
  let stack: DoorStack;
  beforeAll(async () => {
    stack = await startDoorStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it('mints the id itself, whatever a visitor sends, and the instance, the answer and both log lines name that one', async () => {
    const res = await fetch(`${stack.url}/api/who?email=ada@example.com`, { headers: { 'x-request-id': 'chosen-by-a-visitor-01' } });
    const seen = (await res.json()) as Seen;
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.requestId).toBe(id);
    // One header in the answer, not the instance's and the door's both.
    expect(id).not.toContain(',');

    const nginxLine = await waitFor(() => parseLines(stack.accessLog()).find((line) => line.requestId === id), { what: 'the nginx line of the request' });
    expect(nginxLine).toMatchObject({ level: 'info', process: 'front-door-nginx', route: '/api/who', method: 'GET', status: 200, durationMs: expect.any(Number), client: '127.0.0.0' });
    expect(new Date(String(nginxLine.time)).getTime()).not.toBeNaN();
    const haproxyLine = await waitFor(() => parseLines(stack.log()).find((line) => line.requestId === id), { what: 'the HAProxy line of the request' });
    expect(haproxyLine).toMatchObject({ level: 'info', process: 'front-door-haproxy', route: '/api/who', method: 'GET', status: 200, durationMs: expect.any(Number), client: '127.0.0.0' });
    expect(new Date(String(haproxyLine.time)).getTime()).not.toBeNaN();
    // Neither logs the query (an address) nor what the visitor chose.
    expect(stack.accessLog() + stack.log()).not.toMatch(/ada@example\.com|ada%40example|chosen-by-a-visitor/);
  });

  it.each(['ada@example.com', 'ada%40example.com'])('an address in the path (%s) is hidden in both lines', async (address) => {
    const res = await fetch(`${stack.url}/api/live-report/${address}/x`);
    const id = res.headers.get('x-request-id');
    const nginxLine = await waitFor(() => parseLines(stack.accessLog()).find((line) => line.requestId === id), { what: 'the nginx line' });
    const haproxyLine = await waitFor(() => parseLines(stack.log()).find((line) => line.requestId === id), { what: 'the HAProxy line' });
    expect(nginxLine.route).toBe('/api/live-report/[email]/x');
    expect(haproxyLine.route).toBe('/api/live-report/[email]/x');
    expect(stack.accessLog() + stack.log()).not.toMatch(/ada(@|%40)example/);
  });

  it('pages get the same treatment: the edge is given the door’s id from HAProxy’s own address', async () => {
    const res = await fetch(`${stack.url}/terms`, { headers: { accept: 'text/html', 'x-request-id': 'chosen-by-a-visitor-02' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(REQUEST_ID_PATTERN);
    expect(await res.text()).toContain(`id ${id} from 127.0.0.2`);
  });

  it('a 4xx the door answers itself carries an id too, logged as a warning', async () => {
    const res = await fetch(`${stack.url}/api/who`, { method: 'POST', body: 'x'.repeat(stack.spec.maxBodyBytes + 1), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const line = await waitFor(() => parseLines(stack.accessLog()).find((one) => one.requestId === id), { what: 'the refusal’s nginx line' });
    // The path the client asked for, not nginx's internal one for its answer.
    expect(line).toMatchObject({ level: 'warn', status: 413, route: '/api/who' });
  });
});

describe('the front door behind a trusted load balancer', () => {
  let stack: DoorStack;
  beforeAll(async () => {
    // The test connects from 127.0.0.1: here that is the balancer in front of the door.
    stack = await startDoorStack({ trustedUpstreams: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('keeps the id of the safe shape that balancer sends, and replaces one of any other shape', async () => {
    const kept = await fetch(`${stack.url}/api/who`, { headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-0123456789abcdef');
    expect(((await kept.json()) as Seen).requestId).toBe('lb-0123456789abcdef');
    for (const unsafe of ['short', `a${'b'.repeat(64)}`, 'two words here', 'quote"0123456']) {
      const replaced = await fetch(`${stack.url}/api/who`, { headers: { 'x-request-id': unsafe } });
      const id = replaced.headers.get('x-request-id');
      expect(id).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(((await replaced.json()) as Seen).requestId).toBe(id);
    }
  });
});
