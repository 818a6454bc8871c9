/** The ports of `pnpm start:prod`: web (the front door and the release store) and services, each from a base. */
export interface ProdPorts {
  /** The front door (nginx): the one address visitors and Stripe's webhooks reach. */
  door: number;
  /** The release store, served as the CDN in front of it would serve it: every remote's releases. */
  store: number;
  /** The API instances, in the balancer's order (instance 1, 2, …). */
  apis: number[];
  stripe: number;
  sources: number;
  /** UDP: the stand-ins' DNS server. */
  sourcesDns: number;
  smtp: number;
  mailUi: number;
  /** HAProxy behind nginx: the balancer over the instances and the edge (loopback only). */
  balancer: number;
  /** The edge (composes pages; behind the door). */
  edge: number;
  /** The balancer's statistics page and Prometheus metrics (`/metrics`). */
  doorStats: number;
  mongo: number;
  /**
   * The ops ports (metrics, liveness, readiness: docs/operations.md#ops-port), one per process of
   * ours, on loopback, never behind the door: the API instances in their order, the worker, the edge.
   */
  ops: { apis: number[]; worker: number; edge: number };
}

/**
 * Away from `pnpm start` (3000–3004, 4000, 27018, 12111, 4300, 1025/1080) and e2e's blocks, so
 * both can run beside it. Web: the door at the base, the release store (the remotes' CDN) next.
 * Services: API instances from the base, the stand-ins from base + 10, the balancer, the edge and
 * the door's statistics at base + 15–17, MongoDB at base + 20, the ops ports of the edge at + 28, the
 * worker at + 29 and the API instances from + 30.
 */
export function prodPorts(webBase = 8080, serviceBase = 8100, instances = 2): ProdPorts {
  if (instances < 1 || instances > 9) throw new Error('--instances must be between 1 and 9');
  return {
    door: webBase,
    store: webBase + 1,
    apis: Array.from({ length: instances }, (_, i) => serviceBase + i),
    stripe: serviceBase + 10,
    sources: serviceBase + 11,
    sourcesDns: serviceBase + 12,
    smtp: serviceBase + 13,
    mailUi: serviceBase + 14,
    balancer: serviceBase + 15,
    edge: serviceBase + 16,
    doorStats: serviceBase + 17,
    mongo: serviceBase + 20,
    ops: { apis: Array.from({ length: instances }, (_, i) => serviceBase + 30 + i), worker: serviceBase + 29, edge: serviceBase + 28 },
  };
}
