/** A BSON document as mingo and the server code see it. */
export type Doc = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Doc {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/** The server's name for a value's type, as used in its error messages. */
export function bsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'object') {
    const type = (value as { _bsontype?: string })._bsontype;
    if (type) return type.toLowerCase();
    if (value instanceof Date) return 'date';
    if (value instanceof RegExp) return 'regex';
  }
  return typeof value;
}
