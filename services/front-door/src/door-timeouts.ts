/**
 * The front door's timeouts and health-check pace, in one place: the HAProxy configuration is
 * written from these, and docs/deploy.md#front-door (and its Kubernetes equivalent) quotes them.
 */
export const DOOR_TIMEOUTS = {
  /** A connection to an instance that is not set up by then counts as failed (and is retried elsewhere). */
  connectMs: 2_000,
  /** A visitor's request headers must arrive within this (slow clients are cut). */
  requestMs: 10_000,
  /** Inactivity of a visitor's connection, and of an instance's answer to an ordinary request. */
  clientMs: 30_000,
  serverMs: 30_000,
  /**
   * An event stream may be quiet this long: the API writes a keep-alive comment every 15 s
   * (services/api event-stream KEEPALIVE_MS) and ends streams itself after their lifetime.
   */
  streamIdleMs: 60_000,
  /** An idle kept-alive visitor connection is closed after this. */
  keepAliveMs: 10_000,
  /** A request waiting for a free connection to an instance gets 503 after this. */
  queueMs: 5_000,
  /** A stream waiting for a place is refused sooner: its client falls back to polling. */
  streamQueueMs: 1_000,
  /** Active health checks: every second; 2 failures take an instance out, 2 successes bring it back. */
  checkIntervalMs: 1_000,
  checkFall: 2,
  checkRise: 2,
  /** A check answered later than this failed: long enough for a busy machine, short enough for a hung instance. */
  checkTimeoutMs: 2_000,
  /** On SIGTERM or SIGUSR1 the door lets requests in flight finish for at most this long. */
  hardStopMs: 10_000,
} as const;
