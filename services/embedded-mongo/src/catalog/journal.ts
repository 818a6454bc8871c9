import type { Doc } from '../bson/document';

/**
 * Every change to the catalog, as written to the append-only log and replayed on start. Documents
 * are logged whole (post-image), so replaying a record twice is harmless.
 */
export type JournalRecord =
  /** `bson` is the document as stored; `doc` its decoded form where the writer has it at hand. */
  | { op: 'put'; db: string; coll: string; bson: Uint8Array; doc?: Doc }
  | { op: 'del'; db: string; coll: string; id: unknown }
  | { op: 'createCollection'; db: string; coll: string; uuid: unknown; options: Doc }
  | { op: 'dropCollection'; db: string; coll: string }
  /** `collMod`: the collection's options (validation) replaced whole. */
  | { op: 'setCollectionOptions'; db: string; coll: string; options: Doc }
  | { op: 'createIndex'; db: string; coll: string; spec: Doc }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'dropDatabase'; db: string };

export interface Journal {
  write(record: JournalRecord): void;
}

export const NO_JOURNAL: Journal = { write: () => undefined };
