import { z } from 'zod';

/** An instant as an ISO date-time or Unix seconds (the endpoint is announced, not built yet). */
const Instant = z.union([z.iso.datetime({ offset: true }), z.number()]).transform((value) => new Date(typeof value === 'number' ? value * 1000 : value));

/**
 * GET /api/reports as announced for the lookup engine. It is not in @mailscout/contracts yet;
 * when the endpoint lands its schema belongs there and this file goes.
 */
export const ReportsResponse = z.object({
  reports: z.array(
    z.object({
      scanId: z.string(),
      target: z.string(),
      createdAt: Instant,
      expiresAt: Instant.nullable(),
    }),
  ),
});
export type ReportsResponse = z.infer<typeof ReportsResponse>;
export type ReportSummary = ReportsResponse['reports'][number];
