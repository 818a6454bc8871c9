import { Aggregator } from 'mingo';
import { cloneValue } from '../bson/clone-document';
import type { Collection } from '../catalog/collection';
import { CommandError, notSupported } from '../errors';
import { withMingo } from '../query/mingo-errors';
import { expectArray, expectObject } from './command-args';
import { isPlainObject, type Doc } from '../bson/document';
import { queryOptions } from '../query/query-options';
import { sharedAggregate } from '../query/shared-mingo-options';
import { selectDocuments } from '../query/select-documents';
import { parseSort } from '../query/sort-documents';
import { cursorReply } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';
import { explainCommand } from './explain';
import { currentOperations } from './current-op';
import { textSearch } from '../text/text-search';
import { selectTextDocuments } from '../text/select-text-documents';

/** Stages that never modify their input documents, so they can run on stored documents. */
const READ_ONLY_STAGES = new Set(['$match', '$sort', '$limit', '$skip', '$count', '$group', '$sortByCount', '$sample']);
const UNSUPPORTED_STAGES = new Set(['$out', '$merge', '$changeStream', '$listSessions', '$collStats', '$indexStats', '$planCacheStats', '$search', '$geoNear']);

function parsePipeline(raw: unknown): Doc[] {
  return expectArray(raw, 'aggregate.pipeline').map((stage) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new CommandError('BadValue', 'A pipeline stage specification object must contain exactly one field.');
    }
    const name = Object.keys(stage)[0] as string;
    if (UNSUPPORTED_STAGES.has(name)) throw notSupported(`The ${name} stage`);
    return stage;
  });
}

/**
 * Runs the pipeline with mingo. A leading $match uses the collection's indexes; the read-only
 * prefix runs on the stored documents themselves and everything after the first stage that could
 * modify documents (mingo's $addFields/$project/$unset write into nested input objects) runs on
 * copies. $lookup & co. read the same database, also through copies.
 */
function runPipeline(collection: Collection | undefined, pipeline: Doc[], resolve: (name: string) => Doc[], collation: unknown, input?: Doc[]): Doc[] {
  let stages = pipeline;
  let docs: Doc[];
  const first = stages[0];
  const text = !input && first && isPlainObject(first.$match) ? textSearch(collection, first.$match) : undefined;
  if (text) {
    // A leading `$match` with `$text`: matched and scored like find (textScore in later stages is not kept).
    if (JSON.stringify(stages.slice(1)).includes('"textScore"')) throw notSupported("{ $meta: 'textScore' } in an aggregation");
    docs = [...{ [Symbol.iterator]: () => selectTextDocuments(collection, text, { collation }) }];
    stages = stages.slice(1);
  } else if (input) docs = input;
  else if (first && isPlainObject(first.$match)) {
    // A $sort right after the $match is done by the selection (by an index when one gives the order).
    const second = stages[1];
    const sort = second && isPlainObject(second.$sort) ? parseSort(second.$sort) : undefined;
    const iterator = selectDocuments(collection, { filter: first.$match, sort, collation });
    docs = [...{ [Symbol.iterator]: () => iterator }];
    stages = stages.slice(sort ? 2 : 1);
  } else {
    docs = collection ? [...collection.docs.values()] : [];
  }
  const split = stages.findIndex((stage) => !READ_ONLY_STAGES.has(Object.keys(stage)[0] as string));
  const prefix = split < 0 ? stages : stages.slice(0, split);
  const rest = split < 0 ? [] : stages.slice(split);
  const options = queryOptions({ collation, collectionResolver: resolve });
  // Without a collation the shared default options serve (no copy of mingo's operator tables).
  const run = (part: Doc[], input: Doc[]) =>
    withMingo(() => ('collation' in options ? (new Aggregator(part, options).run(input) as Doc[]) : sharedAggregate(part, input, resolve)));
  if (prefix.length > 0) docs = run(prefix, docs);
  if (rest.length > 0) docs = run(rest, docs.map((doc) => cloneValue(doc)));
  return docs;
}

/** Stages a database-level aggregate (`{ aggregate: 1 }`) may start with. */
const DATABASE_STAGES = new Set(['$documents', '$listLocalSessions', '$currentOp']);

/**
 * `{ aggregate: 1 }`: a pipeline that reads no collection. `$listLocalSessions` lists the sessions
 * this server has seen (with or without `allUsers`: without authentication there is one user);
 * `$documents` is mingo's.
 */
function runDatabasePipeline(command: Doc, pipeline: Doc[], context: CommandContext, resolve: (name: string) => Doc[], collation: unknown): Doc[] {
  const [first, ...rest] = pipeline;
  if (first && '$currentOp' in first) return runPipeline(undefined, rest, resolve, collation, currentOperations(first.$currentOp, command, context));
  if (first && '$listLocalSessions' in first) {
    const spec = first.$listLocalSessions;
    if (!isPlainObject(spec)) throw new CommandError('TypeMismatch', '$listLocalSessions must be an object');
    return runPipeline(undefined, rest, resolve, collation, context.engine.sessions.list());
  }
  return runPipeline(undefined, pipeline, resolve, collation);
}

export const aggregate: CommandHandler = (command, context) => {
  const target = command.aggregate;
  if (command.explain === true) {
    parsePipeline(command.pipeline);
    const inner: Doc = { aggregate: target, pipeline: command.pipeline };
    if (command.writeConcern !== undefined) inner.writeConcern = command.writeConcern;
    return explainCommand(inner, 'queryPlanner', context);
  }
  const cursorOptions = expectObject(command.cursor, 'aggregate.cursor', true);
  if (!cursorOptions) {
    throw new CommandError('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const pipeline = parsePipeline(command.pipeline);
  let name: string;
  if (typeof target === 'string') name = target;
  else if (target === 1) {
    const first = pipeline[0] ? (Object.keys(pipeline[0])[0] as string) : '$match';
    if (!DATABASE_STAGES.has(first)) {
      throw new CommandError('InvalidNamespace', `{aggregate: 1} is not valid for '${first}'; a collection is required.`);
    }
    name = '$cmd.aggregate';
  } else {
    throw new CommandError('FailedToParse', "Invalid {aggregate: ...} value; expected a collection name or 1");
  }
  const { catalog, cursors } = context.engine;
  const collection = typeof target === 'string' ? catalog.get(context.db, name) : undefined;
  const resolve = (other: string) => [...(catalog.get(context.db, other)?.docs.values() ?? [])].map((doc) => cloneValue(doc));
  const docs = target === 1 ? runDatabasePipeline(command, pipeline, context, resolve, command.collation) : runPipeline(collection, pipeline, resolve, command.collation);
  const ns = `${context.db}.${name}`;
  const batchSize = typeof cursorOptions.batchSize === 'number' ? cursorOptions.batchSize : undefined;
  const batch = cursors.open(ns, docs[Symbol.iterator](), { batchSize });
  return cursorReply(batch.id, ns, 'firstBatch', batch.docs);
};
