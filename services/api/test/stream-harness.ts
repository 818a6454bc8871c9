import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { App } from '../src/app';
import type { PreviewDocument } from '../src/store/repositories/previews-repository';
import { rawCollection } from './raw-db';

/** A preview that stays running (its deadline is far away): its streams stay open until closed. */
export function runningPreview(id: string = randomUUID(), now = new Date()): PreviewDocument {
  return {
    _id: id,
    kind: 'email',
    targetHash: `hash-${id}`,
    status: 'running',
    sources: {
      'local-checks': { source: 'local-checks', state: 'pending', at: null },
      gravatar: { source: 'gravatar', state: 'pending', at: null },
    },
    emailChecks: null,
    phoneChecks: null,
    hints: { ownerNameFound: false, locationFound: false, serviceProvider: null, phoneFound: false, socialProfiles: 0, addressRecords: 0, breaches: 0 },
    createdAt: now,
    deadlineAt: new Date(now.getTime() + 3_600_000),
    expiresAt: new Date(now.getTime() + 86_400_000),
  };
}

export async function createRunningPreviews(app: App, count: number): Promise<string[]> {
  const docs = Array.from({ length: count }, () => runningPreview());
  if (docs.length > 0) await (await rawCollection<PreviewDocument>(app, 'previews')).insertMany(docs);
  return docs.map((doc) => doc._id);
}

export interface ParsedEvent {
  event: string;
  data: unknown;
}

/** One open stream over a real socket: its status, the events so far, and how it ended. */
export interface LiveStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body when the answer is not a stream (a refusal). */
  body: () => string;
  events: ParsedEvent[];
  /** Resolves when the server closed the stream (or it was closed here). */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` and resolves once the status is known; the events keep arriving in `events`. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const events: ParsedEvent[] = [];
      let buffer = '';
      let text = '';
      let done!: () => void;
      const ended = new Promise<void>((resolveEnded) => (done = resolveEnded));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      });
      response.on('close', () => done());
      response.on('error', () => done());
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: () => text,
        events,
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

export async function until(condition: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
