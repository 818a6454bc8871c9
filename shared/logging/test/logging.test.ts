/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import { newRequestId, processLogger, REQUEST_ID_PATTERN, requestIdFromTrustedHop, requestIdOf, safeRequestId, trustedHops } from '../src';

/** docs/architecture.md#request-id and docs/deploy.md#logs, the rules every process shares. */
describe('the request id’s rules', () => {
  it('mints 32 hex digits, of the safe shape', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).toMatch(REQUEST_ID_PATTERN);
    expect(newRequestId()).not.toBe(id);
  });

  it('takes only a bounded id of letters, digits, dot, underscore and dash', () => {
    for (const good of ['0123456789abcdef0123456789abcdef', '8f14e45f-ceea-467f-a0e6-5b2b2a0a1e3c', 'lb.abc_DEF-1']) expect(safeRequestId(good)).toBe(good);
    for (const bad of [undefined, '', 'short', 'x'.repeat(65), '-leading-dash-1', 'with space 123', 'quote"012345', 'line\nbreak12', 'ada@example.com', ['a', 'b']]) expect(safeRequestId(bad)).toBeUndefined();
  });

  it('keeps an incoming id only from a trusted hop', () => {
    expect(requestIdOf('door-0123456789', true)).toBe('door-0123456789');
    expect(requestIdOf('door-0123456789', false)).not.toBe('door-0123456789');
    expect(requestIdOf('bad id', true)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('trusts hops by address, range or name, IPv4 seen through IPv6 too; nobody when given none', () => {
    const trusted = trustedHops(['127.0.0.2', '10.244.0.0/16', 'uniquelocal']);
    expect(trusted('127.0.0.2')).toBe(true);
    expect(trusted('::ffff:127.0.0.2')).toBe(true);
    expect(trusted('10.244.3.4')).toBe(true);
    expect(trusted('192.168.1.1')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(false);
    expect(trusted('203.0.113.7')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedHops(['loopback'])('::1')).toBe(true);
    expect(trustedHops(false)('127.0.0.1')).toBe(false);
    expect(trustedHops([])('127.0.0.1')).toBe(false);
    expect(() => trustedHops(['the door'])).toThrow(/not an address/);
  });

  it('as Fastify’s genReqId', () => {
    const genReqId = requestIdFromTrustedHop(trustedHops(['127.0.0.2']));
    expect(genReqId({ headers: { 'x-request-id': 'door-0123456789' }, socket: { remoteAddress: '127.0.0.2' } })).toBe('door-0123456789');
    expect(genReqId({ headers: { 'x-request-id': 'door-0123456789' }, socket: { remoteAddress: '127.0.0.9' } })).not.toBe('door-0123456789');
  });
});

describe('the one log shape', () => {
  it('time, level by name, process, and the redaction rules', () => {
    let text = '';
    const log = processLogger('edge', {
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          text += chunk.toString();
          done();
        },
      }),
    });
    log.child({ requestId: 'door-abcdefghij' }).warn({ route: '/api/x', status: 503, durationMs: 3, email: 'ada@example.com', headers: { cookie: 'authToken=s3cr3t' }, body: { code: '123456', token: 'tok-1' } }, 'failed for ada@example.com');
    const line = JSON.parse(text) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'warn', process: 'edge', requestId: 'door-abcdefghij', route: '/api/x', status: 503, durationMs: 3, msg: 'failed for a•••@example.com' });
    expect(new Date(String(line.time)).toISOString()).toBe(line.time);
    expect(text).not.toMatch(/ada@example\.com|s3cr3t|123456|tok-1/);
  });
});
