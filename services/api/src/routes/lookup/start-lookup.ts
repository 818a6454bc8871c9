import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ObjectId } from 'mongodb';
import { DomainError } from '../../errors/domain-error';
import { emailTarget, phoneTarget, type LookupTarget } from '../../scans/lookup-target';
import { contractRoute } from '../contract-route';

const STARTED = 'No saved report for this address yet: the free checks are running.';

/**
 * The public entry of a lookup. docs/product.md#states: 'opted-out' keeps the visitor on the page; 'not-found'
 * (no saved report: a scan builds one) sends them to the funnel, here with the id of the free
 * preview started or reused. A suppressed address is answered before anything is asked
 * (docs/decisions.md#opt-out-and-deletion).
 */
const lookupStartRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: app.config.rateLimit.lookupsPerMinute, timeWindow: 60_000 } };

  async function start(target: LookupTarget, actor: { userId: ObjectId } | null) {
    const targetHash = app.hashEmail(target.value);
    if (await app.suppression.isSuppressed(target.value)) {
      return { status: 'opted-out', message: 'This email address has opted out.' };
    }
    const preview = await app.lookup.previews.startOrReuse(target);
    if (preview.started) await app.store.auditLog.append({ actorUserId: actor?.userId ?? null, action: 'preview', subjectHash: targetHash, purpose: null });
    return { status: 'not-found', message: STARTED, previewId: preview.id };
  }

  app.route({
    ...contractRoute('lookup.emailLookup'),
    config: limit,
    handler: async (request) => start(emailTarget(request.body.email), request.auth),
  });

  app.route({
    ...contractRoute('lookup.phoneLookup'),
    config: limit,
    handler: async (request) => {
      const target = phoneTarget(request.body.phone);
      if (!target) throw new DomainError({ code: 'INVALID_PHONE', message: 'Please enter a valid phone number.' });
      return start(target, request.auth);
    },
  });
};

export default lookupStartRoutes;
