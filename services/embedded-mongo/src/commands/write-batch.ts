import { ObjectId } from 'bson';
import { attachHints, hintsOf } from '../bson/numeric-types';
import { CommandError } from '../errors';
import type { Doc } from '../bson/document';

/**
 * Runs the statements of an insert/update/delete command the server's way: each statement on its
 * own, failures collected as `writeErrors`, an ordered batch stopping at the first failure.
 */
export function runStatements<S>(statements: S[], ordered: boolean, run: (statement: S, index: number) => void): Doc[] {
  const writeErrors: Doc[] = [];
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index] as S, index);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      writeErrors.push(error.toWriteError(index));
      if (ordered) break;
    }
  }
  return writeErrors;
}

/** Documents get an ObjectId `_id` when they have none, and `_id` always comes first. */
export function withIdFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === '_id') return doc;
  const out: Doc = { _id: doc._id === undefined ? new ObjectId() : doc._id };
  for (const key of keys) if (key !== '_id') out[key] = doc[key];
  attachHints(out, hintsOf(doc));
  return out;
}
