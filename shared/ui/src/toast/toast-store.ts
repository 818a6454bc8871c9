/**
 * The page's one toast queue, kept outside React so every remote that imports this singleton
 * package pushes into the same queue (docs/product.md#states and docs/product.md#constants: one toast at a time, 5000 ms by default;
 * dismissed toasts are removed after a delay).
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to 5000. */
  duration?: number;
  /**
   * The failed request's reference, shown as 'Reference: …' (docs/decisions.md#error-reference):
   * `errorReference(error)` from `@mailscout/api-client`.
   */
  reference?: string | undefined;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
  reference?: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    ...(input.reference ? { reference: input.reference } : {}),
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) if (!kept.includes(dropped)) clearTimer(dropped.id);
  emit(kept);
  timers.set(id, setTimeout(() => dismissToast(id), item.duration));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  clearTimer(id);
  if (!toasts.some((t) => t.id === id && t.open)) return;
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/**
 * Closes every open toast. A stage calls this when it ends, so a message about that stage
 * ('Payment Successful', 'Confirmation Email Updated') does not linger over the next one.
 */
export function dismissAllToasts(): void {
  for (const item of toasts) if (item.open) dismissToast(item.id);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget every toast and timer. */
export function resetToasts(): void {
  for (const id of [...timers.keys()]) clearTimer(id);
  emit([]);
}
