import { WATCH_PROOF_TTL_MS, WATCH_PROOF_VALID_MS, type WatchStatus } from '@mailscout/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import type { RequestAuth } from '../../plugins/app/authentication';
import { requestLanguage } from '../../identity/language';
import { normaliseEmail } from '../../store/email-hash';
import { watchedSources } from '../../watch/run-watches';
import { contractRoute } from '../contract-route';

const DAY_MS = 86_400_000;

const proofRequired = () =>
  new DomainError({
    code: 'WATCH_PROOF_REQUIRED',
    message: 'Only the owner of an address who has just proved it with a code can watch it. Please run the free self-check first.',
  });
/**
 * The signed-in account's own address counts as just proved only when a one-time code began the
 * session within the proof's lifetime; an older session, or one a first payment began, proves it
 * again through the self-check.
 */
function sessionProof(auth: RequestAuth | null, now: Date): string | null {
  if (!auth?.provenAt) return null;
  return now.getTime() - auth.provenAt.getTime() <= WATCH_PROOF_TTL_MS ? auth.email : null;
}

const linkInvalid = () => new DomainError({ code: 'WATCH_LINK_INVALID', message: 'This link is not valid. Please use the link in your latest watch email.' });

/** What the owner is told about a watch: its state and the sources it asks. */
async function statusOf(app: FastifyInstance, emailHash: string, email: string | null): Promise<WatchStatus> {
  const watch = await app.store.watches.get(emailHash);
  return {
    watching: watch !== null,
    email: watch?.email ?? email,
    provenUntil: watch ? new Date(watch.provenAt.getTime() + WATCH_PROOF_VALID_MS).toISOString() : null,
    nextCheckAt: watch?.nextRunAt.toISOString() ?? null,
    lastCheckAt: watch?.lastRunAt?.toISOString() ?? null,
    intervalDays: app.config.watches.intervalMs / DAY_MS,
    sources: watchedSources(app.lookup.deps).map((source) => source.id),
  };
}

/**
 * "Watch my address" (docs/decisions.md#watch-my-address): turned on only by an address's proven
 * owner (the self-check's proof, or the signed-in account's own address, proven at sign-in), ended
 * by the owner, by one click in any watch mail (RFC 8058), by opt-out or account deletion, or when
 * the address has not proved itself for 12 months.
 */
const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form; its content is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, { form: String(body) }));

  app.route({
    ...contractRoute('watch.start'),
    handler: async (request) => {
      const now = app.watch.deps.now();
      const proven = request.body.proof ? app.watch.tokens.readProof(request.body.proof, now.getTime()) : sessionProof(request.auth, now);
      if (!proven) throw proofRequired();
      const email = normaliseEmail(proven);
      // Someone else's address: the proof (or the session) is for one address only.
      if (request.body.email && normaliseEmail(request.body.email) !== email) throw proofRequired();
      const emailHash = app.hashEmail(email);
      const existing = await app.store.watches.get(emailHash);
      if (!existing) {
        const { count } = await app.store.rateCounters.hitWindow(`watch-start:${request.ip}`, DAY_MS, now.getTime());
        if (count > app.config.watches.startsPerClientPerDay) {
          throw new DomainError({ code: 'WATCH_LIMIT_REACHED', message: 'Too many watches were turned on from here today. Please try again tomorrow.' });
        }
      }
      // On again with a fresh proof: the 12 months start anew; a new watch first learns what is there now.
      await app.store.watches.start({ _id: emailHash, email, language: requestLanguage(request, request.body.language), provenAt: now, nextRunAt: now });
      await app.store.auditLog.append({ actorUserId: null, action: 'watch-start', subjectHash: emailHash, purpose: null });
      return statusOf(app, emailHash, email);
    },
  });

  app.route({
    ...contractRoute('watch.manage'),
    handler: async (request) => {
      const emailHash = app.watch.tokens.readLink(request.query.token);
      if (!emailHash) throw linkInvalid();
      return statusOf(app, emailHash, null);
    },
  });

  app.route({
    ...contractRoute('watch.unsubscribe'),
    handler: async (request) => {
      const emailHash = app.watch.tokens.readLink(request.query.token);
      if (!emailHash) throw linkInvalid();
      await app.store.watches.stop(emailHash);
      return { message: 'The watch has ended. You will get no more watch emails about this address.' };
    },
  });
};

export default watchRoutes;

/** The signed-in account's watch of its own address (routes/signed-in.ts): its state, and ending it. */
export const watchAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('watch.account'),
    handler: async (request) => statusOf(app, app.hashEmail(request.user.email), request.user.email),
  });

  app.route({
    ...contractRoute('watch.stopAccount'),
    handler: async (request) => {
      const emailHash = app.hashEmail(request.user.email);
      await app.store.watches.stop(emailHash);
      return statusOf(app, emailHash, request.user.email);
    },
  });
};
