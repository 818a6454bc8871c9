import { useEffect, useState } from 'react';
import { ApiRequestError } from '@mailscout/api-client';
import { Preview, PreviewEventName, SourceProgress } from '@mailscout/contracts';
import { followEventStream, parseEvent } from '../api/event-stream';
import { fetchPreview, previewEventsUrl } from '../api/lookup-api';
import type { SourceStates } from './preview-outcome';

/**
 * The fallback when the event stream is refused, closed by the server or drops repeatedly:
 * GET the preview this often, the original's polling interval (docs/product.md#states, 5000 ms).
 */
export const PREVIEW_POLL_MS = 5000;
/** Consecutive failed polls after which the preview is given up (its rows read unavailable). */
const MAX_POLL_FAILURES = 5;

export type PreviewConnection = 'idle' | 'live' | 'polling' | 'lost';

export interface PreviewStream {
  preview: Preview | null;
  sources: SourceStates;
  connection: PreviewConnection;
}

const IDLE: PreviewStream = { preview: null, sources: {}, connection: 'idle' };

function withPreview(state: PreviewStream, preview: Preview): PreviewStream {
  const sources = { ...state.sources };
  for (const progress of preview.sources) sources[progress.source] = progress.state;
  return { ...state, preview, sources };
}

/**
 * Follows a preview as its sources answer: server-sent events first (reconnected after a
 * passing drop), polling `GET /api/previews/{id}` every 5 s when the stream is refused (the
 * server's caps on open streams), closed by the server, or drops repeatedly.
 */
export function usePreviewStream(previewId: string | null): PreviewStream {
  const [state, setState] = useState<PreviewStream>(IDLE);

  useEffect(() => {
    if (!previewId) return;
    let stopped = false;
    let completed = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState(IDLE);

    const apply = (preview: Preview) => {
      if (preview.status === 'completed') completed = true;
      setState((current) => withPreview(current, preview));
    };

    const poll = async () => {
      try {
        const preview = await fetchPreview(previewId);
        if (stopped) return;
        failures = 0;
        apply(preview);
        if (completed) return;
      } catch (error) {
        if (stopped) return;
        failures += 1;
        const expired = error instanceof ApiRequestError && error.status === 404;
        if (expired || failures >= MAX_POLL_FAILURES) {
          console.warn('preview unavailable', error instanceof Error ? error.message : error);
          setState((current) => ({ ...current, connection: 'lost' }));
          return;
        }
      }
      timer = setTimeout(() => void poll(), PREVIEW_POLL_MS);
    };

    const startPolling = () => {
      if (stopped || completed) return;
      setState((current) => ({ ...current, connection: 'polling' }));
      void poll();
    };

    const stream = followEventStream(previewEventsUrl(previewId), PreviewEventName.options, {
      onEvent(name, data) {
        if (stopped) return;
        if (name === 'source') {
          const progress = parseEvent(SourceProgress, data);
          if (progress) setState((current) => ({ ...current, sources: { ...current.sources, [progress.source]: progress.state } }));
        } else if (name === 'preview') {
          const preview = parseEvent(Preview, data);
          if (preview) apply(preview);
        }
      },
      onFallback: startPolling,
    });
    if (stream) setState((current) => ({ ...current, connection: 'live' }));
    else startPolling();

    return () => {
      stopped = true;
      stream?.close();
      clearTimeout(timer);
    };
  }, [previewId]);

  return previewId ? state : IDLE;
}
