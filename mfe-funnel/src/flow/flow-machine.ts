import type { ScanResultsResponse } from '@mailscout/contracts';

/**
 * The funnel's stages as one machine, for every page that sells a report
 * (docs/product.md#lookup-funnel, docs/product.md#order-flow, docs/product.md#states):
 * - `lookup` (/email-scan, /phone-scan): checks → progress and age gate → billing email →
 *   payment (or straight to processing with a credit) → processing → results;
 * - `order` (/order): email entry → age gate → credit check → payment or processing → results,
 *   and 'Look Up Another Email' back to the email entry;
 * - `payment` (/payment with a scan email) starts at payment, `return` (/return after a
 *   confirmed redirect payment) at processing.
 * A scan error goes back to payment. Any other event in a stage is refused: the state is
 * returned unchanged, so a late callback (a double click, a stage that already ended) cannot
 * skip a stage. `restore` puts the flow back at a stage this tab already reached (a reload, Back
 * or Forward: docs/decisions.md#funnel-memory); which stages may be restored is the page's
 * history hook's decision (flow/use-stage-history), never a stage not reached.
 * docs/decisions.md#never-twice: no route leads to processing without the buyer pressing pay or
 * 'Use 1 of your N credits' at the payment stage.
 */
export type FlowEntry = 'lookup' | 'order' | 'payment' | 'return';

export type FlowStage =
  /** The verification checklist (stage initiatingLookup). */
  | 'initiatingLookup'
  /** The progress screen; the age gate opens at its end. */
  | 'retrievingOwner'
  /** The billing email and the terms. */
  | 'emailSubmit'
  /** /order stage 1: the searched address and the billing email. */
  | 'orderEmail'
  /** /order: the age gate over the filled-in form. */
  | 'ageGate'
  /** /order: asking the server for a signed-in buyer's credits (the form shows it is busy). */
  | 'creditCheck'
  | 'payment'
  | 'processing'
  | 'results';

/**
 * Where a billing email or a credit check leads: always the payment stage, where paying or 'Use 1
 * of your N credits' is the buyer's own press (docs/decisions.md#never-twice); never straight to
 * the scan.
 */
export type PaidRoute = 'payment';

export interface FlowState {
  entry: FlowEntry;
  stage: FlowStage;
  /** The address or number looked up; null at /order until the email entry is submitted. */
  target: string | null;
  /** The buyer's email: receipts go there, and the scan runs for that account. */
  billingEmail: string;
  /** The finished scan, at the results stage. */
  results: ScanResultsResponse | null;
  /** Counts the scans this flow started at /order: each order is its own scan (remount key). */
  attempt: number;
  /**
   * start-scan's request id, chosen when the buyer paid or used a credit: the processing stage
   * sends it, so a reload re-attaches to the same scan and spends nothing (docs/decisions.md#funnel-memory).
   */
  requestId: string | null;
  /** The buyer asked for a new report although a live one exists (docs/decisions.md#never-twice). */
  fresh: boolean;
}

export type FlowEvent =
  | { type: 'checksDone' }
  | { type: 'ageConfirmed' }
  | { type: 'billingSubmitted'; route: PaidRoute; billingEmail: string }
  | { type: 'orderSubmitted'; target: string; billingEmail: string }
  | { type: 'creditsChecked'; route: PaidRoute }
  | { type: 'paid'; billingEmail: string; requestId: string }
  | { type: 'creditUsed'; billingEmail: string; requestId: string }
  | { type: 'freshChosen' }
  | { type: 'restore'; stage: FlowStage }
  | { type: 'scanCompleted'; results: ScanResultsResponse }
  | { type: 'scanFailed' }
  | { type: 'lookUpAnother' };

export type FlowEventType = FlowEvent['type'];

/** The events each stage accepts; everything else is refused. */
const ACCEPTS: Record<FlowStage, readonly FlowEventType[]> = {
  initiatingLookup: ['checksDone', 'restore'],
  retrievingOwner: ['ageConfirmed', 'restore'],
  emailSubmit: ['billingSubmitted', 'freshChosen', 'restore'],
  orderEmail: ['orderSubmitted', 'restore'],
  ageGate: ['ageConfirmed', 'restore'],
  creditCheck: ['creditsChecked', 'restore'],
  payment: ['paid', 'creditUsed', 'freshChosen', 'restore'],
  processing: ['scanCompleted', 'scanFailed', 'restore'],
  // Elsewhere 'Look Up Another' leaves the page (to the home page): not a stage of this flow.
  results: ['lookUpAnother', 'restore'],
};

const START: Record<FlowEntry, FlowStage> = { lookup: 'initiatingLookup', order: 'orderEmail', payment: 'payment', return: 'processing' };

/** A flow entered at `entry`; /payment and /return know their target and billing email already. */
export function startFlow(entry: FlowEntry, target: string | null = null, billingEmail = '', requestId: string | null = null): FlowState {
  return { entry, stage: START[entry], target, billingEmail, results: null, attempt: entry === 'order' ? 0 : 1, requestId, fresh: false };
}

/** Whether `state` accepts an event of this type. */
export function canSend(state: FlowState, type: FlowEventType): boolean {
  if (type === 'lookUpAnother' && state.entry !== 'order') return false;
  return ACCEPTS[state.stage].includes(type);
}

/** The next state; the same object when the event is refused in this stage. */
export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  if (!canSend(state, event.type)) return state;
  switch (event.type) {
    case 'checksDone':
      return { ...state, stage: 'retrievingOwner' };
    case 'ageConfirmed':
      return { ...state, stage: state.stage === 'ageGate' ? 'creditCheck' : 'emailSubmit' };
    case 'billingSubmitted':
      return { ...state, stage: event.route, billingEmail: event.billingEmail };
    case 'orderSubmitted':
      return { ...state, stage: 'ageGate', target: event.target, billingEmail: event.billingEmail };
    case 'creditsChecked':
      return { ...state, stage: event.route, attempt: state.attempt + 1 };
    case 'paid':
    case 'creditUsed':
      return { ...state, stage: 'processing', billingEmail: event.billingEmail, requestId: event.requestId };
    case 'freshChosen':
      return { ...state, fresh: true };
    case 'restore':
      return event.stage === state.stage ? state : { ...state, stage: event.stage };
    case 'scanCompleted':
      return { ...state, stage: 'results', results: event.results };
    case 'scanFailed':
      return { ...state, stage: 'payment' };
    case 'lookUpAnother':
      // The form starts empty; the attempt count goes on, so the next order's scan is a new one.
      return { ...startFlow('order'), attempt: state.attempt };
    default:
      return state;
  }
}

/** What the tab title names: the stage, except /order's email entry, age gate and credit check, which are one ('order'). */
export type TitleStage = Exclude<FlowStage, 'orderEmail' | 'ageGate' | 'creditCheck'> | 'order';

export function titleStage(stage: FlowStage): TitleStage {
  return stage === 'orderEmail' || stage === 'ageGate' || stage === 'creditCheck' ? 'order' : stage;
}

/** The paid part of the flow (payment → processing → results), which every entry shares. */
export function isPaidStage(stage: FlowStage): stage is 'payment' | 'processing' | 'results' {
  return stage === 'payment' || stage === 'processing' || stage === 'results';
}
