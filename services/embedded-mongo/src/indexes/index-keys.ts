import { keyString } from '../bson/key-string';
import { CommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';

export interface IndexEntry {
  /** The values of the index fields, in index order (also `keyValue` in duplicate-key errors). */
  values: unknown[];
  /** `entryKey`'s result, kept once computed (the duplicate check and the insert both need it). */
  key?: string;
}

/** Canonical string of an entry: equal for values MongoDB treats as one key (unique indexes hash it). */
export function entryKey(entry: IndexEntry): string {
  entry.key ??= entry.values.length === 1 ? keyString(entry.values[0]) : entry.values.map(keyString).join('\u0000');
  return entry.key;
}

const MISSING = Symbol('missing');

/**
 * Values a document contributes to an index on `path`: arrays fan out (multikey), arrays of
 * embedded documents are traversed, a missing field contributes null.
 */
function valuesAt(doc: unknown, segments: string[], index: number, out: unknown[]): void {
  if (index === segments.length) {
    if (Array.isArray(doc)) {
      if (doc.length === 0) out.push(MISSING);
      else out.push(...doc);
    } else out.push(doc === undefined ? MISSING : doc);
    return;
  }
  const segment = segments[index] as string;
  if (Array.isArray(doc)) {
    if (/^\d+$/.test(segment)) valuesAt(doc[Number(segment)], segments, index + 1, out);
    for (const element of doc) if (isPlainObject(element)) valuesAt(element, segments, index, out);
    return;
  }
  if (isPlainObject(doc)) {
    valuesAt(doc[segment], segments, index + 1, out);
    return;
  }
  out.push(MISSING);
}

function dedupe(values: unknown[]): unknown[] {
  // The usual case, one value: nothing to compare, no key strings to build.
  if (values.length === 1) return values[0] === MISSING ? [null] : values;
  const seen = new Map<string, unknown>();
  for (const value of values) {
    const key = value === MISSING ? 'null' : keyString(value);
    if (!seen.has(key)) seen.set(key, value === MISSING ? null : value);
  }
  return [...seen.values()];
}

/**
 * The index entries of a document, or `[]` when a sparse index skips it. Only one field may fan
 * out, as in MongoDB ("cannot index parallel arrays").
 */
export function indexEntries(doc: Doc, fields: string[], sparse: boolean): IndexEntry[] {
  const perField: unknown[][] = [];
  let allMissing = true;
  let arrays = 0;
  for (const field of fields) {
    const raw: unknown[] = [];
    valuesAt(doc, field.split('.'), 0, raw);
    if (raw.some((v) => v !== MISSING)) allMissing = false;
    const values = dedupe(raw);
    if (values.length > 1) arrays += 1;
    perField.push(values);
  }
  if (sparse && allMissing) return [];
  if (arrays > 1) {
    throw new CommandError('CannotIndexParallelArrays', `cannot index parallel arrays [${fields.join('] [')}]`);
  }
  let tuples: unknown[][] = [[]];
  for (const values of perField) {
    tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
  }
  return tuples.map((values) => ({ values }));
}
