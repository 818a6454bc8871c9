import { useReducer } from 'react';
import type { LookupKind } from '@mailscout/contracts';
import { useFlowStageToasts, type StageToast } from '../funnel/use-flow-stage-toasts';
import { useStageTitle } from '../funnel/use-stage-title';
import { flowReducer, titleStage, type FlowEvent, type FlowStage, type FlowState } from './flow-machine';

export interface Flow {
  state: FlowState;
  /** Moves the flow on; an event its stage does not accept is ignored (see flow-machine). */
  send(event: FlowEvent): void;
  /** A toast about a stage (usually the one being entered), dismissed when that stage ends (issue 15.4). */
  stageToast: StageToast<FlowStage>;
}

/**
 * The funnel's stage machine in a page: its state, its stage toasts, and the tab title of its
 * stage (issue 15.4), claimed once for the whole page.
 */
export function useFlow(kind: LookupKind, start: () => FlowState): Flow {
  const [state, send] = useReducer(flowReducer, undefined, start);
  const stageToast = useFlowStageToasts<FlowStage>(state.stage);
  useStageTitle(kind, titleStage(state.stage));
  return { state, send, stageToast };
}
