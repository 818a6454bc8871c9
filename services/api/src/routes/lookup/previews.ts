import { Preview, type SourceProgress } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { toContract } from '../../scans/preview-runner';
import { streamJob, type StreamEvent } from '../../scans/event-stream';
import { errorResponses } from '../error-responses';

const Params = z.object({ id: z.string().min(1).max(64) });

const notFound = () => new DomainError({ code: 'PREVIEW_NOT_FOUND', statusCode: 404, message: 'This lookup has expired. Please search again.' });

/**
 * The free preview by id (an unguessable UUID): the checks, each source's state and the
 * hints. Nothing personal is in it, so it needs no session.
 */
const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  async function load(id: string) {
    const doc = await app.store.previews.findById(id);
    if (!doc) throw notFound();
    return toContract(doc);
  }

  app.get(
    '/previews/:id',
    { schema: { tags: ['lookup'], summary: 'The free preview of a lookup', params: Params, response: { 200: Preview, ...errorResponses(404) } } },
    async (request) => load(request.params.id),
  );

  app.get(
    '/previews/:id/events',
    { schema: { tags: ['lookup'], summary: "Server-sent events: each source's answer, then the whole preview", params: Params, response: { ...errorResponses(404) } } },
    async (request, reply) => {
      await load(request.params.id); // a 404 before the stream opens
      const sent = new Set<string>();
      await streamJob(request, reply, app.lookup.deps.bus, request.params.id, async () => {
        const preview = await load(request.params.id);
        const events: StreamEvent[] = [];
        for (const progress of preview.sources) {
          const key = `${progress.source}:${progress.state}`;
          if (progress.state === 'pending' || sent.has(key)) continue;
          sent.add(key);
          events.push({ name: 'source', data: progress satisfies SourceProgress });
        }
        if (preview.status === 'completed') events.push({ name: 'preview', data: preview });
        return { events, done: preview.status === 'completed' };
      });
    },
  );
};

export default previewRoutes;
