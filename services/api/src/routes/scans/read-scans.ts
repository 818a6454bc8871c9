import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ObjectId } from 'mongodb';
import { DomainError } from '../../errors/domain-error';
import { liveScanFor } from '../../scans/live-scan';
import { targetFromPath } from '../../scans/lookup-target';
import type { ScanDocument } from '../../store/repositories/scans-repository';
import { contractRoute } from '../contract-route';
import { scanResultsView, scanStatusView } from './scan-views';

const reportSummary = (scan: ScanDocument) => ({
  scanId: scan._id,
  kind: scan.kind,
  target: scan.target,
  status: scanStatusView(scan).status,
  createdAt: scan.createdAt.toISOString(),
  expiresAt: scan.expiresAt.toISOString(),
});

const scanNotFound = () => new DomainError({ code: 'SCAN_NOT_FOUND', message: 'No scan was found for this address. It may have expired.' });

/**
 * Reading scans. Every query carries the signed-in account (docs/decisions.md#report-ownership): another account's
 * scan is simply not found, whatever address or id is in the URL.
 */
const scanReadRoutes: FastifyPluginAsyncZod = async (app) => {
  async function byTarget(userId: ObjectId, raw: string) {
    const target = targetFromPath(raw);
    const scan = target ? await app.store.scans.latestForUserAndTarget(userId, app.hashEmail(target.value)) : null;
    if (!scan) throw scanNotFound();
    return scan;
  }

  async function byId(userId: ObjectId, id: string) {
    const scan = await app.store.scans.findForUser(id, userId);
    if (!scan) throw scanNotFound();
    return scan;
  }

  async function results(userId: ObjectId, scan: ScanDocument) {
    if (scan.status === 'failed') throw new DomainError({ code: 'SCAN_FAILED', message: 'Scan failed' });
    if (scan.status !== 'completed') throw new DomainError({ code: 'SCAN_NOT_READY', message: 'The scan is still running.' });
    const report = await app.store.reports.findForUser(scan._id, userId);
    if (!report) throw new DomainError({ code: 'REPORT_EXPIRED', message: 'This report has expired.' });
    return scanResultsView(report, (await app.store.credits.balance(userId)) ?? 0);
  }

  app.route({
    ...contractRoute('scans.statusByTarget'),
    handler: async (request) => scanStatusView(await byTarget(request.user.userId, request.params.target)),
  });
  app.route({
    ...contractRoute('scans.resultsByTarget'),
    handler: async (request) => results(request.user.userId, await byTarget(request.user.userId, request.params.target)),
  });
  app.route({
    ...contractRoute('scans.status'),
    handler: async (request) => scanStatusView(await byId(request.user.userId, request.params.id)),
  });
  app.route({
    ...contractRoute('scans.results'),
    handler: async (request) => results(request.user.userId, await byId(request.user.userId, request.params.id)),
  });

  // docs/decisions.md#never-twice: the funnel asks before offering to spend; only the caller's own scans are looked at.
  app.route({
    ...contractRoute('scans.liveReport'),
    handler: async (request) => {
      const target = targetFromPath(request.params.target);
      if (!target) throw new DomainError({ code: 'INVALID_PHONE', message: 'Please enter a valid phone number.' });
      const scan = await liveScanFor(app.store, request.user.userId, app.hashEmail(target.value));
      return { report: scan ? reportSummary(scan) : null };
    },
  });

  app.route({
    ...contractRoute('scans.reports'),
    handler: async (request) => {
      const scans = await app.store.scans.listForUser(request.user.userId);
      return {
        reports: scans.filter((scan) => scan.status !== 'charging').map(reportSummary),
      };
    },
  });
};

export default scanReadRoutes;
