import { serialize } from 'bson';
import { attachHints, decodeNumbers, hintsUnder, restoreNumbers } from '../bson/numeric-types';
import type { JournalRecord } from '../catalog/journal';
import type { Doc } from '../bson/document';
import { deserializeTyped } from '../wire/decode-document';

const EMBEDDED_DOCUMENT = 0x03;
const STRING = 0x02;
const DOC_FIELD = Buffer.from('doc\0', 'latin1');

/**
 * `{op: 'put', db, coll, doc}` built around the document's stored BSON instead of encoding the
 * document again: the same bytes `serialize` would give (fields in this order).
 */
function encodePut(db: string, coll: string, bson: Uint8Array): Uint8Array {
  const head = serialize({ op: 'put', db, coll });
  const size = head.length - 1 + 1 + DOC_FIELD.length + bson.length + 1;
  const out = Buffer.allocUnsafe(size);
  out.set(head, 0);
  let offset = head.length - 1;
  out[offset++] = EMBEDDED_DOCUMENT;
  out.set(DOC_FIELD, offset);
  offset += DOC_FIELD.length;
  out.set(bson, offset);
  out[offset + bson.length] = 0;
  out.writeInt32LE(size, 0);
  return out;
}

/** Journal records as BSON, with numeric types restored so the file is a faithful copy. */
export function encodeRecord(record: JournalRecord): Uint8Array {
  if (record.op === 'put') return encodePut(record.db, record.coll, record.bson);
  return serialize(record);
}

/**
 * The bytes of the `doc` field of a put record (written as op, db, coll, doc: strings first), or
 * undefined when the record is laid out some other way.
 */
function embeddedDoc(payload: Uint8Array): Uint8Array | undefined {
  const view = Buffer.from(payload.buffer, payload.byteOffset, payload.length);
  let offset = 4;
  while (offset < view.length - 1) {
    const type = view[offset];
    const nameEnd = view.indexOf(0, offset + 1);
    if (nameEnd < 0) return undefined;
    const name = view.toString('latin1', offset + 1, nameEnd);
    offset = nameEnd + 1;
    if (type === STRING) offset += 4 + view.readInt32LE(offset);
    else if (type === EMBEDDED_DOCUMENT && name === 'doc') return view.subarray(offset, offset + view.readInt32LE(offset));
    else return undefined;
  }
  return undefined;
}

export function decodeRecord(payload: Uint8Array): JournalRecord {
  const raw = deserializeTyped(payload);
  const hints = decodeNumbers(raw);
  if (raw.op === 'put') {
    const doc = raw.doc as Doc;
    const docHints = hintsUnder(hints, 'doc');
    attachHints(doc, docHints);
    raw.bson = embeddedDoc(payload) ?? serialize(restoreNumbers(doc, docHints));
  }
  return raw as unknown as JournalRecord;
}
