import { categoryState, checkCounts, type CategoryCounts, type CategoryState, type NotSearchedReason, type Preview, type ReportCategory, type SourceId, type SourceState } from '@mailscout/contracts';

/** What the screen shows of a source (docs/decisions.md#progress-screen): found, nothing, or unavailable. */
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

/** A category as the progress screen and the checklist show it; `reason` only when not searched. */
export interface CategoryOutcome {
  state: CategoryState;
  reason?: NotSearchedReason;
}

/**
 * The preview's word on a report category (docs/decisions.md#progress-screen), by the contracts' one rule
 * (`categoryState`): the sources' states as they stream in, the free checks as soon as they
 * are known, and the per-category counts of the completed preview's hints.
 */
export function categoryOutcome(category: ReportCategory, input: { preview: Preview | null; sources: SourceStates; settled: boolean }): CategoryOutcome {
  const { preview } = input;
  const states = new Map<SourceId, SourceState>();
  for (const progress of preview?.sources ?? []) states.set(progress.source, progress.state);
  for (const [source, state] of Object.entries(input.sources) as Array<[SourceId, SourceState]>) states.set(source, state);
  const counts: CategoryCounts | null = preview
    ? { ...checkCounts(preview), ...(preview.status === 'completed' ? (preview.hints.categories ?? {}) : {}) }
    : null;
  // An older preview without per-category counts cannot say what the report holds.
  const known = preview?.status === 'completed' && preview.hints.categories !== undefined;
  const outcome = categoryState(category, {
    sources: [...states].map(([source, state]) => ({ source, state })),
    counts: known ? counts : counts && Object.keys(counts).length ? counts : null,
    settled: input.settled,
  });
  // Without the completed preview (lost, expired, the lookup refused) it is unknown which sources
  // were asked: a category some source looks for is unavailable, not "not searched".
  if (outcome.reason === 'notForKind' && preview?.status !== 'completed') return { state: 'unavailable' };
  return outcome;
}
