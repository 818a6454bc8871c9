/**
 * Whether this process is draining: from the moment a shutdown starts (SIGTERM, SIGINT) until it
 * exits (docs/deploy.md#graceful-shutdown). A readiness check answers not-ready while it is: the
 * API's own routes answer 503 from then on anyway (Fastify's closing state, /api/health
 * included); a readiness endpoint served elsewhere (an ops port) asks `isDraining()` or listens
 * with `onDraining`. One per process, like the signals that set it.
 */
let draining = false;
const listeners = new Set<() => void>();

export function isDraining(): boolean {
  return draining;
}

/** Called once when the shutdown starts (at once if it already has); returns the unsubscribe. */
export function onDraining(listener: () => void): () => void {
  if (draining) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shutdown's first step (`gracefulShutdown`'s `onDraining`). */
export function markDraining(): void {
  if (draining) return;
  draining = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}
