import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ObjectId } from 'mongodb';
import { hashSessionToken, newSessionToken } from '../../src/identity/session-token';
import { build } from '../helper';
import { bearer } from '../identity-helpers';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();

/** A plain HTTP request as a script sends it: Node adds no User-Agent of its own. */
function rawRequest(port: number, path: string, method: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
}

describe('sessions never depend on optional request data (docs/decisions.md#sessions)', () => {
  it('a session started without a User-Agent works for every request, shows no agent, and can sign out', async () => {
    const api = await build({ mongoUri: mongo.uri() });
    const { user } = await api.store.users.findOrCreate('no-agent@example.com');
    const reply = { setCookie: () => reply } as unknown as Parameters<typeof api.startSession>[0];
    const token = await api.startSession(reply, user._id, undefined);
    const stored = await api.store.sessions.findActive(hashSessionToken(token));
    expect(stored).not.toBeNull();
    expect(stored!.userAgent).toBeUndefined();

    await api.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.server.address() as AddressInfo;
    expect(await rawRequest(port, '/api/health', 'GET', token)).toBeLessThan(500);
    expect(await rawRequest(port, '/api/me', 'GET', token)).toBe(200);
    expect(await rawRequest(port, '/api/sessions', 'GET', token)).toBe(200);
    expect(await rawRequest(port, '/api/logout', 'POST', token)).toBe(200);
    expect(await rawRequest(port, '/api/me', 'GET', token)).toBe(401);
  });

  it('a broken session row (null or over-long agent, a field of the wrong type) is never a 500: read tolerantly or revoked', async () => {
    const api = await build({ mongoUri: mongo.uri() });
    const { user } = await api.store.users.findOrCreate('broken-row@example.com');
    const sessions = (await mongo.db()).client.db(new URL(api.config.mongodbUri).pathname.slice(1)).collection<{ _id: string; [field: string]: unknown }>('sessions');
    const now = Date.now();
    const row = (userAgent: unknown) => {
      const token = newSessionToken();
      return { token, doc: { _id: hashSessionToken(token), userId: user._id, createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt: new Date(now + 86_400_000), userAgent } };
    };
    const nullAgent = row(null);
    const longAgent = row('x'.repeat(5000));
    const wrongType = row(42);
    const wrongUser = { ...row('ok'), doc: { ...row('ok').doc, userId: 'not-an-object-id' } };
    for (const { doc } of [nullAgent, longAgent, wrongType, wrongUser]) await sessions.insertOne(doc);

    for (const { token } of [nullAgent, longAgent]) {
      expect((await api.inject({ url: '/api/health', headers: bearer(token) })).statusCode).toBeLessThan(500);
      expect((await api.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    }
    const list = await api.inject({ url: '/api/sessions', headers: bearer(nullAgent.token) });
    expect(list.statusCode).toBe(200);
    for (const { token } of [wrongType, wrongUser]) {
      const me = await api.inject({ url: '/api/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
      expect((await api.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    }
    // The unreadable rows are gone, not kept to fail again.
    expect(await sessions.countDocuments({ _id: { $in: [hashSessionToken(wrongType.token)] } })).toBe(0);
    expect(ObjectId.isValid(user._id)).toBe(true);
  });
});
