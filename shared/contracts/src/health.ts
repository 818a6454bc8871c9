import { z } from 'zod';

/**
 * A data source's circuit in the answering process (docs/architecture.md#scans-end): `ok` answering, `degraded`
 * failing or timing out lately (or on trial after a cool-down), `open` skipped for a while.
 */
export const SourceHealthState = z.enum(['ok', 'degraded', 'open']);
export type SourceHealthState = z.infer<typeof SourceHealthState>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  checks: z.record(z.string(), z.enum(['ok', 'down', 'not-configured'])),
  /**
   * Each lookup source by id, without any personal data. Informational: a third-party source
   * being down leaves the instance healthy (reports are assembled from what answers). Absent
   * when the instance runs without the lookup engine.
   */
  sources: z.record(z.string(), SourceHealthState).optional(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
