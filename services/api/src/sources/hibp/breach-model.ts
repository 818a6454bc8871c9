import { z } from 'zod';

/**
 * Have I Been Pwned's breach model (API v3), the fields the source reads. A truncated account
 * answer carries only `Name`; the catalogue and a full answer carry the rest.
 */
export const HibpBreach = z.object({
  Name: z.string(),
  Title: z.string().optional(),
  Domain: z.string().nullable().optional(),
  BreachDate: z.string().nullable().optional(),
  PwnCount: z.number().nullable().optional(),
  Description: z.string().nullable().optional(),
  DataClasses: z.array(z.string()).optional(),
  IsSensitive: z.boolean().optional(),
  IsSpamList: z.boolean().optional(),
});
export type HibpBreach = z.infer<typeof HibpBreach>;

export const HibpBreaches = z.array(HibpBreach);

/** A breach has its details when the flags that decide whether it may be reported are there. */
export const hasDetails = (breach: HibpBreach) => breach.Title !== undefined && breach.IsSensitive !== undefined;
