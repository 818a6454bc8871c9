import { invalidRequest } from './errors';
import { clone, type StripeObject } from '../state/store';

/**
 * Resolves ids to objects for Stripe's `expand[]` paths. Fields that Stripe only includes
 * when expanded (e.g. `invoice.confirmation_secret`, `invoice.payments`) are "virtual":
 * computed on demand by `virtual(object, field)`.
 */
export interface ExpandSource {
  lookup(id: string): StripeObject | undefined;
  virtual(owner: StripeObject, field: string): { value: unknown } | undefined;
}

const MAX_DEPTH = 4;

function notExpandable(path: string): Error {
  return invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand', beforeExecution: false });
}

export function applyExpansions<T>(root: T, paths: string[] | undefined, source: ExpandSource): T {
  if (!paths || paths.length === 0) return root;
  const expanded = new WeakSet<object>();
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH) throw invalidRequest(`You cannot expand more than ${MAX_DEPTH} levels of a property. Property: ${path}`, { param: 'expand' });
    walk(root as unknown, segments, path, source, expanded);
  }
  return root;
}

function walk(node: unknown, segments: string[], path: string, source: ExpandSource, expanded: WeakSet<object>): void {
  if (!node || typeof node !== 'object' || segments.length === 0) return;
  const [head, ...rest] = segments as [string, ...string[]];
  const record = node as Record<string, unknown>;
  // `data.x` on a list applies to every element.
  if (record.object === 'list' && head === 'data' && Array.isArray(record.data)) {
    for (const item of record.data) walk(item, rest, path, source, expanded);
    return;
  }
  let value = record[head];
  if (value === undefined) {
    const computed = source.virtual(record as StripeObject, head);
    if (!computed) throw notExpandable(path.split('.').slice(0, path.split('.').length - rest.length).join('.'));
    value = computed.value;
    if (value && typeof value === 'object') expanded.add(value);
    record[head] = value;
  } else if (typeof value === 'string') {
    const target = source.lookup(value);
    if (!target) throw notExpandable(head);
    value = clone(target);
    expanded.add(value as object);
    record[head] = value;
  } else if (value !== null && rest.length === 0 && !expanded.has(value as object)) {
    throw notExpandable(head);
  }
  if (rest.length > 0) walk(value, rest, path, source, expanded);
}
