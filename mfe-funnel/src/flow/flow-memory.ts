import type { LookupKind } from '@mailscout/contracts';
import type { FlowEntry, FlowStage } from './flow-machine';

const KEY = 'mailscout.funnelMemory';

const STAGES: readonly FlowStage[] = ['initiatingLookup', 'retrievingOwner', 'emailSubmit', 'orderEmail', 'ageGate', 'creditCheck', 'payment', 'processing', 'results'];

/**
 * What a funnel in this tab has reached, so a reload or Back finds it again
 * (docs/decisions.md#funnel-memory): per tab (sessionStorage), one funnel at a time, bound to its
 * run (`id`, also in the history entries it made) and to its target, so another ?email= or a new
 * search starts afresh. Nothing secret: no card data, no codes, no session; the request id only
 * lets this account's own session re-attach to the scan it started.
 */
export interface FlowMemory {
  /** This run of the funnel; its history entries carry it. */
  id: string;
  entry: FlowEntry;
  kind: LookupKind;
  target: string;
  stage: FlowStage;
  billingEmail: string;
  /** start-scan's request id once the buyer paid or used a credit. */
  requestId: string | null;
  fresh: boolean;
  /** The free preview's id, followed again instead of starting a new lookup. */
  previewId: string | null;
}

export function readFlowMemory(): FlowMemory | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<FlowMemory>) : null;
    if (!value || typeof value.id !== 'string' || typeof value.target !== 'string' || !STAGES.includes(value.stage as FlowStage)) return null;
    return {
      id: value.id,
      entry: value.entry === 'order' || value.entry === 'payment' || value.entry === 'return' ? value.entry : 'lookup',
      kind: value.kind === 'phone' ? 'phone' : 'email',
      target: value.target,
      stage: value.stage as FlowStage,
      billingEmail: typeof value.billingEmail === 'string' ? value.billingEmail : '',
      requestId: typeof value.requestId === 'string' ? value.requestId : null,
      fresh: value.fresh === true,
      previewId: typeof value.previewId === 'string' ? value.previewId : null,
    };
  } catch {
    return null;
  }
}

/**
 * This tab's memory of the funnel run `id` for this entry and target; null for any other. A page
 * that learns its target inside the flow (/order: null) takes the remembered one.
 */
export function recallFlow(id: string | null, entry: FlowEntry, kind: LookupKind, target: string | null): FlowMemory | null {
  if (!id) return null;
  const memory = readFlowMemory();
  if (!memory || memory.id !== id || memory.entry !== entry || memory.kind !== kind) return null;
  return target === null || memory.target === target ? memory : null;
}

export function saveFlowMemory(memory: FlowMemory): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    /* without storage the funnel still works; a reload starts it again */
  }
}

/** The preview id of the remembered run, kept as the lookup starts. */
export function rememberPreviewId(id: string, previewId: string): void {
  const memory = readFlowMemory();
  if (memory && memory.id === id && memory.previewId !== previewId) saveFlowMemory({ ...memory, previewId });
}

export function forgetFlowMemory(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
