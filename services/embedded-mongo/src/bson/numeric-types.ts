import { Double, Long } from 'bson';

/**
 * mingo only understands JavaScript numbers, but BSON has int32, int64 and double. Documents are
 * kept as plain numbers for mingo; the few numbers whose type the default serializer would not
 * reproduce (integral doubles, which would come back as int32, and int64s) are remembered as
 * "hints": a map from a dotted path inside the document to the original type. Hints travel with
 * the document object (a WeakMap keyed by it) and are applied again when it is written out.
 */
export type NumericKind = 'double' | 'long';
export type TypeHints = ReadonlyMap<string, NumericKind>;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

const hintsByDocument = new WeakMap<object, TypeHints>();

export function isInt32(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0);
}

export function attachHints(doc: object, hints: TypeHints | undefined): void {
  if (hints && hints.size > 0) hintsByDocument.set(doc, hints);
  else hintsByDocument.delete(doc);
}

export function hintsOf(doc: object): TypeHints | undefined {
  return hintsByDocument.get(doc);
}

function bsonTypeOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  return (value as { _bsontype?: string })._bsontype;
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  return Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Replaces Int32/Double/Long wrappers (from deserializing with `promoteValues: false`) by plain
 * numbers, in place, and returns the hints needed to restore the types. The value must be freshly
 * deserialized (nobody else holds it).
 */
export function decodeNumbers(root: unknown): Map<string, NumericKind> {
  const hints = new Map<string, NumericKind>();
  const visit = (container: Record<string, unknown> | unknown[], prefix: string) => {
    const keys = Array.isArray(container) ? container.keys() : Object.keys(container);
    for (const key of keys) {
      const record = container as Record<string | number, unknown>;
      const value = record[key];
      const type = bsonTypeOf(value);
      const path = prefix + String(key);
      if (type === 'Int32') {
        record[key] = (value as { value: number }).value;
      } else if (type === 'Double') {
        const n = (value as Double).value;
        record[key] = n;
        if (isInt32(n) || Object.is(n, -0)) hints.set(path, 'double');
      } else if (type === 'Long') {
        const long = value as Long;
        const n = long.toNumber();
        // Beyond 2^53 a JS number would lose digits: keep the Long (mingo then treats it opaquely).
        if (Number.isSafeInteger(n)) {
          record[key] = n;
          hints.set(path, 'long');
        }
      } else if (isContainer(value)) {
        visit(value, `${path}.`);
      }
    }
  };
  if (isContainer(root)) visit(root, '');
  return hints;
}

/** The hints of the value found at `prefix` (e.g. `documents.3`), with paths relative to it. */
export function hintsUnder(hints: TypeHints | undefined, prefix: string): Map<string, NumericKind> | undefined {
  if (!hints || hints.size === 0) return undefined;
  const start = `${prefix}.`;
  let out: Map<string, NumericKind> | undefined;
  for (const [path, kind] of hints) {
    if (path.startsWith(start)) (out ??= new Map()).set(path.slice(start.length), kind);
  }
  return out;
}

function wrap(n: number, kind: NumericKind): Double | Long {
  return kind === 'double' ? new Double(n) : Long.fromNumber(n);
}

/**
 * The document as it should be serialized: a copy, made only along hinted paths, with the hinted
 * numbers wrapped again. Paths that no longer hold a number are ignored.
 */
export function restoreNumbers<T extends object>(doc: T, hints: TypeHints | undefined = hintsOf(doc)): T {
  if (!hints || hints.size === 0) return doc;
  const copies = new Set<object>();
  const copyOf = <C extends object>(value: C): C => {
    const copy = (Array.isArray(value) ? [...value] : { ...value }) as C;
    copies.add(copy);
    return copy;
  };
  const root = copyOf(doc);
  for (const [path, kind] of hints) {
    const segments = path.split('.');
    let node: Record<string, unknown> = root as Record<string, unknown>;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as string;
      const value = node[segment];
      if (i === segments.length - 1) {
        if (typeof value === 'number') node[segment] = wrap(value, kind);
        break;
      }
      if (!isContainer(value)) break;
      const next = copies.has(value) ? value : copyOf(value);
      node[segment] = next;
      node = next as Record<string, unknown>;
    }
  }
  return root;
}

/** Reads the plain value at a dotted path (no array fan-out: hints address exact positions). */
export function valueAtPath(doc: unknown, path: string): unknown {
  let node: unknown = doc;
  for (const segment of path.split('.')) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

type Kind = 'int' | 'long' | 'double';

function kindOf(n: number, hint: NumericKind | undefined): Kind {
  if (hint) return hint;
  return isInt32(n) ? 'int' : 'double';
}

/**
 * Hints of a document after an update: old hints survive where their path was not touched,
 * hints from `$set`-like operands move to their target path, and arithmetic follows the server's
 * promotion rules (any double gives a double, else any long gives a long, int32 overflow gives
 * a long).
 */
export function hintsAfterUpdate(input: {
  before: Record<string, unknown>;
  beforeHints: TypeHints | undefined;
  after: Record<string, unknown>;
  update: Record<string, unknown>;
  updateHints: TypeHints | undefined;
  modifiedPaths: readonly string[];
}): Map<string, NumericKind> | undefined {
  const { before, beforeHints, after, update, updateHints, modifiedPaths } = input;
  const touched = (path: string) =>
    modifiedPaths.some((m) => path === m || path.startsWith(`${m}.`) || m.startsWith(`${path}.`));
  const out = new Map<string, NumericKind>();
  for (const [path, kind] of beforeHints ?? []) {
    if (!touched(path)) out.set(path, kind);
  }
  if (updateHints) {
    for (const op of ['$set', '$setOnInsert', '$min', '$max']) {
      for (const [path, kind] of hintsUnder(updateHints, op) ?? []) out.set(path, kind);
    }
  }
  for (const op of ['$inc', '$mul']) {
    const spec = update[op];
    if (!spec || typeof spec !== 'object') continue;
    for (const [path, operand] of Object.entries(spec as Record<string, unknown>)) {
      const result = valueAtPath(after, path);
      if (typeof result !== 'number' || typeof operand !== 'number') continue;
      const old = valueAtPath(before, path);
      const oldKind: Kind = typeof old === 'number' ? kindOf(old, beforeHints?.get(path)) : 'int';
      const opKind = kindOf(operand, updateHints?.get(`${op}.${path}`));
      let kind: Kind = 'int';
      if (oldKind === 'double' || opKind === 'double') kind = 'double';
      else if (oldKind === 'long' || opKind === 'long' || !isInt32(result)) kind = 'long';
      out.delete(path);
      if (kind === 'long' || (kind === 'double' && isInt32(result))) out.set(path, kind);
    }
  }
  for (const path of [...out.keys()]) {
    if (typeof valueAtPath(after, path) !== 'number') out.delete(path);
  }
  return out.size > 0 ? out : undefined;
}
