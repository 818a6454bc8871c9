import type { Params } from './params';
import { invalidParameter, invalidRequest } from './errors';
import type { StripeObject } from '../state/store';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/**
 * Cursor pagination over a newest-first array, as Stripe does: `starting_after` pages
 * towards older objects, `ending_before` towards newer ones; `limit` is 1..100 (default 10).
 */
export function paginate<T extends StripeObject>(items: T[], params: Params, url: string): ListObject<T> {
  const limit = (params.limit as number | undefined) ?? 10;
  if (limit < 1 || limit > 100) throw invalidParameter('limit', 'Invalid limit: must be between 1 and 100', 'parameter_invalid_integer');
  const after = params.starting_after as string | undefined;
  const before = params.ending_before as string | undefined;
  if (after && before) throw invalidRequest('You may only specify one of these parameters: ending_before, starting_after.');
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index < 0) throw invalidRequest(`No such object: '${after}'`, { code: 'resource_missing', param: 'starting_after', status: 404 });
    const rest = items.slice(index + 1);
    return { object: 'list', data: rest.slice(0, limit), has_more: rest.length > limit, url };
  }
  if (before) {
    const index = items.findIndex((item) => item.id === before);
    if (index < 0) throw invalidRequest(`No such object: '${before}'`, { code: 'resource_missing', param: 'ending_before', status: 404 });
    const head = items.slice(0, index);
    return { object: 'list', data: head.slice(Math.max(0, head.length - limit)), has_more: head.length > limit, url };
  }
  return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url };
}

/** An embedded list (subscription.items, invoice.lines) that is always complete. */
export function embeddedList<T>(data: T[], url: string): ListObject<T> & { total_count: number } {
  return { object: 'list', data, has_more: false, total_count: data.length, url };
}
