/**
 * The `previous_attributes` of an `*.updated` event: each top-level field whose value changed,
 * with its value before the update (Stripe sends null for a field that was absent). Undefined
 * when nothing changed, so the event carries no `previous_attributes` at all.
 */
export function previousAttributes(before: object, after: object): Record<string, unknown> | undefined {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(now)) if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) out[key] = was[key] ?? null;
  return Object.keys(out).length ? out : undefined;
}
