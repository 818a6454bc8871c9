import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ObjectId } from 'mongodb';
import { DomainError } from '../../errors/domain-error';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../identity/session-token';

export interface RequestAuth {
  userId: ObjectId;
  email: string;
  tokenHash: string;
  via: 'cookie' | 'bearer';
  /** When a one-time code proved the address as this session began; null for a first payment's sign-in. */
  provenAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. */
    auth: RequestAuth | null;
    /**
     * The signed-in account, for the routes of the signed-in scope (routes/signed-in.ts), whose
     * preHandler has answered 401 already without one. Read anywhere without a session, it throws
     * that same 401 rather than handing out null.
     */
    readonly user: RequestAuth;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session (the signed-in scope's hook, routes/signed-in.ts). */
    requireUser(request: FastifyRequest): Promise<void>;
    /** Starts a session: stores its hash, sets the cookie, returns the token (shown once). */
    startSession(reply: FastifyReply, userId: ObjectId, userAgent: string | undefined, options?: { provenByCode?: boolean }): Promise<string>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const unauthorized = () => new DomainError({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });

function tokenFrom(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Sessions (docs/decisions.md#sessions): opaque tokens stored hashed, sent as the httpOnly `authToken` cookie
 * (Secure outside localhost, SameSite=Lax) or as a bearer header. A state-changing request that
 * relies on the cookie must come from our own origin.
 */
export default fp(
  async function authentication(app) {
    const secureCookie = !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(app.config.publicOrigin);
    const allowedOrigins = new Set([app.config.publicOrigin]);

    app.decorateRequest('auth', null);
    app.decorateRequest('user', {
      getter(this: FastifyRequest): RequestAuth {
        if (!this.auth) throw unauthorized();
        return this.auth;
      },
    });

    async function authenticate(request: FastifyRequest, found: { token: string; via: 'cookie' | 'bearer' }) {
      const tokenHash = hashSessionToken(found.token);
      const session = await app.store.sessions.findActive(tokenHash);
      if (!session) return;
      const user = await app.store.users.findById(session.userId);
      if (!user) return;
      if (found.via === 'cookie' && STATE_CHANGING.has(request.method)) {
        const origin = request.headers.origin;
        if (origin && !allowedOrigins.has(origin)) {
          throw new DomainError({ code: 'FORBIDDEN_ORIGIN', message: 'This request must come from the MailScout site.' });
        }
      }
      request.auth = { userId: user._id, email: user.email, tokenHash, via: found.via, provenAt: session.provenAt ?? null };
    }

    // Most requests (every anonymous lookup) carry no token: they pass without a promise (docs/architecture.md#hot-path).
    app.addHook('onRequest', (request, _reply, done) => {
      const found = tokenFrom(request);
      if (!found) return done();
      authenticate(request, found).then(() => done(), done);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.auth) throw unauthorized();
    });

    app.decorate('startSession', async (reply: FastifyReply, userId: ObjectId, userAgent: string | undefined, options: { provenByCode?: boolean } = {}) => {
      const token = newSessionToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + app.config.sessions.ttlMs);
      // The user agent is optional request data: stored only when the request had one.
      const agent = typeof userAgent === 'string' && userAgent.trim() ? userAgent.slice(0, 300) : undefined;
      await app.store.sessions.create({ _id: hashSessionToken(token), userId, createdAt: now, ...(options.provenByCode ? { provenAt: now } : {}), lastSeenAt: now, expiresAt, ...(agent ? { userAgent: agent } : {}) });
      void reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, secure: secureCookie, sameSite: 'lax', path: '/', expires: expiresAt });
      return token;
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.auth) await app.store.sessions.revoke(request.auth.tokenHash);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'authentication', dependencies: ['config', 'database'] },
);
