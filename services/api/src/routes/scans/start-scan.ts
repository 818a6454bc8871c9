import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import { emailTarget, phoneTarget } from '../../scans/lookup-target';
import { contractRoute } from '../contract-route';

const startScanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('scans.start'),
    handler: async (request) => {
      const body = request.body;
      const target = 'email' in body ? emailTarget(body.email) : phoneTarget(body.phone);
      if (!target) throw new DomainError({ code: 'INVALID_PHONE', message: 'Please enter a valid phone number.' });
      const { scanId, reused } = await app.lookup.scans.start({
        userId: request.user.userId,
        target,
        purpose: body.purpose ?? null,
        requestId: body.requestId ?? null,
        fresh: body.fresh === true,
        startRequestId: request.id,
      });
      // docs/decisions.md#never-twice: a live scan of the target is answered instead of spending again.
      return reused ? { scan_id: scanId, reused: true } : { scan_id: scanId };
    },
  });
};

export default startScanRoutes;
