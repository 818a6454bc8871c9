import { CommandError, notSupported } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import type { QueryPlan } from '../query/plan-query';
import { selectDocuments } from '../query/select-documents';
import { parseSort, type SortSpec } from '../query/sort-documents';
import type { CommandContext, CommandHandler } from './command-context';
import { SERVER_VERSION } from './handshake';
import { asPipelineExplain, stagesAfterQuery } from './explain-pipeline';

interface Explained {
  collection: string;
  filter: Doc;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
}

const VERBOSITIES = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

/** The read part of each explainable command: which collection, filter, sort and limit it plans. */
function readPartOf(inner: Doc): Explained {
  const name = Object.keys(inner)[0] ?? '';
  const collection = inner[name];
  if (typeof collection !== 'string') throw new CommandError('InvalidNamespace', `Invalid namespace for explain of ${name}`);
  const obj = (value: unknown) => (isPlainObject(value) ? value : {});
  const num = (value: unknown) => (typeof value === 'number' ? Math.abs(value) : undefined);
  switch (name) {
    case 'find':
      return { collection, filter: obj(inner.filter), sort: parseSort(inner.sort), skip: num(inner.skip), limit: num(inner.limit) };
    case 'count':
    case 'distinct':
      return { collection, filter: obj(inner.query) };
    case 'findAndModify':
    case 'findandmodify':
      return { collection, filter: obj(inner.query), sort: parseSort(inner.sort), limit: 1 };
    case 'update':
    case 'delete': {
      const statements = inner[name === 'update' ? 'updates' : 'deletes'];
      const first = Array.isArray(statements) && isPlainObject(statements[0]) ? statements[0] : {};
      const single = name === 'update' ? first.multi !== true : first.limit === 1;
      return { collection, filter: obj(first.q), limit: single ? 1 : undefined };
    }
    case 'aggregate': {
      const pipeline = Array.isArray(inner.pipeline) ? (inner.pipeline as Doc[]) : [];
      const match = isPlainObject(pipeline[0]) && isPlainObject(pipeline[0].$match) ? pipeline[0].$match : undefined;
      const sortStage = pipeline[match ? 1 : 0];
      const sort = isPlainObject(sortStage) && isPlainObject(sortStage.$sort) ? parseSort(sortStage.$sort) : undefined;
      return { collection, filter: match ?? {}, sort };
    }
    default:
      throw notSupported(`explain of '${name}'`);
  }
}

function winningPlan(plan: QueryPlan, part: Explained): Doc {
  let stage = plan.describe(part.filter);
  if (part.sort && !plan.sortServed) stage = { stage: 'SORT', sortPattern: part.sort, memLimit: 104857600, type: 'simple', inputStage: stage };
  if (part.skip) stage = { stage: 'SKIP', skipAmount: part.skip, inputStage: stage };
  if (part.limit) stage = { stage: 'LIMIT', limitAmount: part.limit, inputStage: stage };
  return stage;
}

/**
 * `explain` of find, count, distinct, aggregate (its leading $match/$sort), update, delete and
 * findAndModify, shaped like mongod's `queryPlanner.winningPlan` (IDHACK, FETCH over IXSCAN with
 * indexName/keyPattern/indexBounds, or COLLSCAN). With executionStats the read part runs (writes
 * never do) and reports keys and documents examined.
 */
export function explainCommand(inner: Doc, verbosity: unknown, context: CommandContext): Doc {
  const mode = verbosity ?? 'allPlansExecution';
  if (typeof mode !== 'string' || !VERBOSITIES.has(mode)) throw new CommandError('FailedToParse', `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  // aggregation_request_helper.cpp, verbatim (with its missing space); the explain command parses its aggregate the same way.
  if (Object.keys(inner)[0] === 'aggregate' && inner.writeConcern !== undefined) {
    throw new CommandError('FailedToParse', "Aggregation explain does not support the'writeConcern' option");
  }
  const part = readPartOf(inner);
  const collection = context.engine.catalog.get(context.db, part.collection);
  const namespace = `${context.db}.${part.collection}`;
  let plan: QueryPlan | undefined;
  const started = performance.now();
  const results = selectDocuments(collection, { filter: part.filter, sort: part.sort, skip: part.skip, limit: part.limit }, (p) => (plan = p));
  let nReturned = 0;
  if (mode !== 'queryPlanner') while (!results.next().done) nReturned += 1;
  const reply: Doc = {
    explainVersion: '1',
    queryPlanner: {
      namespace,
      indexFilterSet: false,
      parsedQuery: part.filter,
      winningPlan: plan ? winningPlan(plan, part) : { stage: 'EOF' },
      rejectedPlans: [],
    },
  };
  if (mode !== 'queryPlanner') {
    reply.executionStats = {
      executionSuccess: true,
      nReturned,
      executionTimeMillis: Math.round(performance.now() - started),
      totalKeysExamined: plan?.stats.keysExamined ?? 0,
      totalDocsExamined: plan?.stats.docsExamined ?? 0,
    };
  }
  reply.command = inner;
  reply.serverInfo = { host: 'embedded-mongo', port: 0, version: SERVER_VERSION };
  reply.ok = 1;
  if (Object.keys(inner)[0] === 'aggregate' && Array.isArray(inner.pipeline)) return asPipelineExplain(reply, stagesAfterQuery(inner.pipeline as Doc[]));
  return reply;
}

export const explain: CommandHandler = (command, context) => {
  if (!isPlainObject(command.explain)) {
    throw new CommandError('TypeMismatch', "BSON field 'explain.explain' is the wrong type, expected type 'object'");
  }
  return explainCommand(command.explain, command.verbosity, context);
};
