import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../errors/domain-error';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

// Past this, a database that does not answer is not waited for: the limit is counted here instead.
const SHARED_COUNT_TIMEOUT_MS = 500;

/**
 * @fastify/rate-limit's store contract (`incr`, `child`) over the rate-counters collection, so
 * every API instance on one database counts the same client together (docs/architecture.md#client-address). Without a
 * database (tests of the HTTP layer alone), or while it does not answer, the plugin's own
 * process counts instead, so a limit never fails open and never waits on an outage.
 */
function mongoRateLimitStore(app: FastifyInstance): FastifyRateLimitStoreCtor {
  let limiters = 0;

  return class MongoRateLimitStore {
    /** Windows counted in this process, only while the database cannot count them. */
    private readonly local = new Map<string, { count: number; resetAt: number }>();
    private readonly namespace: string;

    constructor(_options: StoreOptions, namespace = 'global') {
      this.namespace = namespace;
    }

    private countHere(key: string, timeWindow: number) {
      const now = Date.now();
      if (this.local.size > 10_000) for (const [name, entry] of this.local) if (entry.resetAt <= now) this.local.delete(name);
      const entry = this.local.get(key);
      const live = entry && entry.resetAt > now ? entry : { count: 0, resetAt: now + timeWindow };
      live.count += 1;
      this.local.set(key, live);
      return { current: live.count, ttl: live.resetAt - now };
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      if (!app.hasDecorator('store')) return cb(null, this.countHere(key, timeWindow));
      // Answered once: by the database, or here when it fails or does not answer in time (one timer, no race promise).
      let answered = false;
      const countHereInstead = (error: unknown) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        app.log.warn({ err: error }, 'shared rate limit not counted: counting in this process');
        cb(null, this.countHere(key, timeWindow));
      };
      const timer = setTimeout(() => countHereInstead(new Error('rate counter timed out')), SHARED_COUNT_TIMEOUT_MS);
      app.store.rateCounters.hitWindow(`rl:${this.namespace}:${key}`, timeWindow).then(({ count, ttlMs }) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        cb(null, { current: count, ttl: ttlMs });
      }, countHereInstead);
    }

    /** A route's own limit counts apart from the global one (and from every other route's). */
    child(options: StoreOptions) {
      const route = options.routeInfo?.url ? `${String(options.routeInfo.method)} ${options.routeInfo.url}` : `limiter-${(limiters += 1)}`;
      return new MongoRateLimitStore(options, route);
    }
  } as unknown as FastifyRateLimitStoreCtor; // its types name the route options, not the merged limit it is given
}

/**
 * A default limit on every route (from the configuration); a route sets a stricter one with
 * `config: { rateLimit: { max, timeWindow } }` (e.g. the one-time code requests). Keyed by the
 * client's address as the trusted proxies say (TRUST_PROXY), counted in the database.
 */
export default fp(
  async function rateLimits(app) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      store: mongoRateLimitStore(app),
      // Thrown by the plugin, so the error handler answers it in the one error shape.
      errorResponseBuilder: (_request, context) =>
        new DomainError({
          code: 'RATE_LIMITED',
          statusCode: context.statusCode,
          message: `Too many requests. Please try again in ${context.after}.`,
        }),
    });
  },
  { name: 'rate-limits', dependencies: ['config'] },
);
