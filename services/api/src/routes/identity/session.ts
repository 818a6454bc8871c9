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

/** The signed-in account: who am I, my sessions, sign out here or everywhere. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('identity.logout'),
    handler: async (request, reply) => {
      await app.endSession(request, reply);
      return { message: 'Signed out' };
    },
  });

  app.route({
    ...contractRoute('identity.me'),
    preHandler: app.requireUser,
    handler: async (request) => {
      const auth = request.auth!;
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
    preHandler: app.requireUser,
    handler: async (request) => {
      const auth = request.auth!;
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
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const revoked = await app.store.sessions.revokeAllForUser(request.auth!.userId);
      await app.endSession(request, reply);
      return { revoked };
    },
  });
};

export default sessionRoutes;
