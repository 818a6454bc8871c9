import type { App } from '../../src/app';
import { hashSessionToken, newSessionToken } from '../../src/identity/session-token';
import { build } from '../helper';
import { rawCollection } from '../raw-db';
import { bearer } from '../identity-helpers';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();

/** An account (stored as before preferences existed: no `preferences` field) with a live session. */
async function signedIn(email: string): Promise<{ api: App; token: string }> {
  const api = await build({ mongoUri: mongo.uri() });
  const { user } = await api.store.users.findOrCreate(email);
  const token = newSessionToken();
  const now = new Date();
  await api.store.sessions.create({ _id: hashSessionToken(token), userId: user._id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
  return { api, token };
}

const put = (api: App, payload: unknown, headers: Record<string, string>) => api.inject({ method: 'PUT', url: '/api/me/preferences', headers, payload: payload as object });

describe('email preferences (docs/decisions.md#settings-tab Settings)', () => {
  it('renewal reminders are on for an account that never chose; PUT changes them and GET /api/me reads them back', async () => {
    const { api, token } = await signedIn('prefs@example.com');
    expect((await (await rawCollection(api, 'users')).findOne({ email: 'prefs@example.com' }))?.preferences).toBeUndefined();
    expect((await api.inject({ url: '/api/me', headers: bearer(token) })).json().preferences).toEqual({ renewalReminders: true });

    const off = await put(api, { renewalReminders: false }, bearer(token));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ preferences: { renewalReminders: false } });
    expect((await api.inject({ url: '/api/me', headers: bearer(token) })).json().preferences).toEqual({ renewalReminders: false });
    expect((await api.store.users.findByEmail('prefs@example.com'))?.preferences).toEqual({ renewalReminders: false });

    const on = await put(api, { renewalReminders: true }, bearer(token));
    expect(on.json()).toEqual({ preferences: { renewalReminders: true } });
    expect((await api.inject({ url: '/api/me', headers: bearer(token) })).json().preferences).toEqual({ renewalReminders: true });
  });

  it('needs a session: 401 without one', async () => {
    const { api } = await signedIn('anonymous@example.com');
    const res = await put(api, { renewalReminders: false }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please log in to continue.' });
    expect((await api.store.users.findByEmail('anonymous@example.com'))?.preferences).toBeUndefined();
  });

  it('400 with a readable message for a body that is not { renewalReminders: boolean }, and nothing stored', async () => {
    const { api, token } = await signedIn('badbody@example.com');
    for (const payload of [{}, { renewalReminders: 'no' }, { renewalReminders: null }]) {
      const res = await put(api, payload, bearer(token));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field: 'renewalReminders' }] });
      expect(res.json().message).toMatch(/^renewalReminders: (This field is required|Invalid input: expected boolean)/);
    }
    expect((await api.store.users.findByEmail('badbody@example.com'))?.preferences).toBeUndefined();
  });

  it("a cookie session changes them only from the site's own origin", async () => {
    const { api, token } = await signedIn('cookie.prefs@example.com');
    const cookies = { authToken: token };
    const foreign = await api.inject({ method: 'PUT', url: '/api/me/preferences', cookies, headers: { origin: 'https://evil.example' }, payload: { renewalReminders: false } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'FORBIDDEN_ORIGIN' });
    expect((await api.store.users.findByEmail('cookie.prefs@example.com'))?.preferences).toBeUndefined();
    const own = await api.inject({ method: 'PUT', url: '/api/me/preferences', cookies, headers: { origin: api.config.publicOrigin }, payload: { renewalReminders: false } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ preferences: { renewalReminders: false } });
  });
});
