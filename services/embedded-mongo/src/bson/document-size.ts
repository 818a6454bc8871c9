import { calculateObjectSize } from 'bson';
import { CommandError } from '../errors';
import { formatValue } from './format-value';
import { restoreNumbers } from './numeric-types';
import type { Doc } from './document';

/** mongod's BSONObjMaxUserSize: the largest document a collection may hold. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** The size the document has on the wire and on disk (numeric types as they will be written). */
export function storedSize(doc: Doc): number {
  return calculateObjectSize(restoreNumbers(doc));
}

function firstElement(doc: Doc): string {
  const [key] = Object.keys(doc);
  return key === undefined ? 'EOO' : `${key}: ${formatValue(doc[key])}`;
}

/**
 * Where a stored document comes from decides the error mongod answers with: a document inserted
 * as given fails BSON validation (10334), one produced by an update or upsert fails the update
 * driver's check (17419).
 */
export type WriteOrigin = 'insert' | 'update';

/**
 * Refuses a document over 16 MiB before anything is applied or journaled: a larger one could
 * never be read back (the journal, snapshots and replies are bounded by the same limit).
 */
export function checkDocumentSize(doc: Doc, origin: WriteOrigin): void {
  const size = storedSize(doc);
  if (size <= MAX_DOCUMENT_BYTES) return;
  if (origin === 'update') {
    throw new CommandError('Location17419', `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`);
  }
  throw new CommandError(
    'BSONObjectTooLarge',
    `BSONObj size: ${size} (0x${size.toString(16).toUpperCase()}) is invalid. Size must be between 0 and ${MAX_DOCUMENT_BYTES}(16MB) First element: ${firstElement(doc)}`,
  );
}
