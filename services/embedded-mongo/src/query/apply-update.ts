import { cloneDocument, cloneValue } from '../bson/clone-document';
import { formatDocument, formatValue } from '../bson/format-value';
import { keyString } from '../bson/key-string';
import {
  attachHints,
  hintsAfterUpdate,
  hintsOf,
  valueAtPath,
  type TypeHints,
} from '../bson/numeric-types';
import { CommandError } from '../errors';
import { withMingo } from './mingo-errors';
import { checkPathsViable } from './path-viability';
import { bsonTypeName, isPlainObject, type Doc } from '../bson/document';
import { applyMingoOperators, sharedAggregate } from './shared-mingo-options';

const UPDATE_OPERATORS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$rename', '$push', '$addToSet', '$pop',
  '$pull', '$pullAll', '$currentDate', '$bit', '$setOnInsert',
]);

const PIPELINE_UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export type UpdateSpec =
  | { kind: 'operators'; ops: Doc }
  | { kind: 'replacement'; doc: Doc }
  | { kind: 'pipeline'; stages: Doc[] };

/** Classifies and validates the `u` of an update statement before any document is touched. */
export function parseUpdateSpec(u: unknown): UpdateSpec {
  if (Array.isArray(u)) {
    for (const stage of u) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_UPDATE_STAGES.has(name)) {
        throw new CommandError('InvalidOptions', `${String(name)} is not allowed to be used within an update`);
      }
    }
    return { kind: 'pipeline', stages: u as Doc[] };
  }
  if (!isPlainObject(u)) {
    throw new CommandError('FailedToParse', 'Update argument must be either an object or an array');
  }
  const keys = Object.keys(u);
  if (keys.length === 0 || !keys[0]!.startsWith('$')) {
    const dollar = keys.find((k) => k.startsWith('$'));
    if (dollar) {
      throw new CommandError(
        'BadValue',
        `The dollar ($) prefixed field '${dollar}' in '${dollar}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
    return { kind: 'replacement', doc: u };
  }
  for (const op of keys) {
    if (!UPDATE_OPERATORS.has(op)) {
      throw new CommandError(
        'FailedToParse',
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    const args = u[op];
    if (!isPlainObject(args)) {
      throw new CommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${bsonTypeName(args)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${formatValue(args)}}`,
      );
    }
  }
  checkConflicts(u);
  return { kind: 'operators', ops: u };
}

function checkConflicts(ops: Doc): void {
  const paths: string[] = [];
  for (const [op, args] of Object.entries(ops)) {
    for (const [field, value] of Object.entries(args as Doc)) {
      paths.push(field);
      if (op === '$rename' && typeof value === 'string') paths.push(value);
    }
  }
  for (let i = 0; i < paths.length; i++) {
    for (let j = 0; j < paths.length; j++) {
      if (i === j) continue;
      const a = paths[i] as string;
      const b = paths[j] as string;
      if (a === b || a.startsWith(`${b}.`)) {
        throw new CommandError('ConflictingUpdateOperators', `Updating the path '${a}' would create a conflict at '${b}'`);
      }
    }
  }
}

export interface UpdateContext {
  /** True when building the document of an upsert: `$setOnInsert` applies and `_id` may be set. */
  isInsert: boolean;
  /** The statement's filter, for the positional `$` operator. */
  filter: Doc;
  arrayFilters?: Doc[];
  /** Numeric type hints of the `u` document. */
  updateHints?: TypeHints;
}

export interface UpdateResult {
  doc: Doc;
  modified: boolean;
}

/** Applies an update to a copy of `original`; the stored document is never mutated. */
export function applyUpdate(original: Doc, spec: UpdateSpec, context: UpdateContext): UpdateResult {
  switch (spec.kind) {
    case 'replacement':
      return applyReplacement(original, spec.doc, context);
    case 'pipeline':
      return applyPipeline(original, spec.stages);
    case 'operators':
      return applyOperators(original, spec.ops, context);
  }
}

function applyReplacement(original: Doc, replacement: Doc, context: UpdateContext): UpdateResult {
  const doc: Doc = {};
  const id = '_id' in replacement ? replacement._id : original._id;
  if (original._id !== undefined && '_id' in replacement && keyString(replacement._id) !== keyString(original._id)) {
    throw new CommandError(
      'ImmutableField',
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(replacement._id)}`,
    );
  }
  if (id !== undefined) doc._id = id;
  for (const [key, value] of Object.entries(replacement)) if (key !== '_id') doc[key] = cloneValue(value);
  attachHints(doc, context.updateHints);
  return { doc, modified: keyString(doc) !== keyString(original) };
}

function applyPipeline(original: Doc, stages: Doc[]): UpdateResult {
  const [result] = withMingo(() => sharedAggregate(stages, [cloneDocument(original)]));
  if (!result) throw new CommandError('BadValue', 'update pipeline produced no document');
  // A pipeline that drops `_id` ($project, $replaceWith...) keeps the stored one, as in mongod.
  if (original._id !== undefined && result._id !== undefined && keyString(result._id) !== keyString(original._id)) {
    throw new CommandError(
      'ImmutableField',
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(result._id)}`,
    );
  }
  const doc: Doc = { _id: original._id, ...result };
  if (doc._id === undefined) delete doc._id;
  const before = hintsOf(original);
  if (before) {
    const kept = new Map([...before].filter(([path]) => valueAtPath(doc, path) === valueAtPath(original, path)));
    attachHints(doc, kept);
  }
  return { doc, modified: keyString(doc) !== keyString(original) };
}

