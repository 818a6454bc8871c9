import type { SourceId, SourceState } from '@mailscout/contracts';

/** What the screen shows of a source (DECISIONS §1): found, nothing, or unavailable. */
export type Outcome = 'pending' | 'found' | 'not_found' | 'unavailable';

/**
 * A source's answer as a mark. error, timeout, rate_limited and disabled are all "unavailable"
 * (never "nothing found"); a source still pending once nothing more can arrive is unavailable too.
 */
export function outcomeOf(state: SourceState | undefined, settled: boolean): Outcome {
  if (state === 'found' || state === 'not_found') return state;
  if (state === undefined || state === 'pending') return settled ? 'unavailable' : 'pending';
  return 'unavailable';
}

export type SourceStates = Partial<Record<SourceId, SourceState>>;
