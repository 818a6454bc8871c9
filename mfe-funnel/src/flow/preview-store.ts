import { useSyncExternalStore } from 'react';
import { Preview, type LookupKind } from '@mailscout/contracts';

/**
 * The latest free preview of each target in this tab, kept outside React so the payment stage
 * (here, on /payment after /scan-process) can show the real type, the teaser and the warning
 * before payment without being handed the preview: the lookup funnel and the checkout are
 * separate parts that only share the target. The one store of the preview: everything the
 * checkout learns from it is derived here. It holds only what the preview holds: checks, counts
 * and which sources were asked, never a personal detail (docs/product.md#data hints). The latest
 * one is also kept in this tab's sessionStorage, so a reload at the payment stage still shows it
 * (docs/decisions.md#funnel-memory); one target at a time, so it cannot grow.
 */
const previews = new Map<string, Preview>();
const listeners = new Set<() => void>();
const STORAGE_KEY = 'mailscout.latestPreview';

const keyOf = (kind: LookupKind, target: string) => `${kind}:${target.trim().toLowerCase()}`;

function store(key: string, preview: Preview): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ key, preview }));
  } catch {
    /* without storage the preview lives in memory only */
  }
}

/** The stored preview of `key` (after a reload), or null; read once into memory. */
function restore(key: string): Preview | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as { key?: unknown; preview?: unknown }) : null;
    if (!saved || saved.key !== key) return null;
    const parsed = Preview.safeParse(saved.preview);
    if (!parsed.success) return null;
    previews.set(key, parsed.data);
    return parsed.data;
  } catch {
    return null;
  }
}

export function rememberPreview(kind: LookupKind, target: string, preview: Preview | null): void {
  if (!preview) return;
  const key = keyOf(kind, target);
  if (previews.get(key) === preview) return;
  previews.set(key, preview);
  store(key, preview);
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
    () => (target ? (previews.get(keyOf(kind, target)) ?? restore(keyOf(kind, target))) : null),
    () => null,
  );
}

/**
 * True when this tab's completed preview of the target saw every networked source fail (the
 * server's `noNetworkedSourceAnswered` hint), so the payment stage warns before payment
 * (docs/decisions.md#credit-back). A running preview says nothing yet.
 */
export function usePreviewUnreachable(kind: LookupKind, target: string): boolean {
  const preview = useRememberedPreview(kind, target);
  return preview?.status === 'completed' && preview.hints.noNetworkedSourceAnswered === true;
}

/** For tests: forget every preview. */
export function resetRememberedPreviews(): void {
  previews.clear();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  for (const listener of listeners) listener();
}
