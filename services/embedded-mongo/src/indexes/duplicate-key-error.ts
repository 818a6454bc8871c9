import { formatDocument } from '../bson/format-value';
import { CommandError } from '../errors';
import type { Doc } from '../bson/document';

/** E11000 exactly as mongod words it, with the keyPattern/keyValue fields drivers expose. */
export function duplicateKeyError(ns: string, indexName: string, keyPattern: Doc, values: unknown[]): CommandError {
  const keyValue: Doc = {};
  Object.keys(keyPattern).forEach((field, i) => {
    keyValue[field] = values[i] ?? null;
  });
  return new CommandError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: ${formatDocument(keyValue)}`,
    { keyPattern, keyValue },
  );
}
