import { Query } from 'mingo';
import { withMingo } from './mingo-errors';
import { queryOptions } from './query-options';
import { sharedQuery } from './shared-mingo-options';
import type { Doc } from '../bson/document';
import { notSupported } from '../errors';

export interface CompiledFilter {
  readonly filter: Doc;
  test(doc: Doc): boolean;
}

const MATCH_ALL: CompiledFilter = { filter: {}, test: () => true };

/** Compiles once per command so a bad operator fails before anything is read or written. */
export function compileFilter(filter: Doc | undefined, collation?: unknown): CompiledFilter {
  if (!filter || Object.keys(filter).length === 0) return MATCH_ALL;
  // find and an aggregate's leading $match take $text off first (text/text-search.ts); elsewhere it is refused by name.
  if ('$text' in filter) throw notSupported('$text outside find and the leading $match of an aggregate');
  const options = queryOptions({ collation });
  // Without a collation the options are the shared defaults: compile without copying them.
  const query = withMingo(() => ('collation' in options ? new Query(filter, options) : sharedQuery(filter)));
  return { filter, test: (doc) => withMingo(() => query.test(doc)) };
}
