import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  checks: z.record(z.string(), z.enum(['ok', 'down', 'not-configured'])),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
