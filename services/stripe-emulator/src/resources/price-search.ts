import type { Route } from '../wire/router';
import type { Price } from '../state/models';
import { invalidParameter, invalidRequest } from '../wire/errors';

/**
 * `GET /v1/prices/search` with Stripe's search query language, as far as prices are searched by
 * it: `field:'value'` clauses on active, currency, lookup_key, product, type and metadata['key'],
 * joined by AND or by OR (Stripe does not allow both in one query). The answer is a
 * `search_result`; `page` is the opaque `next_page` of the answer before.
 */
type Clause = { field: string; value: string };

const CLAUSE = /^(active|currency|lookup_key|product|type|metadata\['([^']+)'\]):'((?:[^'\\]|\\.)*)'$/;

function parseQuery(query: string): { clauses: Clause[]; join: 'AND' | 'OR' } {
  const hasAnd = / AND /.test(query);
  const hasOr = / OR /.test(query);
  if (hasAnd && hasOr) throw invalidParameter('query', 'Search queries cannot mix AND and OR.');
  const join = hasOr ? 'OR' : 'AND';
  const clauses = query.split(join === 'OR' ? / OR / : / AND /).map((text) => {
    const match = CLAUSE.exec(text.trim());
    if (!match) throw invalidParameter('query', `Invalid search query: ${text.trim()}. Use field:'value' with active, currency, lookup_key, product, type or metadata['key'].`);
    return { field: match[2] ? `metadata.${match[2]}` : match[1]!, value: match[3]!.replace(/\\(.)/g, '$1') };
  });
  return { clauses, join };
}

function valueOf(price: Price, field: string): string | null {
  if (field.startsWith('metadata.')) return price.metadata[field.slice('metadata.'.length)] ?? null;
  const value = (price as unknown as Record<string, unknown>)[field];
  return value === null || value === undefined ? null : String(value);
}

export const priceSearchRoute: Route = {
  method: 'GET',
  path: '/v1/prices/search',
  params: { spec: { 'query!': 'string', limit: 'int', page: 'string' } },
  handler: ({ emulator, params }) => {
    const { clauses, join } = parseQuery(params.query as string);
    const limit = (params.limit as number | undefined) ?? 10;
    if (limit < 1 || limit > 100) throw invalidParameter('limit', 'Invalid limit: must be between 1 and 100', 'parameter_invalid_integer');
    const offset = params.page ? Number(Buffer.from(params.page as string, 'base64url').toString()) : 0;
    if (!Number.isInteger(offset) || offset < 0) throw invalidRequest('Invalid page.', { param: 'page' });
    const holds = (price: Price) => (clause: Clause) => valueOf(price, clause.field) === clause.value;
    const matches = (price: Price) => (join === 'AND' ? clauses.every(holds(price)) : clauses.some(holds(price)));
    // Newest first, as Stripe orders search results by default.
    const found = emulator.store.all<Price>('price').filter(matches).reverse();
    const data = found.slice(offset, offset + limit);
    const more = found.length > offset + limit;
    return { object: 'search_result', data, has_more: more, next_page: more ? Buffer.from(String(offset + limit)).toString('base64url') : null, url: '/v1/prices/search' };
  },
};
