import { serialize } from 'bson';
import { checkDocumentSize, MAX_DOCUMENT_BYTES, type WriteOrigin } from './document-size';
import { restoreNumbers } from './numeric-types';
import type { Doc } from './document';

/**
 * The document's BSON as it is stored, journaled and sent (numeric types restored), encoded once
 * per write. Over 16 MiB it is refused with mongod's error for `origin`, before anything is
 * applied or journaled.
 */
export function encodeStoredDocument(doc: Doc, origin: WriteOrigin): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = serialize(restoreNumbers(doc));
  } catch (error) {
    // The serializer's own buffer is 17 MiB: a larger document fails there; answer as mongod does.
    checkDocumentSize(doc, origin);
    throw error;
  }
  if (bytes.length > MAX_DOCUMENT_BYTES) checkDocumentSize(doc, origin);
  return bytes;
}
