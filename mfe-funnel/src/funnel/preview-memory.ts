import { useSyncExternalStore } from 'react';
import type { LookupKind, Preview } from '@mailscout/contracts';

/**
 * The latest free preview of each target in this tab, kept outside React so the payment stage
 * (here, on /payment after /scan-process) can show the real type and the teaser without being
 * handed the preview. It holds only what the preview holds: checks, counts and which sources
 * were asked, never a personal detail (docs/product.md#data hints). In memory only; gone on reload.
 */
const previews = new Map<string, Preview>();
const listeners = new Set<() => void>();

const keyOf = (kind: LookupKind, target: string) => `${kind}:${target.trim().toLowerCase()}`;

export function rememberPreview(kind: LookupKind, target: string, preview: Preview | null): void {
  if (!preview) return;
  const key = keyOf(kind, target);
  if (previews.get(key) === preview) return;
  previews.set(key, preview);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's latest preview of the target, or null when it has none (e.g. /order). */
export function useRememberedPreview(kind: LookupKind, target: string | null): Preview | null {
  return useSyncExternalStore(
    subscribe,
    () => (target ? (previews.get(keyOf(kind, target)) ?? null) : null),
    () => null,
  );
}

/** For tests: forget every preview. */
export function resetRememberedPreviews(): void {
  previews.clear();
  for (const listener of listeners) listener();
}
