import { useEffect } from 'react';
import type { LookupKind, Preview, SourceId } from '@mailscout/contracts';
import { outcomeOf, type Outcome, type SourceStates } from './preview-outcome';
import { rememberPreview } from '../flow/preview-store';
import { useLookupStart, type LookupStart } from './use-lookup-start';
import { usePreviewStream, type PreviewConnection } from './use-preview-stream';

export interface LookupPreview {
  lookup: LookupStart;
  preview: Preview | null;
  connection: PreviewConnection;
  /** Nothing more will arrive: the preview completed, or there is none, or it was lost. */
  settled: boolean;
  /** Every source's latest state as it streams in (the progress screen's categories read them). */
  sources: SourceStates;
  /** What a source answered; `null` (no source for this check) is unavailable. */
  outcome(source: SourceId | null): Outcome;
}

/**
 * The lookup of `target` (started once) and its live preview; with `knownPreviewId` (this tab's
 * funnel memory after a reload, docs/decisions.md#funnel-memory) that preview is followed again and
 * no new lookup is started.
 */
export function useLookupPreview(kind: LookupKind, target: string | null, knownPreviewId: string | null = null): LookupPreview {
  const lookup = useLookupStart(kind, target, knownPreviewId);
  const stream = usePreviewStream(lookup.status === 'ready' ? lookup.previewId : null);
  const settled = lookup.status === 'unavailable' || stream.connection === 'lost' || stream.preview?.status === 'completed';
  // The payment stage's type line, teaser and warning before payment read it (docs/decisions.md#credit-back).
  useEffect(() => {
    if (!target) return;
    rememberPreview(kind, target, stream.preview);
  }, [kind, target, stream.preview]);
  return {
    lookup,
    preview: stream.preview,
    connection: stream.connection,
    settled,
    sources: stream.sources,
    outcome: (source) => (source ? outcomeOf(stream.sources[source], settled) : 'unavailable'),
  };
}
