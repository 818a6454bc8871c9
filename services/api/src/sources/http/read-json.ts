import type { z } from 'zod';
import type { SourceAnswer } from '../source';

export type JsonResult<T> = { ok: true; value: T } | { ok: false; answer: SourceAnswer };

/**
 * The body of a 2xx answer, checked against the shape the source relies on (zod at the
 * boundary): a body that is not JSON, or JSON of another shape, is an `error`, not a find.
 */
export function readJson<T extends z.ZodType>(service: string, body: string, schema: T): JsonResult<z.output<T>> {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { ok: false, answer: { state: 'error', reason: `${service} answered with malformed JSON` } };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, answer: { state: 'error', reason: `${service} answered an unexpected shape (${issue?.path.join('.') || 'body'}: ${issue?.message})` } };
  }
  return { ok: true, value: parsed.data };
}
