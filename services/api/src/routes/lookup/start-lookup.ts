import { EmailLookupRequest, EmailLookupResponse, PhoneLookupRequest, PhoneLookupResponse } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ObjectId } from 'mongodb';
import { DomainError } from '../../errors/domain-error';
import { emailTarget, phoneTarget, type LookupTarget } from '../../scans/lookup-target';
import { errorResponses } from '../error-responses';

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

  app.post(
    '/email-lookup',
    {
      config: limit,
      schema: { tags: ['lookup'], summary: 'Check an address and start its free preview', body: EmailLookupRequest, response: { 200: EmailLookupResponse, ...errorResponses(400, 429) } },
    },
    async (request) => start(emailTarget(request.body.email), request.auth),
  );

  app.post(
    '/phone-lookup',
    {
      config: limit,
      schema: { tags: ['lookup'], summary: 'Check a phone number and start its free preview', body: PhoneLookupRequest, response: { 200: PhoneLookupResponse, ...errorResponses(400, 429) } },
    },
    async (request) => {
      const target = phoneTarget(request.body.phone);
      if (!target) throw new DomainError({ code: 'INVALID_PHONE', statusCode: 400, message: 'Please enter a valid phone number.' });
      return start(target, request.auth);
    },
  );
};

export default lookupStartRoutes;
