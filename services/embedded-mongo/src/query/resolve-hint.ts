import type { Collection } from '../catalog/collection';
import { CommandError } from '../errors';
import { isPlainObject } from '../bson/document';
import { sameKeyPattern } from '../indexes/index-definition';
import type { KeyIndex } from '../indexes/key-index';

/**
 * What a `hint` names. mongod refuses a hint that names no index of an existing collection
 * (BadValue, "hint provided does not correspond to an existing index"); on a collection that
 * does not exist the plan is EOF and nothing is refused. A hinted sparse or partial index decides
 * which documents the query can see at all: mongod reads only the index, so a document the index
 * does not hold is neither found nor counted (`coveredBy`).
 */
export interface ResolvedHint {
  /** Documents outside this index are invisible to the hinted query. */
  coveredBy?: KeyIndex;
}

const NO_HINT: ResolvedHint = {};

function badHint(): CommandError {
  return new CommandError(
    'BadValue',
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

export function resolveHint(collection: Collection | undefined, hint: unknown): ResolvedHint {
  if (hint === undefined || hint === null) return NO_HINT;
  if (typeof hint === 'string') {
    if (hint === '' || !collection) return NO_HINT;
    if (hint === '_id_') return NO_HINT;
    const index = collection.indexes.get(hint);
    if (!index) throw badHint();
    return restricting(index);
  }
  if (!isPlainObject(hint)) {
    throw new CommandError('FailedToParse', 'hint must be either a string or nested object');
  }
  const fields = Object.keys(hint);
  if (fields.length === 0 || !collection) return NO_HINT;
  if (fields.length === 1 && fields[0] === '$natural') return NO_HINT;
  if (fields.length === 1 && fields[0] === '_id' && Math.abs(Number(hint._id)) === 1) return NO_HINT;
  const index = [...collection.indexes.values()].find((candidate) => sameKeyPattern(candidate.definition.key, hint));
  if (!index) throw badHint();
  return restricting(index);
}

function restricting(index: KeyIndex): ResolvedHint {
  const { sparse, partialFilter } = index.definition;
  return sparse || partialFilter ? { coveredBy: index } : NO_HINT;
}

/** Whether a document is visible to a query hinted as `hint`. */
export function visibleToHint(hint: ResolvedHint | undefined, doc: Parameters<KeyIndex['entriesFor']>[0]): boolean {
  return !hint?.coveredBy || hint.coveredBy.entriesFor(doc).length > 0;
}
