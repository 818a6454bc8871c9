import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ObjectId } from 'mongodb';
import { routeUrl, type AccountExport } from '@mailscout/contracts';
import { billingEntryOf } from '../../account/billing-history';
import { buildAccountExport } from '../../account/build-export';
import { accountExportPdf } from '../../account/export-pdf';
import { signExportToken, verifyExportToken } from '../../account/export-token';
import { receiptPdf } from '../../account/receipt-pdf';
import { DomainError } from '../../errors/domain-error';
import { requestLanguage } from '../../identity/language';
import { formatLongDate } from '../../mail/format-date';
import { contractRoute } from '../contract-route';

/** The time the export's links are signed and checked with, and its daily allowance counted by; a test moves it. */
export const accountExportClock = { now: (): number => Date.now() };

/** docs/decisions.md#account-export: downloads and mailed links together, per account per day. */
export const EXPORTS_PER_DAY = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

async function spendExport(app: FastifyInstance, userId: ObjectId) {
  const { count } = await app.store.rateCounters.hitWindow(`account-export:${userId.toHexString()}`, DAY_MS, accountExportClock.now());
  if (count > EXPORTS_PER_DAY) {
    throw new DomainError({ code: 'EXPORT_LIMIT_REACHED', message: `An account can export its data ${EXPORTS_PER_DAY} times a day. Please try again tomorrow.` });
  }
}

/** A PDF answer: no JSON schema applies, and it is the account's own (never cached by anyone in between). */
function sendPdf(reply: FastifyReply, name: string, bytes: Buffer) {
  return reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${name}"`).type('application/pdf').send(bytes);
}

const fileName = (format: 'json' | 'pdf', now: number) => `mailscout-account-export-${new Date(now).toISOString().slice(0, 10)}.${format}`;

/** The export as the format asks: JSON (validated by its schema on the way out) or the readable PDF. */
function sendExport(reply: FastifyReply, data: AccountExport, format: 'json' | 'pdf', language: 'en' | 'de') {
  const name = fileName(format, accountExportClock.now());
  if (format === 'pdf') return sendPdf(reply, name, accountExportPdf(data, language));
  void reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${name}"`);
  return data;
}

/**
 * The account's own data: its billing history and receipts (docs/decisions.md#billing-history) and the export of
 * everything held about it (docs/decisions.md#account-export), in the signed-in scope (routes/signed-in.ts). Every
 * read is by the session's account id (or, below, the signed link's), never by anything the caller names.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.secrets.session;
  const site = { supportEmail: app.config.site.supportEmail, company: app.config.site.company };

  app.route({
    ...contractRoute('account.billingHistory'),
    handler: async (request) => ({ entries: (await app.store.billingRecords.listForUser(request.user.userId)).map(billingEntryOf) }),
  });

  app.route({
    ...contractRoute('account.receiptPdf'),
    handler: async (request, reply) => {
      const record = await app.store.billingRecords.findForUser(request.params.id, request.user.userId);
      if (!record) throw new DomainError({ code: 'NOT_FOUND', message: 'Receipt not found' });
      const name = `mailscout-receipt-${((record.receipt as { invoiceNumber?: string; reference?: string }).invoiceNumber ?? record._id).replace(/[^\w-]/g, '_')}.pdf`;
      return sendPdf(reply, name, receiptPdf(record, site));
    },
  });

  app.route({
    ...contractRoute('account.export'),
    handler: async (request, reply) => {
      const { userId, tokenHash } = request.user;
      await spendExport(app, userId);
      const data = await buildAccountExport(app.store, userId, { now: new Date(accountExportClock.now()), currentSession: tokenHash, hashEmail: app.hashEmail });
      if (!data) throw new DomainError({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
      return sendExport(reply, data, request.query.format, requestLanguage(request));
    },
  });

  app.route({
    ...contractRoute('account.exportMail'),
    handler: async (request) => {
      const { userId, email } = request.user;
      await spendExport(app, userId);
      // In the language of the page that asked, as the code mails are.
      const language = requestLanguage(request, request.body.language);
      const { token, expiresAt } = signExportToken(secret, userId, accountExportClock.now());
      const link = (format: 'json' | 'pdf') => `${app.config.publicOrigin}${routeUrl('account.exportByLink')}?${new URLSearchParams({ token, format }).toString()}`;
      try {
        await app.mailer.send(email, { kind: 'account-export', jsonUrl: link('json'), pdfUrl: link('pdf'), validUntil: formatLongDate(expiresAt, language) }, language);
      } catch (error) {
        request.log.error({ err: error }, 'account export mail not sent');
        throw new DomainError({ code: 'MAIL_UNAVAILABLE', message: 'We could not send the email right now. Please try again in a moment.' });
      }
      return { sent: true as const, expiresAt: expiresAt.toISOString() };
    },
  });
};

export default accountRoutes;

/** The export an emailed link names: a signed token stands for the session (no sign-in needed). */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.secrets.session;

  app.route({
    ...contractRoute('account.exportByLink'),
    handler: async (request, reply) => {
      const invalid = () => new DomainError({ code: 'EXPORT_LINK_INVALID', message: 'This export link is not valid or has expired. Ask for a new export in your account.' });
      const userId = verifyExportToken(secret, request.query.token, accountExportClock.now());
      if (!userId) throw invalid();
      const data = await buildAccountExport(app.store, userId, { now: new Date(accountExportClock.now()), hashEmail: app.hashEmail });
      if (!data) throw invalid();
      await spendExport(app, userId);
      return sendExport(reply, data, request.query.format, data.account.language);
    },
  });
};
