/**
 * A canonical string for a BSON value, equal for values MongoDB treats as equal in an index
 * (1, 1.0 and Long(1) are one key; field order of embedded documents matters). Used as the key of
 * the in-memory `_id` and secondary index maps. JSON-quoting strings and field names keeps the
 * encoding unambiguous when values nest.
 */
export function keyString(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'string':
      return `s${JSON.stringify(value)}`;
    case 'boolean':
      return value ? 'T' : 'F';
    case 'bigint':
      return `n${value}`;
    case 'object':
      break;
    default:
      return `?${String(value)}`;
  }
  if (Array.isArray(value)) return `[${value.map(keyString).join(',')}]`;
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r${JSON.stringify(value.source)}/${value.flags}`;
  const bsonType = (value as { _bsontype?: string })._bsontype;
  if (bsonType) return bsonKeyString(bsonType, value);
  const parts = Object.keys(value).map(
    (key) => `${JSON.stringify(key)}:${keyString((value as Record<string, unknown>)[key])}`,
  );
  return `{${parts.join(',')}}`;
}

function bsonKeyString(bsonType: string, value: object): string {
  switch (bsonType) {
    case 'ObjectId':
      return `o${(value as { toHexString(): string }).toHexString()}`;
    case 'Long':
    case 'Int32':
    case 'Double':
      return `n${String(value)}`;
    case 'Decimal128': {
      const text = String(value);
      const n = Number(text);
      return Number.isFinite(n) && String(n) === text ? `n${text}` : `m${text}`;
    }
    case 'Binary': {
      const binary = value as { sub_type: number; toString(encoding: 'base64'): string };
      return `b${binary.sub_type}:${binary.toString('base64')}`;
    }
    case 'MinKey':
    case 'MaxKey':
      return bsonType;
    default:
      return `${bsonType}:${String(value)}`;
  }
}
