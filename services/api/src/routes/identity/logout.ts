import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../contract-route';

/** Sign out here: ends this request's session if it has one, and answers the same without one. */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('identity.logout'),
    handler: async (request, reply) => {
      await app.endSession(request, reply);
      return { message: 'Signed out' };
    },
  });
};

export default logoutRoutes;
