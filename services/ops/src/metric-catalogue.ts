/**
 * Every metric our processes serve, written once (docs/operations.md#metrics). Names and labels
 * follow Prometheus' conventions: the `mailscout_` prefix, `_total` for counters, `_seconds` for
 * times, base units only, and labels drawn from small fixed sets (a route pattern, a status, a
 * source id, an outcome) — never an address, an id, a URL or free text, which would make a new
 * series per visitor. The alerting rules (deploy/prometheus/alerts.yaml) and docs/operations.md
 * may name only what is here; a test holds them to it.
 */

export type MetricProcess = 'api' | 'worker' | 'edge';

export interface MetricDefinition {
  type: 'counter' | 'gauge' | 'histogram';
  name: string;
  help: string;
  labels: readonly string[];
  /** Histograms: the upper bounds of the buckets, in the metric's unit (seconds). */
  buckets?: readonly number[];
  /** The processes that serve it (the API runs scans itself with SCAN_WORKER=inline). */
  processes: readonly MetricProcess[];
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;
const SCAN_BUCKETS = [0.25, 0.5, 1, 2, 4, 8, 12, 20, 30, 60] as const;
const CALL_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10] as const;
const FETCH_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5] as const;

const SCANNING = ['api', 'worker'] as const;

export const METRIC_CATALOGUE = {
  // HTTP, on the API and the edge: `route` is the route's pattern (`/api/scans/:id`), `unmatched` for none.
  httpRequests: {
    type: 'counter',
    name: 'mailscout_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code (an event stream that opened is counted by mailscout_event_streams_open; a refused one here)',
    labels: ['method', 'route', 'status'],
    processes: ['api', 'edge'],
  },
  httpRequestDuration: {
    type: 'histogram',
    name: 'mailscout_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern (an event stream that opened is not an answer here: see mailscout_event_streams_open)',
    labels: ['method', 'route'],
    buckets: HTTP_BUCKETS,
    processes: ['api', 'edge'],
  },

  // Paid scans, in the process that runs them (the worker; the API with SCAN_WORKER=inline).
  scansStarted: {
    type: 'counter',
    name: 'mailscout_scans_started_total',
    help: 'Scans a worker of this process began running, by kind (email, phone)',
    labels: ['kind'],
    processes: SCANNING,
  },
  scansFinished: {
    type: 'counter',
    name: 'mailscout_scans_finished_total',
    help: 'Scans this process stopped running, by kind and outcome: completed, failed (given up), handed_back (shutdown), lease_lost (another worker took it), error (a bug or the database)',
    labels: ['kind', 'outcome'],
    processes: SCANNING,
  },
  scanDuration: {
    type: 'histogram',
    name: 'mailscout_scan_duration_seconds',
    help: 'Time a scan ran in this process, from being claimed to its outcome, by kind and outcome',
    labels: ['kind', 'outcome'],
    buckets: SCAN_BUCKETS,
    processes: SCANNING,
  },
  scanQueueDepth: {
    type: 'gauge',
    name: 'mailscout_scan_queue_depth',
    help: 'Scans queued and waiting for a worker (read from MongoDB when scraped)',
    labels: [],
    processes: SCANNING,
  },
  scanQueueOldestAge: {
    type: 'gauge',
    name: 'mailscout_scan_queue_oldest_age_seconds',
    help: 'How long the oldest queued scan has waited for a worker; 0 when none waits (read from MongoDB when scraped)',
    labels: [],
    processes: SCANNING,
  },
  workerLoopAge: {
    type: 'gauge',
    name: 'mailscout_worker_loop_age_seconds',
    help: "Seconds since the scan worker's loop last turned (liveness: it turns at least every half second while it runs)",
    labels: [],
    processes: SCANNING,
  },

  // The data sources, per process that asks them.
  sourceCalls: {
    type: 'counter',
    name: 'mailscout_source_calls_total',
    help: 'Answers of each data source, by source id and outcome: found, not_found, error, timeout, rate_limited (by the source or our own budget), circuit_open (skipped), cached (not asked)',
    labels: ['source', 'outcome'],
    processes: SCANNING,
  },
  sourceCallDuration: {
    type: 'histogram',
    name: 'mailscout_source_call_duration_seconds',
    help: 'Time a call to a data source took (calls that went out only), by source id',
    labels: ['source'],
    buckets: CALL_BUCKETS,
    processes: SCANNING,
  },
  sourceCircuitState: {
    type: 'gauge',
    name: 'mailscout_source_circuit_state',
    help: "Each data source's circuit breaker in this process: 0 closed (asked), 1 half-open (one trial call), 2 open (skipped)",
    labels: ['source'],
    processes: SCANNING,
  },

  // Event streams (server-sent events), per API instance.
  eventStreamsOpen: {
    type: 'gauge',
    name: 'mailscout_event_streams_open',
    help: 'Event streams (scan and preview progress) open on this instance, by kind of job',
    labels: ['feed'],
    processes: ['api'],
  },
  eventStreamsRefused: {
    type: 'counter',
    name: 'mailscout_event_streams_refused_total',
    help: 'Event streams refused, by reason: client (STREAMS_PER_CLIENT reached), capacity (STREAMS_MAX reached)',
    labels: ['reason'],
    processes: ['api'],
  },

  // Sign-in codes (docs/decisions.md#sign-in-codes).
  signInCodesRequested: {
    type: 'counter',
    name: 'mailscout_sign_in_codes_requested_total',
    help: 'One-time codes asked for, by purpose (login, cancel, opt_out …), refused ones included',
    labels: ['purpose'],
    processes: ['api'],
  },
  signInCodesRefused: {
    type: 'counter',
    name: 'mailscout_sign_in_codes_refused_total',
    help: 'Code requests refused, by purpose and reason: client_limit, address_limit, challenge (bot challenge failed or missing), mail_unavailable',
    labels: ['purpose', 'reason'],
    processes: ['api'],
  },
  signInCodeChecks: {
    type: 'counter',
    name: 'mailscout_sign_in_code_checks_total',
    help: 'Codes checked, by purpose and outcome: accepted, wrong, used_up, locked (the address had too many wrong tries), rate_limited, challenge (bot challenge failed or missing), error',
    labels: ['purpose', 'outcome'],
    processes: ['api'],
  },

  // Payments (docs/deploy.md#stripe).
  payments: {
    type: 'counter',
    name: 'mailscout_payments_total',
    help: 'Payment attempts (a subscription started, a pack bought, a plan changed), by type (subscription, pack, plan_change) and outcome: ok, pending (the card holder must confirm it), declined (the card), refused (our rules: terms, limits), error (Stripe or a bug)',
    labels: ['type', 'outcome'],
    processes: ['api'],
  },
  webhooks: {
    type: 'counter',
    name: 'mailscout_stripe_webhooks_total',
    help: "Stripe webhook deliveries, by event type (the handled ones; `other` for the rest) and outcome: applied, duplicate, ignored, rejected (bad signature), failed (Stripe retries)",
    labels: ['type', 'outcome'],
    processes: ['api'],
  },

  // The edge's page composition (docs/architecture.md#page-request).
  edgeCompositions: {
    type: 'counter',
    name: 'mailscout_edge_compositions_total',
    help: "Pages the edge answered, by how: fresh (fragment fetched now), cached (fragment from memory), stale (an older fragment after a failed fetch), client (no fragment: the shell renders in the browser), fallback (composition failed: the shell's plain page)",
    labels: ['result'],
    processes: ['edge'],
  },
  edgeReleaseFetches: {
    type: 'counter',
    name: 'mailscout_edge_release_fetches_total',
    help: "The edge's fetches from the release store (prerender manifests, fragments, remote manifests), by outcome: ok, not_found, error (another status), failed (no answer or timed out)",
    labels: ['outcome'],
    processes: ['edge'],
  },
  edgeReleaseFetchDuration: {
    type: 'histogram',
    name: 'mailscout_edge_release_fetch_duration_seconds',
    help: 'Time a fetch from the release store took',
    labels: [],
    buckets: FETCH_BUCKETS,
    processes: ['edge'],
  },

  // Every process.
  ready: {
    type: 'gauge',
    name: 'mailscout_ready',
    help: 'Whether the process is ready (1) or not (0: a dependency is down, it is starting or draining), as /readyz last answered',
    labels: [],
    processes: ['api', 'worker', 'edge'],
  },
} as const satisfies Record<string, MetricDefinition>;

export type MetricCatalogue = typeof METRIC_CATALOGUE;
export type MetricKey = keyof MetricCatalogue;

/** The names of our own metrics, for the alerting rules' test and the docs. */
export function catalogueNames(): string[] {
  return Object.values(METRIC_CATALOGUE).map((metric) => metric.name);
}
