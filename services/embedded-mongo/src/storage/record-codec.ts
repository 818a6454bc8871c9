import { serialize } from 'bson';
import { attachHints, decodeNumbers, hintsUnder, restoreNumbers } from '../bson/numeric-types';
import type { JournalRecord } from '../catalog/journal';
import type { Doc } from '../bson/document';
import { deserializeTyped } from '../wire/decode-document';

const EMBEDDED_DOCUMENT = 0x03;
const STRING = 0x02;
const DOC_FIELD = Buffer.from('doc\0', 'latin1');

/**
 * The bytes of `{op: 'put', db, coll, doc: <document>}` up to the document: the head of every put
 * record of one collection (its size field, the first 4 bytes, is rewritten for each record).
 */
export function putRecordPrefix(db: string, coll: string): Buffer {
  const head = serialize({ op: 'put', db, coll });
  const prefix = Buffer.allocUnsafe(head.length - 1 + 1 + DOC_FIELD.length);
  prefix.set(head.subarray(0, head.length - 1), 0);
  prefix[head.length - 1] = EMBEDDED_DOCUMENT;
  prefix.set(DOC_FIELD, head.length);
  return prefix;
}

/**
 * Writes the put record of the document whose BSON is at `source[offset]` into `target` at `at`
 * (which must have room for `prefix.length + length + 1` bytes) and returns its size: the same
 * bytes `serialize` would give (fields in this order), without encoding the document again.
 */
export function writePutRecord(target: Buffer, at: number, prefix: Buffer, source: Buffer, offset: number, length: number): number {
  const size = prefix.length + length + 1;
  prefix.copy(target, at);
  target.writeInt32LE(size, at);
  source.copy(target, at + prefix.length, offset, offset + length);
  target[at + size - 1] = 0;
  return size;
}

/** `{op: 'put', db, coll, doc}` built around the document's stored BSON (see `writePutRecord`). */
function encodePut(db: string, coll: string, bson: Uint8Array): Uint8Array {
  const prefix = putRecordPrefix(db, coll);
  const out = Buffer.allocUnsafe(prefix.length + bson.length + 1);
  const source = Buffer.from(bson.buffer, bson.byteOffset, bson.length);
  writePutRecord(out, 0, prefix, source, 0, bson.length);
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
