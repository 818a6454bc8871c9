import { SELF_CHECK_CODE_SENT, WATCH_PROOF_TTL_MS } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import { requestLanguage } from '../../identity/language';
import { oneTimeCodes } from '../../identity/one-time-code-flow';
import { takeDailyCheck } from '../../self-check/daily-allowance';
import { lookupCounts } from '../../self-check/lookup-counts';
import { selfCheckReport } from '../../self-check/self-check-report';
import { codeCaller } from '../code-caller';
import { contractRoute } from '../contract-route';

const usedToday = () =>
  new DomainError({
    code: 'SELF_CHECK_USED_TODAY',
    message: 'This address has already had its free check in the last 24 hours. Please try again tomorrow.',
  });

/**
 * The free self-check (docs/decisions.md#self-check; UK GDPR Art. 15 right of access): the owner of an address
 * proves it with a one-time code (sign-in's code and bot-challenge machinery, its own purpose),
 * then sees the report a buyer would get and how often the address was looked up.
 */
const selfCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = oneTimeCodes(app);

  app.route({
    ...contractRoute('selfCheck.requestCode'),
    handler: async (request) => {
      // Every address is mailed: the owner of any address may see what is known about it, so the
      // answer, its limits and its time are the same whether or not anything is known (docs/decisions.md#self-check).
      await codes.request({
        email: request.body.email,
        purpose: 'self-check',
        language: requestLanguage(request, request.body.language),
        caller: codeCaller(request),
        shouldSend: true,
      });
      return { message: SELF_CHECK_CODE_SENT };
    },
  });

  app.route({
    ...contractRoute('selfCheck.report'),
    handler: async (request, reply) => {
      const { email } = request.body;
      // The code first: nothing about the address (opted out, checked today) is said to anyone else.
      await codes.verify({ email, purpose: 'self-check', code: request.body.otp, consume: true, caller: codeCaller(request) });
      codes.trustThisBrowser(request, reply, email);
      const subjectHash = app.hashEmail(email);
      // docs/decisions.md#opt-out: nothing is held about an opted-out address and no source is asked about it.
      // docs/decisions.md#watch-my-address: the proven owner may watch the address, opted out or not.
      const watchProof = app.watch.tokens.proof(email, app.watch.deps.now().getTime() + WATCH_PROOF_TTL_MS);
      if (await app.suppression.isSuppressed(email)) return { status: 'opted-out' as const, lookups: await lookupCounts(app.store, subjectHash), watchProof };
      const allowance = await takeDailyCheck(app.store, subjectHash);
      if (!allowance.allowed) throw usedToday();
      const [report, lookups] = await Promise.all([selfCheckReport(app.lookup.deps, email), lookupCounts(app.store, subjectHash)]);
      // The owner's own check is on record for accountability, but it is not a lookup by someone else.
      await app.store.auditLog.append({ actorUserId: null, action: 'self-check', subjectHash, purpose: null });
      return { status: 'report' as const, report, lookups, nextCheckAt: allowance.nextCheckAt.toISOString(), watchProof };
    },
  });
};

export default selfCheckRoutes;
