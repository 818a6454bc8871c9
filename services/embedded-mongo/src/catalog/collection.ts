import { cappedOverflow } from './capped';
import { checkDocumentSize, type WriteOrigin } from '../bson/document-size';
import { encodeStoredDocument } from '../bson/encode-document';
import { attachHints, decodeNumbers } from '../bson/numeric-types';
import { deserializeTyped } from '../wire/decode-document';
import { checkIdValue } from '../bson/id-value';
import { keyString } from '../bson/key-string';
import { CommandError } from '../errors';
import { duplicateKeyError } from '../indexes/duplicate-key-error';
import {
  ID_INDEX_SPEC,
  parseIndexSpec,
  sameIndexOptions,
  sameKeyPattern,
  type IndexDefinition,
} from '../indexes/index-definition';
import type { IndexEntry } from '../indexes/index-keys';
import { KeyIndex } from '../indexes/key-index';
import { isPlainObject, type Doc } from '../bson/document';
import { expiredByIndex, planQuery } from '../query/plan-query';
import { DocumentStore } from './document-store';
import type { Journal } from './journal';

const ID_KEY_PATTERN = { _id: 1 };

/**
 * One collection: documents by canonical `_id` (insertion order is the natural order), kept as
 * BSON and decoded on read, plus its secondary indexes. Every mutation checks all constraints
 * first and only then changes memory and writes the journal, so a failed write leaves nothing
 * behind. A write encodes the document once: the same bytes are stored and journaled.
 */
export class Collection {
  readonly docs = new DocumentStore();
  readonly indexes = new Map<string, KeyIndex>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly uuid: unknown,
    /** Creation options; `collMod` replaces them (validator, validationLevel, validationAction). */
    public options: Doc,
    private readonly journal: () => Journal,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  private indexEntries(doc: Doc): [KeyIndex, IndexEntry[]][] {
    return [...this.indexes.values()].map((index) => [index, index.entriesFor(doc)]);
  }

  private checkUnique(perIndex: [KeyIndex, IndexEntry[]][], idKey: string): void {
    for (const [index, entries] of perIndex) {
      const conflict = index.findConflict(entries, idKey);
      if (conflict) {
        throw duplicateKeyError(this.ns, index.definition.name, index.definition.key, conflict.values);
      }
    }
  }

  /**
   * Constraints first (size, `_id`, unique keys), then the journal record (whose encoding can
   * still fail), and only then memory: an error at any step leaves nothing behind.
   */
  insert(doc: Doc, origin: WriteOrigin = 'insert'): void {
    checkIdValue(doc._id);
    const bson = encodeStoredDocument(doc, origin);
    const idKey = keyString(doc._id);
    if (this.docs.has(idKey)) throw duplicateKeyError(this.ns, '_id_', ID_KEY_PATTERN, [doc._id]);
    const perIndex = this.indexEntries(doc);
    this.checkUnique(perIndex, idKey);
    this.journal().write({ op: 'put', db: this.db, coll: this.name, bson, doc });
    this.docs.set(idKey, bson);
    for (const [index, entries] of perIndex) index.add(idKey, entries);
    this.evictCapped();
  }

  /** A capped collection deletes its oldest documents once it holds too many or too many bytes (journaled like any delete). */
  private evictCapped(): void {
    while (cappedOverflow(this.options, this.docs.size, this.docs.bsonBytes)) {
      const oldest = this.docs.keys().next();
      if (oldest.done) return;
      const doc = this.docs.get(oldest.value);
      if (doc) this.remove(doc);
    }
  }

  replace(previous: Doc, next: Doc): void {
    const bson = encodeStoredDocument(next, 'update');
    const idKey = keyString(previous._id);
    const perIndex = this.indexEntries(next);
    this.checkUnique(perIndex, idKey);
    this.journal().write({ op: 'put', db: this.db, coll: this.name, bson, doc: next });
    for (const [index, entries] of this.indexEntries(previous)) index.remove(idKey, entries);
    this.docs.set(idKey, bson);
    for (const [index, entries] of perIndex) index.add(idKey, entries);
  }

  /** The checks of `replace` that do not depend on other documents, for a whole batch up front. */
  checkReplace(_previous: Doc, next: Doc): void {
    checkDocumentSize(next, 'update');
  }

  remove(doc: Doc): void {
    const idKey = keyString(doc._id);
    if (!this.docs.has(idKey)) return;
    this.journal().write({ op: 'del', db: this.db, coll: this.name, id: doc._id });
    this.docs.delete(idKey);
    for (const [index, entries] of this.indexEntries(doc)) index.remove(idKey, entries);
  }

