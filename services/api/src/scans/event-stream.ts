import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProgressBus } from './progress-bus';

// Changes made by another process (a separate worker) are picked up this often.
const POLL_MS = 250;
const KEEPALIVE_MS = 15_000;

export interface StreamEvent {
  name: string;
  data: unknown;
}

/**
 * Serves server-sent events for one job. `next` reads the job and returns the events not sent
 * yet (it keeps its own memory of what was sent) and whether the stream is finished. It runs
 * at once, whenever the job changes in this process, and on a short interval otherwise.
 */
export async function streamJob(
  request: FastifyRequest,
  reply: FastifyReply,
  bus: ProgressBus,
  jobId: string,
  next: () => Promise<{ events: StreamEvent[]; done: boolean }>,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies (nginx) must not buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');

  let closed = false;
  let busy = false;
  let again = false;
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe = () => {};

  const finish = () => {
    if (closed) return;
    closed = true;
    for (const timer of timers) clearInterval(timer);
    unsubscribe();
    raw.end();
  };

  const pump = async () => {
    if (closed) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const { events, done } = await next();
        for (const event of events) raw.write(`event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`);
        if (done) {
          raw.write('event: end\ndata: {}\n\n');
          finish();
          return;
        }
      } while (again && !closed);
    } catch (error) {
      request.log.warn({ err: error }, 'event stream read failed');
      finish();
    } finally {
      busy = false;
    }
  };

  unsubscribe = bus.subscribe(jobId, () => void pump());
  timers.push(setInterval(() => void pump(), POLL_MS));
  timers.push(setInterval(() => !closed && raw.write(': keep-alive\n\n'), KEEPALIVE_MS));
  request.raw.on('close', finish);
  await pump();
}
