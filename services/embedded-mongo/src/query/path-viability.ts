import { formatValue } from '../bson/format-value';
import { CommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';

/** Operators that create the path they name when it is missing. */
const CREATING_OPERATORS = ['$set', '$setOnInsert', '$inc', '$mul', '$min', '$max', '$push', '$addToSet', '$currentDate', '$bit'];

/**
 * mongod refuses to create a field below a value that cannot hold one (`null`, a number, a
 * string...) or a named field inside an array, with PathNotViable (28): `{a: null}` with
 * `{$set: {'a.b': 1}}` fails instead of replacing `a`. Checked on the stored document before the
 * update runs.
 */
function checkPath(doc: Doc, path: string): void {
  const segments = path.split('.');
  let node: unknown = doc;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i] as string;
    const next = segments[i + 1] as string;
    const value = Array.isArray(node) ? (node as unknown[])[Number(segment)] : (node as Doc)[segment];
    if (value === undefined) return;
    if (isPlainObject(value)) {
      node = value;
      continue;
    }
    if (Array.isArray(value)) {
      // Positional operators and indexes address elements; a field name cannot.
      if (next.startsWith('$') || /^\d+$/.test(next)) {
        if (next.startsWith('$')) return;
        node = value;
        continue;
      }
    }
    throw new CommandError('PathNotViable', `Cannot create field '${next}' in element {${segment}: ${formatValue(value)}}`);
  }
}

export function checkPathsViable(doc: Doc, ops: Doc, isInsert: boolean): void {
  for (const op of CREATING_OPERATORS) {
    if (op === '$setOnInsert' && !isInsert) continue;
    const args = ops[op];
    if (!isPlainObject(args)) continue;
    for (const path of Object.keys(args)) checkPath(doc, path);
  }
  const renames = ops.$rename;
  if (isPlainObject(renames)) for (const target of Object.values(renames)) if (typeof target === 'string') checkPath(doc, target);
}
