import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { storedSize } from '../bson/document-size';
import { isPlainObject, type Doc } from '../bson/document';
import { CommandError } from '../errors';
import { formatValue } from '../bson/format-value';

/**
 * `$bsonSize` (MongoDB 4.4+): the size in bytes of a document encoded as BSON; null for null or
 * missing; any other value is an error (31393), as in mongod.
 */
export function $bsonSize(obj: unknown, expr: unknown, options: Options): number | null {
  const value = evalExpr(obj as never, expr as never, options as never);
  if (value === null || value === undefined) return null;
  if (!isPlainObject(value)) {
    throw new CommandError('Location31393', `$bsonSize requires a document input, found: ${typeName(value)}`);
  }
  return storedSize(value as Doc);
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (value instanceof Date) return 'date';
  return formatValue(value);
}
