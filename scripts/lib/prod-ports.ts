/** The ports of `pnpm start:prod`: web (the edge and the remotes' origins) and services, each from a base. */
export interface ProdPorts {
  edge: number;
  remotes: { marketing: number; funnel: number; account: number; legal: number };
  /** The API instances, in the edge's order (instance 1, 2, …). */
  apis: number[];
  stripe: number;
  sources: number;
  /** UDP: the stand-ins' DNS server. */
  sourcesDns: number;
  smtp: number;
  mailUi: number;
  mongo: number;
}

/**
 * Away from `pnpm start` (3000–3004, 4000, 27018, 12111, 4300, 1025/1080) and e2e's blocks, so
 * both can run beside it. Web: edge at the base, remotes the next four. Services: API instances
 * from the base, the stand-ins from base + 10, MongoDB at base + 20.
 */
export function prodPorts(webBase = 8080, serviceBase = 8100, instances = 2): ProdPorts {
  if (instances < 1 || instances > 9) throw new Error('--instances must be between 1 and 9');
  return {
    edge: webBase,
    remotes: { marketing: webBase + 1, funnel: webBase + 2, account: webBase + 3, legal: webBase + 4 },
    apis: Array.from({ length: instances }, (_, i) => serviceBase + i),
    stripe: serviceBase + 10,
    sources: serviceBase + 11,
    sourcesDns: serviceBase + 12,
    smtp: serviceBase + 13,
    mailUi: serviceBase + 14,
    mongo: serviceBase + 20,
  };
}