  /** Replays a logged post-image: constraints were checked when it was first written. */
  restore(bson: Uint8Array, decoded?: Doc): void {
    let doc = decoded;
    if (!doc) {
      doc = deserializeTyped(bson);
      attachHints(doc, decodeNumbers(doc));
    }
    const idKey = keyString(doc._id);
    const previous = this.docs.get(idKey);
    if (previous) for (const [index, entries] of this.indexEntries(previous)) index.remove(idKey, entries);
    this.docs.set(idKey, bson);
    for (const [index, entries] of this.indexEntries(doc)) index.add(idKey, entries);
  }

  restoreDelete(id: unknown): void {
    const idKey = keyString(id);
    const previous = this.docs.get(idKey);
    if (!previous) return;
    this.docs.delete(idKey);
    for (const [index, entries] of this.indexEntries(previous)) index.remove(idKey, entries);
  }

  /** Documents that may match `filter`, read the way the query planner chose; callers test each against the filter. */
  candidates(filter: Doc): Generator<Doc> {
    return planQuery(this, filter).docs();
  }

  indexSpecs(): Doc[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((index) => index.definition.spec)];
  }

  /** Returns false when an identical index already exists. */
  createIndex(rawSpec: unknown): boolean {
    const definition = parseIndexSpec(rawSpec);
    if (definition.name === '_id_' || sameKeyPattern(definition.key, ID_KEY_PATTERN)) return false;
    const existing = this.indexes.get(definition.name);
    if (existing) {
      if (sameIndexOptions(existing.definition, definition)) return false;
      throw new CommandError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(definition.spec)}, existing index: ${JSON.stringify(existing.definition.spec)}`,
      );
    }
    for (const other of this.indexes.values()) {
      if (sameKeyPattern(other.definition.key, definition.key)) {
        const message = sameIndexOptions(other.definition, definition)
          ? `Index already exists with a different name: ${other.definition.name}`
          : `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(definition.spec)}, existing index: ${JSON.stringify(other.definition.spec)}`;
        throw new CommandError('IndexOptionsConflict', message);
      }
    }
    const index = this.buildIndex(definition);
    this.indexes.set(definition.name, index);
    this.journal().write({ op: 'createIndex', db: this.db, coll: this.name, spec: definition.spec });
    return true;
  }

  private buildIndex(definition: IndexDefinition): KeyIndex {
    const index = new KeyIndex(definition);
    for (const [idKey, doc] of this.docs) {
      const entries = index.entriesFor(doc);
      const conflict = index.findConflict(entries, idKey);
      if (conflict) throw duplicateKeyError(this.ns, definition.name, definition.key, conflict.values);
      index.add(idKey, entries);
    }
    return index;
  }

  /** Replays a logged index creation. */
  restoreIndex(spec: Doc): void {
    const definition = parseIndexSpec(spec);
    const index = new KeyIndex(definition);
    for (const [idKey, doc] of this.docs) index.add(idKey, index.entriesFor(doc));
    this.indexes.set(definition.name, index);
  }

  /** Resolves an index given by name or key pattern; throws IndexNotFound like mongod. */
  findIndexName(target: unknown): string {
    if (typeof target === 'string') {
      if (target === '_id_') throw new CommandError('InvalidOptions', 'cannot drop _id index');
      if (!this.indexes.has(target)) throw new CommandError('IndexNotFound', `index not found with name [${target}]`);
      return target;
    }
    if (isPlainObject(target)) {
      if (sameKeyPattern(target, ID_KEY_PATTERN)) throw new CommandError('InvalidOptions', 'cannot drop _id index');
      for (const index of this.indexes.values()) {
        if (sameKeyPattern(index.definition.key, target)) return index.definition.name;
      }
      throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    }
    throw new CommandError('TypeMismatch', "BSON field 'dropIndexes.index' is the wrong type, expected type 'string' or 'object'");
  }

  dropIndex(name: string, journal = true): void {
    this.indexes.delete(name);
    if (journal) this.journal().write({ op: 'dropIndex', db: this.db, coll: this.name, name });
  }

  /**
   * TTL: documents whose indexed date (earliest one, for arrays) is older than the index allows,
   * read from the index in date order, so only expired documents are visited. `limit` bounds the
   * work of one call (the sweep deletes a batch, yields to commands, and asks again).
   */
  expiredDocuments(now: number, limit = Infinity): Doc[] {
    const expired = new Map<string, Doc>();
    for (const index of this.indexes.values()) {
      const { expireAfterSeconds } = index.definition;
      if (expireAfterSeconds === undefined) continue;
      const cutoff = new Date(now - expireAfterSeconds * 1000);
      for (const doc of expiredByIndex(this, index, cutoff, limit - expired.size)) expired.set(keyString(doc._id), doc);
      if (expired.size >= limit) break;
    }
    return [...expired.values()];
  }
}
