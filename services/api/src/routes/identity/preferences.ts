import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import { preferencesOf } from '../../identity/account-preferences';
import { contractRoute } from '../contract-route';

/**
 * docs/decisions.md#settings-tab Settings: the account's email choices, kept on the account (not in a browser) so
 * the mails follow them. `GET /api/me` returns them. The trial reminder the law requires is not
 * a choice and is sent whatever they say.
 */
const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('identity.updatePreferences'),
    handler: async (request) => {
      const user = await app.store.users.setPreferences(request.user.userId, request.body);
      // The account was deleted while this request was on its way (opt-out in another tab).
      if (!user) throw new DomainError({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
      return { preferences: preferencesOf(user) };
    },
  });
};

export default preferencesRoutes;
