import { deserialize } from 'bson';

/**
 * Deserializes keeping int32/int64/double distinguishable (the wrappers are turned into plain
 * numbers plus type hints by `decodeNumbers` afterwards).
 */
export function deserializeTyped(bytes: Uint8Array): Record<string, unknown> {
  return deserialize(bytes, { promoteValues: false, promoteBuffers: false, bsonRegExp: false });
}

/** `deserializeTyped` of the document starting at `index` inside a larger buffer (a slab of stored documents). */
export function deserializeTypedAt(bytes: Uint8Array, index: number): Record<string, unknown> {
  return deserialize(bytes, { promoteValues: false, promoteBuffers: false, bsonRegExp: false, index, allowObjectSmallerThanBufferSize: true });
}

/**
 * The document at `index` with numbers promoted to JS numbers (int64 beyond 2^53 stays a Long), as
 * `decodeNumbers` leaves them; the caller supplies the type hints (`numericHints`).
 */
export function deserializePromotedAt(bytes: Uint8Array, index: number): Record<string, unknown> {
  return deserialize(bytes, { promoteBuffers: false, bsonRegExp: false, index, allowObjectSmallerThanBufferSize: true });
}
