import type { Options } from 'mingo/types';
import type { Doc } from '../bson/document';

/**
 * mingo options shared by queries, projections, sorts and pipelines. Scripts stay off: BSON Code
 * values are not JavaScript functions and a development server should not eval client input.
 */
export function queryOptions(extra: { collation?: unknown; collectionResolver?: (name: string) => Doc[] } = {}): Partial<Options> {
  const options: Partial<Options> = { scriptEnabled: false, useStrictMode: true };
  const collation = extra.collation as { locale?: unknown } | undefined;
  if (collation && typeof collation === 'object' && typeof collation.locale === 'string' && collation.locale !== 'simple') {
    Object.assign(options, { collation });
  }
  if (extra.collectionResolver) Object.assign(options, { collectionResolver: extra.collectionResolver });
  return options;
}
