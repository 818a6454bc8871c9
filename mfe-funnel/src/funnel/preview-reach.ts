import { useSyncExternalStore } from 'react';
import type { LookupKind, Preview } from '@mailscout/contracts';

/**
 * What the free preview learnt about the sources' reach, kept outside React so the payment stage
 * can warn before payment (docs/decisions.md#credit-back) without being handed the preview: the lookup funnel
 * and the checkout are separate parts that only share the target. In memory only, for this tab;
 * the fact is the server's `noNetworkedSourceAnswered` hint, a boolean about the sources.
 */
const unreachable = new Map<string, boolean>();
const listeners = new Set<() => void>();

const keyOf = (kind: LookupKind, target: string) => `${kind}:${target.trim().toLowerCase()}`;

/** Records a completed preview; a running one says nothing yet. */
export function rememberPreviewReach(kind: LookupKind, target: string, preview: Preview | null): void {
  if (!preview || preview.status !== 'completed') return;
  const key = keyOf(kind, target);
  const value = preview.hints.noNetworkedSourceAnswered === true;
  if (unreachable.get(key) === value) return;
  unreachable.set(key, value);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when this tab's preview of the target saw every networked source fail. */
export function usePreviewUnreachable(kind: LookupKind, target: string): boolean {
  return useSyncExternalStore(subscribe, () => unreachable.get(keyOf(kind, target)) === true, () => false);
}

/** For tests: forget every preview. */
export function resetPreviewReach(): void {
  unreachable.clear();
  for (const listener of listeners) listener();
}
