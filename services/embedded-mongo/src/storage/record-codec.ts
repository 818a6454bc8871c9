import { serialize } from 'bson';
import { attachHints, decodeNumbers, hintsUnder, restoreNumbers } from '../bson/numeric-types';
import type { JournalRecord } from '../catalog/journal';
import type { Doc } from '../bson/document';
import { deserializeTyped } from '../wire/decode-document';

/** Journal records as BSON, with numeric types restored so the file is a faithful copy. */
export function encodeRecord(record: JournalRecord): Uint8Array {
  if (record.op === 'put') return serialize({ ...record, doc: restoreNumbers(record.doc) });
  return serialize(record);
}

export function decodeRecord(payload: Uint8Array): JournalRecord {
  const raw = deserializeTyped(payload);
  const hints = decodeNumbers(raw);
  if (raw.op === 'put') attachHints(raw.doc as Doc, hintsUnder(hints, 'doc'));
  return raw as unknown as JournalRecord;
}
