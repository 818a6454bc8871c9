import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import { streamHub, type JobFeed, type StreamEvent, type StreamStep } from '../../scans/event-stream';
import { ScanDocument } from '../../store/repositories/scans-repository';
import { contractRoute } from '../contract-route';
import { scanResultsView, scanStatusView } from './scan-views';

/**
 * GET /api/scans/{id}/events: the scan's status, each source as it answers, then the results
 * (or `failed`), so the report shows the moment it exists. Only the account that started it.
 * Open streams are capped per client (429) and overall (503), with Retry-After; the browser
 * then polls GET /api/scan-status every 5 s (docs/product.md#states). A stream with nothing new for a while
 * or open too long gets `event: close` ({reason, message}) and closes.
 */
const scanEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = streamHub(app);
  // Every open scan stream is served from one read of all watched scans.
  const scans: JobFeed<ScanDocument> = {
    name: 'scans',
    async loadMany(ids) {
      const docs = await app.store.scans.findManyById(ids);
      // Written by this service's own repository: not validated again on every re-read.
      return new Map(docs.map((doc) => [doc._id, { ...doc, sources: doc.sources ?? {} }]));
    },
  };

  app.route({
    ...contractRoute('scans.events'),
    handler: async (request, reply) => {
      const userId = request.user.userId;
      const { id } = request.params;
      const notFound = () => new DomainError({ code: 'SCAN_NOT_FOUND', message: 'No scan was found for this address. It may have expired.' });

      let lastStatus = '';
      const sent = new Set<string>();
      const step = async (scan: ScanDocument | null): Promise<StreamStep> => {
        if (!scan || !scan.userId.equals(userId)) return { events: [{ name: 'failed', data: { message: 'Scan failed' } }], done: true };
        const view = scanStatusView(scan);
        const events: StreamEvent[] = [];
        if (view.status !== lastStatus) {
          lastStatus = view.status;
          events.push({ name: 'status', data: { status: view.status } });
        }
        for (const progress of view.sources) {
          const key = `${progress.source}:${progress.state}`;
          if (progress.state === 'pending' || sent.has(key)) continue;
          sent.add(key);
          events.push({ name: 'source', data: progress });
        }
        if (scan.status === 'failed') return { events: [...events, { name: 'failed', data: { message: scan.error ?? 'Scan failed' } }], done: true };
        if (scan.status === 'completed') {
          const report = await app.store.reports.findForUser(id, userId);
          if (!report) return { events: [...events, { name: 'failed', data: { message: 'This report has expired.' } }], done: true };
          events.push({ name: 'results', data: scanResultsView(report, (await app.store.credits.balance(userId)) ?? 0) });
          return { events, done: true };
        }
        return { events, done: false };
      };

      await hub.serve(request, reply, {
        feed: scans,
        jobId: id,
        async open() {
          const scan = await app.store.scans.findForUser(id, userId);
          if (!scan) throw notFound();
          return scan;
        },
        step,
      });
    },
  });
};

export default scanEventRoutes;
