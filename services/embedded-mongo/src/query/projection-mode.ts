import { CommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';

/**
 * A projection either includes or excludes fields; mixing both (other than `_id`) is refused with
 * mongod's wording, which names the first field that breaks the mode the projection started in
 * (projection_parser.cpp: 31254 "Cannot do exclusion on field b in inclusion projection", 31253
 * "Cannot do inclusion on field a in exclusion projection"). Only 0/1/true/false values decide the
 * mode here; operators ($slice, $elemMatch, $meta) and expressions are left to the evaluator.
 */
export function checkProjectionMode(projection: Doc): void {
  let mode: 'inclusion' | 'exclusion' | undefined;
  for (const [field, value] of Object.entries(projection)) {
    if (field === '_id' || isPlainObject(value)) continue;
    if (typeof value !== 'number' && typeof value !== 'boolean') continue;
    const kind = value ? 'inclusion' : 'exclusion';
    mode ??= kind;
    if (kind === mode) continue;
    if (kind === 'exclusion') throw new CommandError('Location31254', `Cannot do exclusion on field ${field} in inclusion projection`);
    throw new CommandError('Location31253', `Cannot do inclusion on field ${field} in exclusion projection`);
  }
}
