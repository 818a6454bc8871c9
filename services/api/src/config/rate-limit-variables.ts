import { z } from 'zod';
import { parseDuration } from './duration';
import { wholeNumber } from './variable-types';

/** Rate limits per client (docs/architecture.md#client-address). Part of the one environment schema (config.ts). */
export function rateLimitVariables() {
  return {
    RATE_LIMIT_MAX: wholeNumber(1, 1_000_000, 300).describe('requests per client per RATE_LIMIT_WINDOW'),
    RATE_LIMIT_WINDOW: z
      .string()
      .transform((text, ctx) => {
        const ms = parseDuration(text);
        if (ms === undefined || ms < 1000) {
          ctx.addIssue({ code: 'custom', message: "must be a duration of at least 1 second, e.g. '1 minute', '30s' or 60000 (ms)" });
          return z.NEVER;
        }
        return ms;
      })
      .default(60_000).describe("the rate limit's window, e.g. 1 minute, 30s or 60000 (ms)"),
    RATE_LIMIT_NOT_FOUND_MAX: wholeNumber(1, 1_000_000, 60).describe('requests per client per window that answer 404'),
    LOOKUPS_PER_MINUTE_PER_CLIENT: wholeNumber(1, 100_000, 20).describe('email and phone lookups per client per minute'),
  };
}
