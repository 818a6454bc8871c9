import { cloneValue } from '../bson/clone-document';
import { attachHints, hintsOf } from '../bson/numeric-types';
import { withMingo } from './mingo-errors';
import { isPlainObject, type Doc } from '../bson/document';
import { checkProjectionMode } from './projection-mode';
import { sharedQuery } from './shared-mingo-options';

export type Projector = (docs: Doc[]) => Doc[];

const identity: Projector = (docs) => docs;

/**
 * Builds the projection step of find/findAndModify. mingo's exclusion projection deletes nested
 * fields of its input in place, so it only ever sees copies of stored documents. The positional
 * `$` projection needs the query filter, every other projection is applied with an empty one
 * (the post-image of findAndModify may no longer match the filter).
 */
export function makeProjector(projection: unknown, filter: Doc): Projector {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return identity;
  checkProjectionMode(projection);
  const positional = Object.keys(projection).some((key) => key.endsWith('.$'));
  const query = withMingo(() => sharedQuery(positional ? filter : {}));
  // Surface a malformed projection before any document is read.
  withMingo(() => query.find([{}], projection).all());
  return (docs) => {
    const projected = withMingo(() => query.find<Doc>(docs.map((doc) => cloneValue(doc)), projection).all());
    projected.forEach((doc, i) => {
      const source = docs[i];
      if (source) attachHints(doc, hintsOf(source));
    });
    return projected;
  };
}
