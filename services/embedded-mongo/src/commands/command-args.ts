import { Long } from 'bson';
import { CommandError } from '../errors';
import { bsonTypeName, isPlainObject, type Doc } from '../bson/document';

/** The collection a command names in its first field, e.g. `{find: "users"}`. */
export function collectionArg(command: Doc, name: string): string {
  const value = command[name];
  if (typeof value !== 'string') {
    throw new CommandError('InvalidNamespace', `collection name has invalid type ${bsonTypeName(value)}`);
  }
  return value;
}

/** Cursor ids are int64 on the wire, whatever size they are. */
export function cursorReply(id: number, ns: string, batchField: 'firstBatch' | 'nextBatch', docs: Doc[]): Doc {
  return { cursor: { id: Long.fromNumber(id), ns, [batchField]: docs }, ok: 1 };
}

export function cursorIdArg(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (value && typeof value === 'object' && (value as { _bsontype?: string })._bsontype === 'Long') {
    return (value as Long).toNumber();
  }
  throw new CommandError('TypeMismatch', `BSON field '${field}' is the wrong type, expected type 'long'`);
}

/** The server's check for a command argument of the wrong BSON type. */
export function expectObject(value: unknown, field: string, optional = false): Doc | undefined {
  if (value === undefined && optional) return undefined;
  if (!isPlainObject(value)) {
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${bsonTypeName(value)}', expected type 'object'`,
    );
  }
  return value;
}

export function expectArray(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) {
    if (value === undefined) throw new CommandError('Location40414', `BSON field '${field}' is missing but a required field`);
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${bsonTypeName(value)}', expected type 'array'`,
    );
  }
  return value;
}

export function expectString(value: unknown, field: string): string {
  if (typeof value !== 'string') {
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${bsonTypeName(value)}', expected type 'string'`,
    );
  }
  return value;
}

export function optionalNumber(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${bsonTypeName(value)}', expected types '[long, int, decimal, double]'`,
    );
  }
  return value;
}
