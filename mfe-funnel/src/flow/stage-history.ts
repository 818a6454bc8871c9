import type { FlowStage } from './flow-machine';
import type { FlowMemory } from './flow-memory';

/** What a funnel's history entry carries (in the router's location state): its run and stage. */
export interface FlowMarker {
  id: string;
  stage: FlowStage;
}

/**
 * The stages that get a history entry of their own, so Back returns to the stage before
 * (docs/decisions.md#funnel-memory). The others take over the current entry: the checks (the
 * first), /order's age gate and credit check (moments of the order form), and processing, which
 * replaces the payment entry so Back never leads to paying for a scan already paid.
 */
export const STAGES_WITH_OWN_ENTRY: ReadonlySet<FlowStage> = new Set<FlowStage>(['retrievingOwner', 'emailSubmit', 'payment']);

export function flowMarkerOf(state: unknown): FlowMarker | null {
  const marker = (state as { funnel?: unknown } | null)?.funnel as Partial<FlowMarker> | undefined;
  return marker && typeof marker.id === 'string' && typeof marker.stage === 'string' ? (marker as FlowMarker) : null;
}

/** The location state with the marker added; what else it holds (the scan email of /payment) stays. */
export function withFlowMarker(state: unknown, marker: FlowMarker): Record<string, unknown> {
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return { ...base, funnel: marker };
}

/**
 * Whether a reload or a move in the history may put the flow back at `stage`: any stage before
 * the scan; processing only with the scan's request id (it re-attaches, spending nothing); never
 * the results (the report has its own page, /reports/:id) nor the moment of a credit check.
 */
export function isRestorable(stage: FlowStage, memory: Pick<FlowMemory, 'requestId' | 'target'>): boolean {
  if (stage === 'results' || stage === 'creditCheck') return false;
  if (stage === 'processing') return memory.requestId !== null && memory.target !== '';
  if (stage === 'payment' || stage === 'ageGate') return memory.target !== '';
  return true;
}
