import { compileFilter, type CompiledFilter } from '../query/compile-filter';
import { CommandError, notSupported } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import { isTextKey, parseTextIndex, TEXT_INDEX_OPTIONS, type TextIndexSpec } from '../text/text-index-spec';

export interface IndexDefinition {
  name: string;
  /** The key pattern as given, e.g. `{ email: 1 }`. */
  key: Doc;
  fields: string[];
  unique: boolean;
  sparse: boolean;
  expireAfterSeconds?: number;
  partialFilter?: CompiledFilter;
  /** Set on a text index (key `{ _fts: 'text', _ftsx: 1 }`): it holds no tree keys, `$text` reads its spec. */
  text?: TextIndexSpec;
  /** What listIndexes reports (and what the journal stores to recreate the index). */
  spec: Doc;
}

export const ID_INDEX_SPEC = { v: 2, key: { _id: 1 }, name: '_id_' };

/** The name a server gives an index created without one, e.g. `email_1_createdAt_-1`. */
export function defaultIndexName(key: Doc): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

const UNSUPPORTED_KEY_TYPES = new Set(['2d', '2dsphere', 'geoHaystack']);
const ACCEPTED_OPTIONS = new Set([
  'key', 'name', 'unique', 'sparse', 'expireAfterSeconds', 'partialFilterExpression', 'background', 'v',
  'hidden', 'ns', ...TEXT_INDEX_OPTIONS,
]);

export function parseIndexSpec(raw: unknown): IndexDefinition {
  if (!isPlainObject(raw)) throw new CommandError('TypeMismatch', 'Index spec must be an object');
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new CommandError('CannotCreateIndex', "Index keys cannot be empty.");
  }
  const text = isTextKey(key) ? parseTextIndex(key, raw) : undefined;
  for (const [field, direction] of Object.entries(text ? {} : key)) {
    if (typeof direction === 'string') {
      if (UNSUPPORTED_KEY_TYPES.has(direction)) throw notSupported(`A '${direction}' index`);
      if (direction !== 'hashed') {
        throw new CommandError('CannotCreateIndex', `Unknown index plugin '${direction}'`);
      }
    } else if (typeof direction !== 'number' || direction === 0 || !Number.isFinite(direction)) {
      throw new CommandError(
        'CannotCreateIndex',
        `Values in the index key pattern can't be 0 or non-numbers: ${field}: ${String(direction)}`,
      );
    }
    if (field.includes('$**')) throw notSupported('A wildcard index');
  }
  for (const option of Object.keys(raw)) {
    if (!ACCEPTED_OPTIONS.has(option) || (!text && TEXT_INDEX_OPTIONS.includes(option))) {
      throw notSupported(`The index option '${option}'`);
    }
  }
  const name = raw.name === undefined ? defaultIndexName(key) : raw.name;
  if (typeof name !== 'string' || name === '') {
    throw new CommandError('TypeMismatch', "The field 'name' must be a non-empty string");
  }
  const indexKey = text ? text.key : key;
  const fields = Object.keys(indexKey);
  const spec: Doc = { v: 2, key: indexKey, name };
  const unique = raw.unique === true;
  const sparse = raw.sparse === true;
  if (unique) spec.unique = true;
  if (sparse) spec.sparse = true;
  let expireAfterSeconds: number | undefined;
  if (raw.expireAfterSeconds !== undefined) {
    if (typeof raw.expireAfterSeconds !== 'number' || raw.expireAfterSeconds < 0) {
      throw new CommandError('CannotCreateIndex', 'TTL index \'expireAfterSeconds\' option must be a non-negative number');
    }
    if (fields.length !== 1) {
      throw new CommandError('CannotCreateIndex', 'TTL indexes are single-field indexes, compound indexes do not support TTL');
    }
    expireAfterSeconds = raw.expireAfterSeconds;
    spec.expireAfterSeconds = expireAfterSeconds;
  }
  let partialFilter: CompiledFilter | undefined;
  if (raw.partialFilterExpression !== undefined) {
    if (!isPlainObject(raw.partialFilterExpression)) {
      throw new CommandError('TypeMismatch', 'partialFilterExpression must be an object');
    }
    partialFilter = compileFilter(raw.partialFilterExpression);
    spec.partialFilterExpression = raw.partialFilterExpression;
  }
  if (name === '_id_' || (fields.length === 1 && fields[0] === '_id')) {
    if (unique || sparse || expireAfterSeconds !== undefined || partialFilter) {
      throw new CommandError('InvalidIndexSpecificationOption', "The field 'unique' is not valid for an _id index specification");
    }
  }
  if (text) Object.assign(spec, text.options);
  return { name, key: indexKey, fields, unique, sparse, expireAfterSeconds, partialFilter, spec, text: text?.text };
}

/** Two specs describe the same index when everything but the name matches. */
export function sameIndexOptions(a: IndexDefinition, b: IndexDefinition): boolean {
  const strip = ({ name: _name, v: _v, ...rest }: Doc) => JSON.stringify(rest);
  return strip(a.spec) === strip(b.spec);
}

export function sameKeyPattern(a: Doc, b: Doc): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
