import type { FastifyRequest } from 'fastify';
import { codeCaller } from '../../src/routes/code-caller';
import { DEVICE_COOKIE } from '../../src/identity/trusted-device';

const request = (parts: { ip?: string; body?: unknown; cookies?: Record<string, string> }) =>
  ({ ip: parts.ip ?? '203.0.113.7', body: parts.body, cookies: parts.cookies ?? {} }) as unknown as FastifyRequest;

// docs/architecture.md#code-flow-caller: the route reads the caller; the code flow never reads the request.
describe('codeCaller', () => {
  it('carries the client address, the challenge answer the body sent and the device cookie', () => {
    const caller = codeCaller(request({ body: { email: 'a@example.com', captchaToken: 'solved' }, cookies: { [DEVICE_COOKIE]: 'device.tag' } }));
    expect(caller).toEqual({ ip: '203.0.113.7', captchaToken: 'solved', deviceCookie: 'device.tag' });
  });

  it('leaves out what the request did not carry', () => {
    expect(codeCaller(request({ body: { email: 'a@example.com' } }))).toEqual({ ip: '203.0.113.7' });
    expect(codeCaller(request({ body: undefined }))).toEqual({ ip: '203.0.113.7' });
    expect(codeCaller(request({ body: { captchaToken: 42 } }))).toEqual({ ip: '203.0.113.7' });
  });
});
