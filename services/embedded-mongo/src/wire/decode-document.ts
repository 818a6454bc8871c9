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
