import { z } from 'zod';
import { parseDuration } from './duration';

/** The kinds of value the environment's variables take, each with its one error message. */

export const IsoDate = z.iso.date({ error: 'must be a date like 2025-04-22' });

export function wholeNumber(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .default(fallback);
}

export function durationAtLeast(minMs: number, fallbackMs: number) {
  return z
    .string()
    .transform((text, ctx) => {
      const ms = parseDuration(text);
      if (ms === undefined || ms < minMs) {
        ctx.addIssue({ code: 'custom', message: `must be a duration of at least ${minMs} ms, e.g. '10s' or 10000 (ms)` });
        return z.NEVER;
      }
      return ms;
    })
    .default(fallbackMs);
}

export function httpOrigin(fallback: string) {
  return z
    .string()
    .refine(isHttpOrigin, 'must be an http(s) origin without a path')
    .transform((text) => new URL(text).origin)
    .default(fallback);
}

export function isHttpOrigin(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
}
