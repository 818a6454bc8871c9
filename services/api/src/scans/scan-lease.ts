import type { Store } from '../store/create-store';

export interface HeldLease {
  /** Aborted when the lease was lost: another worker holds the job now and finishes it. */
  readonly lost: AbortSignal;
  /** Aborted when the lease was lost or the worker stops: the job's sources stop waiting. */
  readonly halt: AbortSignal;
  /** Stops renewing and lets go of the worker's stop signal (the job ended). */
  end(): void;
}

/**
 * The lease on one claimed job while it runs: renewed every third of its length (at least every
 * 200 ms) while the holder still has it. One controller for the run, aborted by a lost lease or a
 * stop, held by this job's own listeners, never by a composite signal a garbage collection could
 * take away.
 */
export function holdLease(store: Store, jobId: string, workerId: string, leaseMs: number, stop: AbortSignal): HeldLease {
  const lost = new AbortController();
  const halt = new AbortController();
  const onStop = () => halt.abort();
  lost.signal.addEventListener('abort', onStop, { once: true });
  stop.addEventListener('abort', onStop, { once: true });
  if (stop.aborted) halt.abort();
  const renew = setInterval(() => {
    store.scans
      .renewLease(jobId, workerId, leaseMs)
      .then((kept) => {
        if (!kept) lost.abort();
      })
      .catch(() => undefined);
  }, Math.max(200, Math.floor(leaseMs / 3)));
  return {
    lost: lost.signal,
    halt: halt.signal,
    end() {
      clearInterval(renew);
      stop.removeEventListener('abort', onStop);
    },
  };
}
