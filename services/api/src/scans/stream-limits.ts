import { DomainError } from '../errors/domain-error';

/** The limits on live event streams (docs/architecture.md#event-streams), from the configuration (`config.streams`). */
export interface StreamLimits {
  /** Open streams one client (its address) may hold at once; one more is answered 429. */
  perClient: number;
  /** Open streams the process holds at once; one more is answered 503. */
  total: number;
  /** A stream with nothing new to send for this long is closed (the client polls instead). */
  idleMs: number;
  /** No stream stays open longer than this. */
  maxLifetimeMs: number;
  /** How often every watched job is read again, in one read per kind, for changes made by another process. */
  pollMs: number;
}

/** Seconds a refused client is asked to wait: its own streams end within a poll or two. */
export const PER_CLIENT_RETRY_AFTER_SECONDS = 5;
/** Seconds to wait when the whole process is full: longer, so refused clients do not stampede. */
export const OVERALL_RETRY_AFTER_SECONDS = 30;

/** A refused stream: the one error shape, plus the seconds for the Retry-After header. */
export class StreamRefusedError extends DomainError {
  declare readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, options: ConstructorParameters<typeof DomainError>[0]) {
    super({ ...options, retryAfterSeconds });
  }
}

export interface StreamTicket {
  /** Gives the place back; calling it again does nothing. */
  release(): void;
}

/**
 * Counts open streams per client and overall. `admit` takes a place or throws the refusal;
 * the place is given back when the stream ends.
 */
export class StreamAdmission {
  private readonly byClient = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: Pick<StreamLimits, 'perClient' | 'total'>) {}

  /** Open streams in all. */
  get size(): number {
    return this.open;
  }

  /** Open streams of one client. */
  countFor(client: string): number {
    return this.byClient.get(client) ?? 0;
  }

  admit(client: string): StreamTicket {
    const mine = this.countFor(client);
    if (mine >= this.limits.perClient) {
      throw new StreamRefusedError(PER_CLIENT_RETRY_AFTER_SECONDS, {
        code: 'TOO_MANY_STREAMS',
        message: `Too many live updates are open from your connection (at most ${this.limits.perClient}). Close another MailScout tab or try again in ${PER_CLIENT_RETRY_AFTER_SECONDS} seconds; your lookup keeps running.`,
      });
    }
    if (this.open >= this.limits.total) {
      throw new StreamRefusedError(OVERALL_RETRY_AFTER_SECONDS, {
        code: 'STREAMS_AT_CAPACITY',
        message: `Live updates are busy right now. Your lookup keeps running; please try again in ${OVERALL_RETRY_AFTER_SECONDS} seconds.`,
      });
    }
    this.open += 1;
    this.byClient.set(client, mine + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.open -= 1;
        const left = this.countFor(client) - 1;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
      },
    };
  }
}
