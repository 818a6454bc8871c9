/**
 * Renders a value the way mongod prints BSON in error messages, e.g. the `dup key: { email:
 * "a@b.c" }` part of an E11000 message.
 */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[ ${value.map(formatValue).join(', ')} ]`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  const bsonType = (value as { _bsontype?: string })._bsontype;
  if (bsonType === 'ObjectId') return `ObjectId('${(value as { toHexString(): string }).toHexString()}')`;
  if (bsonType === 'Long' || bsonType === 'Int32' || bsonType === 'Double') return String(value);
  if (bsonType) return `${bsonType}(${JSON.stringify(String(value))})`;
  return formatDocument(value as Record<string, unknown>);
}

export function formatDocument(doc: Record<string, unknown>): string {
  const entries = Object.entries(doc);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([key, v]) => `${key}: ${formatValue(v)}`).join(', ')} }`;
}
