/**
 * The search event of docs/product.md#states ("a search event pixel fires on a successful lookup"), as a hook
 * instead of a pixel: whoever needs it (analytics, once consented to) subscribes with `onSearch`.
 * No third-party pixel is loaded by default, and the event carries no email address.
 */
export interface SearchEvent {
  kind: 'email';
  /** The lookup status that sent the visitor on to the funnel. */
  status: string;
}

export type SearchListener = (event: SearchEvent) => void;

const listeners = new Set<SearchListener>();

/** Subscribes to successful searches; returns the unsubscribe function. */
export function onSearch(listener: SearchListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSearch(event: SearchEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      // A broken listener must never break the search itself.
      console.error('search listener failed', error);
    }
  }
}
