import type { StripeObject } from '../state/store';
import type { Route } from './router';
import { invalidParameter, invalidRequest } from './errors';

/**
 * Stripe's search endpoints (`GET /v1/<resources>/search`) with its query language as far as the
 * emulator searches: `field:'value'` clauses (exact match) on the resource's searchable fields
 * and `metadata['key']`, joined by AND or by OR (Stripe does not allow both in one query). The
 * answer is a `search_result`, newest first; `page` is the opaque `next_page` of the answer before.
 */
type Clause = { field: string; value: string };

export interface SearchSpec<T extends StripeObject> {
  path: string;
  object: string;
  /** The fields Stripe lets this resource be searched by (besides metadata). */
  fields: string[];
  /** How a field compares: its value as text, lower-cased where Stripe matches without case. */
  fieldValue?: (item: T, field: string) => string | null;
  /** Objects the search never finds (deleted customers). */
  include?: (item: T) => boolean;
  caseInsensitive?: string[];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function parseQuery(query: string, fields: string[]): { clauses: Clause[]; join: 'AND' | 'OR' } {
  const clausePattern = new RegExp(`^(${fields.map(escape).join('|')}|metadata\\['([^']+)'\\]):'((?:[^'\\\\]|\\\\.)*)'$`);
  const hasAnd = / AND /.test(query);
  const hasOr = / OR /.test(query);
  if (hasAnd && hasOr) throw invalidParameter('query', 'Search queries cannot mix AND and OR.');
  const join = hasOr ? 'OR' : 'AND';
  const clauses = query.split(join === 'OR' ? / OR / : / AND /).map((text) => {
    const match = clausePattern.exec(text.trim());
    if (!match) throw invalidParameter('query', `Invalid search query: ${text.trim()}. Use field:'value' with ${fields.join(', ')} or metadata['key'].`);
    return { field: match[2] ? `metadata.${match[2]}` : (match[1] as string), value: (match[3] as string).replace(/\\(.)/g, '$1') };
  });
  return { clauses, join };
}

function plainValue(item: StripeObject, field: string): string | null {
  if (field.startsWith('metadata.')) return (item.metadata as Record<string, string> | undefined)?.[field.slice('metadata.'.length)] ?? null;
  const value = item[field];
  return value === null || value === undefined ? null : String(value);
}

export function searchRoute<T extends StripeObject>(spec: SearchSpec<T>): Route {
  return {
    method: 'GET',
    path: spec.path,
    params: { spec: { 'query!': 'string', limit: 'int', page: 'string' } },
    handler: ({ emulator, params }) => {
      const { clauses, join } = parseQuery(params.query as string, spec.fields);
      const limit = (params.limit as number | undefined) ?? 10;
      if (limit < 1 || limit > 100) throw invalidParameter('limit', 'Invalid limit: must be between 1 and 100', 'parameter_invalid_integer');
      const offset = params.page ? Number(Buffer.from(params.page as string, 'base64url').toString()) : 0;
      if (!Number.isInteger(offset) || offset < 0) throw invalidRequest('Invalid page.', { param: 'page' });
      const fold = (field: string, text: string | null) => (text !== null && spec.caseInsensitive?.includes(field) ? text.toLowerCase() : text);
      const holds = (item: T) => (clause: Clause) => fold(clause.field, (spec.fieldValue ?? plainValue)(item, clause.field)) === fold(clause.field, clause.value);
      const matches = (item: T) => (spec.include ? spec.include(item) : true) && (join === 'AND' ? clauses.every(holds(item)) : clauses.some(holds(item)));
      const found = emulator.store.all<T>(spec.object).filter(matches);
      const data = found.slice(offset, offset + limit);
      const more = found.length > offset + limit;
      return { object: 'search_result', data, has_more: more, next_page: more ? Buffer.from(String(offset + limit)).toString('base64url') : null, url: spec.path };
    },
  };
}
