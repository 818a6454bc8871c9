import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LookupKind } from '@mailscout/contracts';
import { useFlowStageToasts, type StageToast } from './use-flow-stage-toasts';
import { useStageTitle } from './use-stage-title';
import { newRequestId } from './request-id';
import { flowReducer, titleStage, type FlowEvent, type FlowStage, type FlowState } from './flow-machine';
import { readFlowMemory, recallFlow, saveFlowMemory, type FlowMemory } from './flow-memory';
import { flowMarkerOf, isRestorable, withFlowMarker, STAGES_WITH_OWN_ENTRY } from './stage-history';

export interface Flow {
  state: FlowState;
  /** Moves the flow on; an event its stage does not accept is ignored (see flow-machine). */
  send(event: FlowEvent): void;
  /** A toast about a stage (usually the one being entered), dismissed when that stage ends (docs/product.md#states). */
  stageToast: StageToast<FlowStage>;
  /** This run of the funnel (its memory and history entries carry it). */
  id: string;
  /** The preview this run already started (a reload follows it again instead of a new lookup). */
  rememberedPreviewId: string | null;
}

/** The run a page opens: the remembered one when its history entry names it, else a new one. */
function openRun(kind: LookupKind, start: () => FlowState, marker: ReturnType<typeof flowMarkerOf>): { id: string; state: FlowState; memory: FlowMemory | null } {
  const fresh = start();
  const memory = recallFlow(marker?.id ?? null, fresh.entry, kind, fresh.target);
  if (!memory || !marker || !isRestorable(marker.stage, memory)) return { id: newRequestId(), state: fresh, memory: null };
  return {
    id: memory.id,
    memory,
    state: {
      ...fresh,
      stage: marker.stage,
      target: memory.target || fresh.target,
      billingEmail: memory.billingEmail || fresh.billingEmail,
      requestId: memory.requestId,
      fresh: memory.fresh,
    },
  };
}

/**
 * The funnel's stage machine in a page: its state, its stage toasts, and the tab title of its
 * stage (docs/product.md#states), claimed once for the whole page. docs/decisions.md#funnel-memory: each
 * stage the buyer reaches is written to this tab's memory and gets a history entry of its own
 * (payment, the billing email, the progress screen; the rest replace theirs), so a reload puts the
 * flow back where it was, and Back and Forward move between stages. A reload during processing
 * re-attaches to the scan by its request id; nothing paid is repeated.
 */
export function useFlow(kind: LookupKind, start: () => FlowState): Flow {
  const location = useLocation();
  const navigate = useNavigate();
  const [run] = useState(() => openRun(kind, start, flowMarkerOf(location.state)));
  const [state, send] = useReducer(flowReducer, run.state);
  const stageToast = useFlowStageToasts<FlowStage>(state.stage);
  useStageTitle(kind, titleStage(state.stage));
  const current = useRef(state);
  current.current = state;
  const { id } = run;

  // The memory follows every change of what the buyer reached.
  useEffect(() => {
    const known = readFlowMemory();
    saveFlowMemory({
      id,
      entry: state.entry,
      kind,
      target: state.target ?? '',
      stage: state.stage,
      billingEmail: state.billingEmail,
      requestId: state.requestId,
      fresh: state.fresh,
      previewId: known?.id === id ? known.previewId : null,
    });
  }, [id, kind, state.entry, state.target, state.stage, state.billingEmail, state.requestId, state.fresh]);

  // A new stage gets its history entry (or takes over the current one).
  useEffect(() => {
    const marker = flowMarkerOf(location.state);
    if (marker?.id === id && marker.stage === state.stage) return;
    const replace = marker?.id !== id || !STAGES_WITH_OWN_ENTRY.has(state.stage);
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace, state: withFlowMarker(location.state, { id, stage: state.stage }) });
    // Only a stage change makes an entry; the location is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.stage]);

  // Back or Forward to an entry of this run: the flow goes back to that entry's stage.
  useEffect(() => {
    const marker = flowMarkerOf(location.state);
    if (!marker || marker.id !== id || marker.stage === current.current.stage) return;
    const memory = readFlowMemory();
    if (memory && memory.id === id && isRestorable(marker.stage, memory)) send({ type: 'restore', stage: marker.stage });
    // Only a move in the history restores (a new location object; its key is not always set).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  return { state, send, stageToast, id, rememberedPreviewId: run.memory?.previewId ?? null };
}
