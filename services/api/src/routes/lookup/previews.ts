import { Preview, type SourceProgress } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import { toContract } from '../../scans/preview-runner';
import { streamHub, type JobFeed, type StreamEvent } from '../../scans/event-stream';
import { contractRoute } from '../contract-route';

const notFound = () => new DomainError({ code: 'PREVIEW_NOT_FOUND', message: 'This lookup has expired. Please search again.' });

/**
 * The free preview by id (an unguessable UUID): the checks, each source's state and the
 * hints. Nothing personal is in it, so it needs no session.
 */
const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = streamHub(app);
  // Every open preview stream is served from one read of all watched previews.
  const previews: JobFeed<Preview> = {
    name: 'previews',
    async loadMany(ids) {
      const docs = await app.store.previews.findManyById(ids);
      const now = new Date();
      // Written by this service's own repository: not validated again on every re-read.
      return new Map(docs.map((doc) => [doc._id, toContract(doc, now)]));
    },
  };

  async function load(id: string) {
    const doc = await app.store.previews.findById(id);
    if (!doc) throw notFound();
    return toContract(doc);
  }

  app.route({
    ...contractRoute('lookup.preview'),
    handler: async (request) => load(request.params.id),
  });

  app.route({
    ...contractRoute('lookup.previewEvents'),
    handler: async (request, reply) => {
      const sent = new Set<string>();
      // Capped per client (429) and overall (503) with Retry-After; the browser then polls GET /api/previews/{id}.
      await hub.serve(request, reply, {
        feed: previews,
        jobId: request.params.id,
        open: () => load(request.params.id), // a 404 before the stream opens
        step(preview: Preview | null) {
          // Gone (expired): the stream breaks off without `end`, so the browser polls and learns it.
          if (!preview) throw notFound();
          const events: StreamEvent[] = [];
          for (const progress of preview.sources) {
            const key = `${progress.source}:${progress.state}`;
            if (progress.state === 'pending' || sent.has(key)) continue;
            sent.add(key);
            events.push({ name: 'source', data: progress satisfies SourceProgress });
          }
          if (preview.status === 'completed') events.push({ name: 'preview', data: preview });
          return { events, done: preview.status === 'completed' };
        },
      });
    },
  });
};

export default previewRoutes;
