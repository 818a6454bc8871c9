import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serveApp } from '../../../edge/src/serve-app';
import { build } from '../helper';
import { withMailDev } from '../maildev';
import { withTestMongo } from '../mongo';

/**
 * Behind the proxies every visitor is a client of its own, a client cannot name itself, and the
 * limits are held in the database so several API instances share them (docs/deploy.md#api-instances).
 */
const mongo = withTestMongo();
const mail = withMailDev();

// Injected requests come from this address unless they say otherwise; the proxy is trusted by it.
const PROXY = '127.0.0.1';
const viaProxy = (client: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });

/**
 * One request on a connection of its own from the local address `from` (on Linux every 127.x
 * address is this machine's loopback); resolves with the status once the answer is read.
 */
function requestFrom(from: string, url: string, init: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress: from, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    // Seen once in a full run: a request through the edge ran into Jest's 60 s. Fail on the one that hangs.
    request.setTimeout(15_000, () => request.destroy(new Error(`no answer from ${url} in 15 s`)));
    request.on('error', reject);
    request.end(init.body);
  });
}

describe('clients behind proxies and several API instances', () => {
  jest.setTimeout(60_000);

  it('two API instances on one database share a limit (the HTTP limit and the code requests per client)', async () => {
    const uri = mongo.uri();
    const env = { SMTP_URL: mail.smtpUrl(), RATE_LIMIT_MAX: '4', OTP_REQUESTS_PER_CLIENT_PER_HOUR: '3' };
    const [first, second] = [await build({ mongoUri: uri, env }), await build({ mongoUri: uri, env })];
    const health = [];
    for (const api of [first, second, first, second, first, second]) health.push((await api.inject({ url: '/api/health', remoteAddress: '198.51.100.1' })).statusCode);
    expect(health).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await second.inject({ url: '/api/health', remoteAddress: '198.51.100.2' })).statusCode).toBe(200);

    const codes = [];
    for (const [i, api] of [first, second, first, second].entries()) {
      codes.push((await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email: `shared-${i}@example.com` }, remoteAddress: '198.51.100.3' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('30 code requests from 30 forwarded clients through the trusted proxy leave each its own quota', async () => {
    const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl(), TRUST_PROXY: PROXY, RATE_LIMIT_MAX: '5' } });
    const statuses = [];
    for (let i = 1; i <= 30; i += 1) {
      statuses.push((await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email: `visitor-${i}@example.com` }, ...viaProxy(`198.51.100.${i}`) })).statusCode);
    }
    expect(statuses).toEqual(Array(30).fill(200));
    // Neither the hour's code quota (30 per client) nor the minute's HTTP limit (5) was the site's.
    for (let i = 0; i < 4; i += 1) {
      const res = await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email: `again-${i}@example.com` }, ...viaProxy('198.51.100.1') });
      expect(res.statusCode).toBe(200);
    }
    expect((await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email: 'late@example.com' }, ...viaProxy('198.51.100.31') })).statusCode).toBe(200);
  });

  it('ignores an X-Forwarded-For from a client that is not a trusted proxy, and takes only the hop the proxy added', async () => {
    const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl(), TRUST_PROXY: '10.0.0.0/8', OTP_REQUESTS_PER_CLIENT_PER_HOUR: '3' } });
    const direct = [];
    for (let i = 0; i < 4; i += 1) {
      direct.push((await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email: `direct-${i}@example.com` }, remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': `192.0.2.${i}` } })).statusCode);
    }
    expect(direct).toEqual([200, 200, 200, 429]);

    // Through the trusted proxy, whatever the client wrote before the proxy's own entry is ignored.
    const throughProxy = [];
    for (let i = 0; i < 4; i += 1) {
      throughProxy.push((await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email: `spoof-${i}@example.com` }, remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.77` } })).statusCode);
    }
    expect(throughProxy).toEqual([200, 200, 200, 429]);
  });

  it('the code endpoints limit each real client apart: requests per client, and wrong tries per address and client', async () => {
    const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl(), TRUST_PROXY: PROXY, OTP_REQUESTS_PER_CLIENT_PER_HOUR: '2', OTP_WRONG_TRIES_PER_ADDRESS_AND_CLIENT_PER_HOUR: '3' } });
    const ask = (client: string, email: string) => api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email }, ...viaProxy(client) });
    expect([(await ask('198.51.100.10', 'a@example.com')).statusCode, (await ask('198.51.100.10', 'b@example.com')).statusCode, (await ask('198.51.100.10', 'c@example.com')).statusCode]).toEqual([200, 200, 429]);
    expect((await ask('198.51.100.11', 'd@example.com')).statusCode).toBe(200);

    const guess = (client: string) => api.inject({ method: 'POST', url: '/api/verify-login-otp', payload: { email: 'a@example.com', otp: '000000' }, ...viaProxy(client) });
    const first = [];
    for (let i = 0; i < 4; i += 1) first.push((await guess('198.51.100.10')).json().error);
    expect(first).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'RATE_LIMITED']);
    expect((await guess('198.51.100.11')).json().error).toBe('INVALID_OTP');
  });

  it('through the real edge (services/edge) to a listening API: a spoofed X-Forwarded-For changes nothing, the edge’s own entry counts', async () => {
    // The edge connects from 127.0.0.1; its visitor from 127.0.0.2 (sharing the proxy's address,
    // the visitor's own entry would pass for a proxy's).
    const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl(), TRUST_PROXY: '127.0.0.1', OTP_REQUESTS_PER_CLIENT_PER_HOUR: '2' } });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-'));
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><body></body></html>');
    fs.writeFileSync(path.join(shellDir, 'runtime-config.json'), JSON.stringify({ remotes: [] }));
    const edge = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` });
    try {
      const edgeUrl = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          await requestFrom('127.0.0.2', `${edgeUrl}/api/request-login-otp`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` },
            body: JSON.stringify({ email: `edge-${i}@example.com` }),
          }),
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await edge.close();
    }
  });

  it('on a real connection, only one from the trusted address has its X-Forwarded-For read, and then its last entry is the client', async () => {
    // The proxy is 127.0.0.2; a caller reaching the instance directly connects from 127.0.0.1.
    const api = await build({ mongoUri: mongo.uri(), env: { TRUST_PROXY: '127.0.0.2', RATE_LIMIT_MAX: '2' } });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api/health`;
    const health = (from: string, forwardedFor: string) => requestFrom(from, url, { headers: { 'x-forwarded-for': forwardedFor } });

    // A caller that is not the proxy names a new client each time: all are counted as its socket's address.
    const direct = [];
    for (let i = 1; i <= 3; i += 1) direct.push(await health('127.0.0.1', `192.0.2.${i}`));
    expect(direct).toEqual([200, 200, 429]);

    // From the proxy, the entry it appended is the client, whatever the client wrote before it.
    const viaTrusted = [];
    for (let i = 1; i <= 3; i += 1) viaTrusted.push(await health('127.0.0.2', `192.0.2.${i}, 198.51.100.20`));
    expect(viaTrusted).toEqual([200, 200, 429]);
    expect(await health('127.0.0.2', '192.0.2.1, 198.51.100.21')).toBe(200);
  });
});
