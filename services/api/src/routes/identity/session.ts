import type { SubscriptionSummary } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesOf } from '../../identity/account-preferences';
import { publicSessionId } from '../../identity/session-token';
import type { SubscriptionDocument } from '../../store/repositories/subscriptions-repository';
import { contractRoute } from '../contract-route';

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

function summaryOf(subscription: SubscriptionDocument): SubscriptionSummary {
  return {
    id: subscription._id,
    status: subscription.status,
    planType: subscription.planType,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodStart: toUnix(subscription.currentPeriodStart),
    currentPeriodEnd: toUnix(subscription.currentPeriodEnd),
    paymentMethod: subscription.paymentMethod ?? null,
  };
}

/** The signed-in account (routes/signed-in.ts): who am I, my sessions, sign out everywhere. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('identity.me'),
    handler: async (request) => {
      const auth = request.user;
      const user = await app.store.users.findById(auth.userId);
      // The newest live subscription leads; without one, the newest of any state.
      const live = await app.store.subscriptions.listLiveForUser(auth.userId);
      const lead = live[0] ?? (await app.store.subscriptions.findLatestForUser(auth.userId));
      return {
        email: auth.email,
        credits: user?.credits ?? 0,
        language: user?.language ?? 'en',
        subscription: lead ? summaryOf(lead) : null,
        subscriptions: live.map(summaryOf),
        preferences: preferencesOf(user),
      };
    },
  });

  app.route({
    ...contractRoute('identity.sessions'),
    handler: async (request) => {
      const auth = request.user;
      const sessions = await app.store.sessions.listForUser(auth.userId);
      return {
        sessions: sessions.map((s) => ({
          id: publicSessionId(s._id),
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          userAgent: s.userAgent ?? null,
          current: s._id === auth.tokenHash,
        })),
      };
    },
  });

  app.route({
    ...contractRoute('identity.revokeAllSessions'),
    handler: async (request, reply) => {
      const revoked = await app.store.sessions.revokeAllForUser(request.user.userId);
      await app.endSession(request, reply);
      return { revoked };
    },
  });
};

export default sessionRoutes;
