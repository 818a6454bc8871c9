import { isPlainObject, type Doc } from '../bson/document';

/**
 * The stages of an aggregate that the query layer does not run: everything after a leading
 * `$match` and the `$sort` that follows it (or a leading `$sort`).
 */
export function stagesAfterQuery(pipeline: Doc[]): Doc[] {
  let consumed = 0;
  if (isPlainObject(pipeline[0]) && isPlainObject(pipeline[0].$match)) consumed = 1;
  const sortStage = pipeline[consumed];
  if (isPlainObject(sortStage) && isPlainObject(sortStage.$sort)) consumed += 1;
  return pipeline.slice(consumed);
}

/**
 * mongod explains a pipeline that is not wholly a query as a list of stages: first `$cursor` (the
 * query part's queryPlanner and executionStats), then each remaining stage with its specification
 * (explain_util / DocumentSourceCursor::serialize). A pipeline that is only a query is explained
 * as the query itself.
 */
export function asPipelineExplain(reply: Doc, rest: Doc[]): Doc {
  if (rest.length === 0) return reply;
  const { queryPlanner, executionStats, ...others } = reply;
  const cursor: Doc = { queryPlanner };
  if (executionStats !== undefined) cursor.executionStats = executionStats;
  return { explainVersion: others.explainVersion, stages: [{ $cursor: cursor }, ...rest], ...others };
}
