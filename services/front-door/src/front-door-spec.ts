/** One server behind the front door. */
export interface Upstream {
  /** Its name in the door's logs and statistics (`api-1`, `edge-1`). */
  name: string;
  host: string;
  port: number;
  /**
   * Its ops port (docs/operations.md#ops-port): when given, HAProxy's health check asks `/readyz`
   * there (ready, and not draining) instead of a path on `port`. Never a route for visitors.
   */
  opsPort?: number;
}

/**
 * What the front door is put in front of, as `pnpm start:prod` (or an operator) describes it;
 * both configurations (nginx in front, HAProxy behind it) and their error answers are generated
 * from this alone (docs/deploy.md#front-door).
 */
export interface FrontDoorSpec {
  /** Where visitors (and Stripe's webhooks) reach the site: nginx. */
  listen: { host: string; port: number };
  /** Where HAProxy listens for nginx (and the edge's own calls to the API): not for visitors. */
  balancer: { host: string; port: number };
  /** The address nginx connects to HAProxy from (one of the addresses the API trusts). */
  doorAddress: string;
  /** The API instances, in order (instance 1, 2, …): every `/api/*` request. */
  apis: readonly Upstream[];
  /** The edges, which compose pages and serve the shell's files: everything else. */
  edges: readonly Upstream[];
  /**
   * The address HAProxy connects to the API instances from. The API trusts X-Forwarded-For from
   * this address and `doorAddress` alone (its TRUST_PROXY, `trustedProxies`), so a caller reaching
   * an instance or HAProxy another way cannot claim to be someone else.
   */
  sourceAddress: string;
  /**
   * Open event streams one API instance takes (its STREAMS_MAX). The door lets a few more through,
   * so that the API's own refusal (503 with Retry-After) is what a visitor beyond it gets.
   */
  streamsPerInstance: number;
  /** Ordinary API requests in flight per instance; more wait in the door's queue (up to `queue`). */
  requestsPerInstance: number;
  /** Larger request bodies are refused at the door (413) before they reach an instance. */
  maxBodyBytes: number;
  /** Where the configurations, HAProxy's error answers and nginx's temporary files are written. */
  dir: string;
  /**
   * Addresses or CIDR ranges of a load balancer in front of nginx (a cloud one) whose
   * `X-Request-Id` nginx keeps (docs/architecture.md#request-id); none by default: nginx mints
   * every request's id itself.
   */
  trustedUpstreams?: readonly string[];
  /** The door's statistics page and Prometheus metrics (`/metrics`), for operators only. */
  stats?: { host: string; port: number };
  /**
   * A request header that pins an API instance by number, and the answer's header naming the one
   * that answered; for the topology test and an operator's diagnosis, off unless set.
   */
  pinHeader?: string;
}

/** The API's TRUST_PROXY behind this door: exactly the door's two addresses. */
export function trustedProxies(spec: Pick<FrontDoorSpec, 'doorAddress' | 'sourceAddress'>): string {
  return [spec.sourceAddress, spec.doorAddress].join(',');
}