function checkArithmetic(original: Doc, ops: Doc): void {
  for (const [op, verb] of [['$inc', 'increment'], ['$mul', 'multiply']] as const) {
    const args = ops[op] as Doc | undefined;
    if (!args) continue;
    for (const [path, operand] of Object.entries(args)) {
      if (typeof operand !== 'number') {
        throw new CommandError(
          'TypeMismatch',
          `Cannot ${verb} with non-numeric argument: ${formatDocument({ [path]: operand })}`,
        );
      }
      if (path.includes('$')) continue;
      const current = valueAtPath(original, path);
      if (current !== undefined && typeof current !== 'number') {
        throw new CommandError(
          'TypeMismatch',
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${formatValue(original._id)}} has the field '${path.split('.').pop()}' of non-numeric type ${bsonTypeName(current)}`,
        );
      }
    }
  }
}

const IMMUTABLE_ID = "Performing an update on the path '_id' would modify the immutable field '_id'";

/**
 * mingo refuses every write to `_id`; the server accepts setting it to its current value, and
 * setting it at all while inserting an upsert. Those writes are taken out of the modifier here
 * (and applied directly), anything else touching `_id` is the server's ImmutableField error.
 */
function extractIdWrite(original: Doc, ops: Doc, isInsert: boolean): { ops: Doc; id?: { value: unknown } } {
  let id: { value: unknown } | undefined;
  const remaining: Doc = {};
  for (const [op, args] of Object.entries(ops)) {
    const kept: Doc = {};
    for (const [path, value] of Object.entries(args as Doc)) {
      const targetsId = path === '_id' || path.startsWith('_id.') || (op === '$rename' && (value === '_id' || String(value).startsWith('_id.')));
      if (!targetsId) {
        kept[path] = value;
        continue;
      }
      const plainSet = path === '_id' && (op === '$set' || op === '$setOnInsert');
      if (plainSet && (isInsert || keyString(value) === keyString(original._id))) {
        if (isInsert && (op === '$set' || id === undefined)) id = { value };
        continue;
      }
      if (op === '$setOnInsert' && !isInsert) continue;
      throw new CommandError('ImmutableField', IMMUTABLE_ID);
    }
    if (Object.keys(kept).length > 0) remaining[op] = kept;
  }
  return { ops: remaining, id };
}

function applyOperators(original: Doc, allOps: Doc, context: UpdateContext): UpdateResult {
  checkArithmetic(original, allOps);
  checkPathsViable(original, allOps, context.isInsert);
  const extracted = extractIdWrite(original, allOps, context.isInsert);
  const ops = extracted.ops;
  const { $setOnInsert, ...rest } = ops as Doc & { $setOnInsert?: Doc };
  const working = cloneValue(original);
  if (extracted.id) {
    delete working._id;
    Object.assign(working, { _id: cloneValue(extracted.id.value) });
  }
  const modifiedPaths: string[] = [];
  // The document already matched; mingo only needs the filter to resolve a positional `$`.
  const positional = Object.values(ops).some((args) => Object.keys(args as Doc).some((path) => /\.\$(\.|$)/.test(path)));
  const condition = positional ? context.filter : {};
  const run = (modifier: Doc) =>
    withMingo(() => applyMingoOperators(working, modifier, context.arrayFilters, condition));
  if (Object.keys(rest).length > 0) modifiedPaths.push(...run(rest));
  if (context.isInsert && $setOnInsert && Object.keys($setOnInsert).length > 0) {
    modifiedPaths.push(...run({ $set: $setOnInsert }));
  }
  dedupeAddToSetOnNewFields(original, working, rest.$addToSet as Doc | undefined);

  if (!context.isInsert && keyString(working._id) !== keyString(original._id)) {
    throw new CommandError('ImmutableField', IMMUTABLE_ID);
  }
  attachHints(
    working,
    hintsAfterUpdate({
      before: original,
      beforeHints: hintsOf(original),
      after: working,
      update: allOps,
      updateHints: context.updateHints,
      modifiedPaths,
    }),
  );
  return { doc: working, modified: modifiedPaths.length > 0 };
}

/**
 * mingo's `$addToSet: {f: {$each: [...]}}` on a missing field copies the list as given; the server
 * adds each value only once.
 */
function dedupeAddToSetOnNewFields(original: Doc, updated: Doc, addToSet: Doc | undefined): void {
  if (!addToSet) return;
  for (const [path, arg] of Object.entries(addToSet)) {
    if (path.includes('$') || !isPlainObject(arg) || !('$each' in arg)) continue;
    if (valueAtPath(original, path) !== undefined) continue;
    const segments = path.split('.');
    const last = segments.pop() as string;
    const parent = segments.length > 0 ? valueAtPath(updated, segments.join('.')) : updated;
    if (!isPlainObject(parent) || !Array.isArray(parent[last])) continue;
    const seen = new Set<string>();
    parent[last] = (parent[last] as unknown[]).filter((value) => {
      const key = keyString(value);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}
