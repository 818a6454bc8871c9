import { Query } from 'mingo';
import { Context } from 'mingo/core';
import * as updateOperators from 'mingo/operators/update';
import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import { Query as BaseQuery } from 'mingo/query';
import type { Options } from 'mingo/types';
import type { Doc } from '../bson/document';
import { $bsonSize } from './bson-size-operator';
import { queryOptions } from './query-options';

/**
 * mingo's public entry points (`Query`, `update`) turn plain options into its internal
 * ComputeOptions on every call, copying every operator table of the context (hundreds of
 * entries) each time: in a profile of the store benchmark that copy was the largest single cost
 * of a findOne or an `$inc`. A ComputeOptions instance passed back to mingo is reused as is (only
 * its per-call locals are copied), but the class is not exported, so one instance is captured
 * here, once, from a throwaway query whose only operator records the options it is compiled
 * with. Collations still go through the plain path (they are rare and change the options).
 */
interface ComputeOptions {
  update(locals: Record<string, unknown>): ComputeOptions;
}
type ComputeOptionsClass = { init(options: ComputeOptions): ComputeOptions };

let shared: ComputeOptions | undefined;
/**
 * The collections `$lookup` and friends read, for the pipeline running now. Options are shared,
 * so the resolver in them reads this; a pipeline runs from start to end within one command,
 * without yielding, so no other command can see it.
 */
let currentResolver: ((name: string) => Doc[]) | undefined;

function sharedOptions(): ComputeOptions {
  if (shared) return shared;
  let captured: ComputeOptions | undefined;
  const capture = (_selector: string, _value: unknown, options: unknown) => {
    captured = options as ComputeOptions;
    return () => true;
  };
  const context = Context.init()
    .addQueryOps({ $__captureOptions: capture } as never)
    .addExpressionOps({ $bsonSize } as never);
  const collectionResolver = (name: string) => currentResolver?.(name) ?? [];
  new Query({ x: { $__captureOptions: 1 } }, { ...queryOptions({ collectionResolver }), context });
  if (!captured) throw new Error('mingo did not hand its options to a query operator');
  shared = captured;
  return shared;
}

/** A compiled mingo query with the server's default options (no collation). */
export function sharedQuery(filter: Doc): BaseQuery {
  return new BaseQuery(filter, sharedOptions() as unknown as Options);
}

/** Runs an aggregation pipeline over `docs` with the server's default options (no collation). */
export function sharedAggregate(stages: Doc[], docs: Doc[], resolver?: (name: string) => Doc[]): Doc[] {
  currentResolver = resolver;
  try {
    return new BaseAggregator(stages, sharedOptions() as unknown as Options).run(docs) as Doc[];
  } finally {
    currentResolver = undefined;
  }
}

type UpdateOperator = (expr: Doc, arrayFilters: Doc[], options: ComputeOptions) => (doc: Doc) => string[];

/**
 * What mingo's `update()` does to one document that already matched (its own filter pass is
 * skipped: the caller selected the document), with the shared options: each operator in the
 * order given, changing `doc` in place. Returns the modified paths, sorted as mingo returns them.
 * `condition` is the statement's filter, which the positional `$` reads.
 */
export function applyMingoOperators(doc: Doc, modifier: Doc, arrayFilters: Doc[] | undefined, condition: Doc): string[] {
  const base = sharedOptions();
  const options = (base.constructor as unknown as ComputeOptionsClass).init(base).update({
    condition,
    updateConfig: { arrayFilters, cloneMode: 'copy' },
  });
  const operators = updateOperators as unknown as Record<string, UpdateOperator>;
  const modified: string[] = [];
  for (const op of Object.keys(modifier)) {
    const operator = operators[op];
    if (!operator) throw new Error(`Unknown update operator: '${op}'.`);
    modified.push(...operator(modifier[op] as Doc, arrayFilters ?? [], options)(doc));
  }
  return modified.sort();
}
