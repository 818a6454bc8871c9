import { UUID } from 'bson';
import { CommandError } from '../errors';
import type { Doc } from '../bson/document';
import { Collection } from './collection';
import { NO_JOURNAL, type Journal, type JournalRecord } from './journal';
import type { SnapshotItem } from '../storage/snapshot-frames';
import { checkCollectionName } from './namespace';

/**
 * All databases and collections. A database exists while it has a collection, as in MongoDB.
 * Mutations go through here or through `Collection`, which write their journal records.
 */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private journal: Journal = NO_JOURNAL;

  setJournal(journal: Journal): void {
    this.journal = journal;
  }

  private readonly currentJournal = () => this.journal;

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.databases.values()].flatMap((colls) => [...colls.values()]);
  }

  get(db: string, coll: string): Collection | undefined {
    return this.databases.get(db)?.get(coll);
  }

  /** Creates the collection on first write, as inserts and upserts do in MongoDB. */
  ensure(db: string, coll: string): { collection: Collection; created: boolean } {
    const existing = this.get(db, coll);
    if (existing) return { collection: existing, created: false };
    return { collection: this.create(db, coll, {}), created: true };
  }

  create(db: string, coll: string, options: Doc, uuid: unknown = new UUID()): Collection {
    checkCollectionName(db, coll);
    if (this.get(db, coll)) throw new CommandError('NamespaceExists', `Collection ${db}.${coll} already exists.`);
    const collection = new Collection(db, coll, uuid, options, this.currentJournal);
    let colls = this.databases.get(db);
    if (!colls) this.databases.set(db, (colls = new Map()));
    colls.set(coll, collection);
    this.journal.write({ op: 'createCollection', db, coll, uuid, options });
    return collection;
  }

  drop(db: string, coll: string): boolean {
    const colls = this.databases.get(db);
    if (!colls?.delete(coll)) return false;
    if (colls.size === 0) this.databases.delete(db);
    this.journal.write({ op: 'dropCollection', db, coll });
    return true;
  }

  /** `collMod`: replaces a collection's options (journaled whole). */
  setOptions(db: string, coll: string, options: Doc): void {
    const collection = this.get(db, coll);
    if (!collection) return;
    collection.options = options;
    this.journal.write({ op: 'setCollectionOptions', db, coll, options });
  }

  dropDatabase(db: string): void {
    if (!this.databases.delete(db)) return;
    this.journal.write({ op: 'dropDatabase', db });
  }

  /** Applies one journal record during recovery (journal detached, so nothing is re-logged). */
  apply(record: JournalRecord): void {
    switch (record.op) {
      case 'put':
        this.ensure(record.db, record.coll).collection.restore(record.bson, record.doc);
        break;
      case 'del':
        this.get(record.db, record.coll)?.restoreDelete(record.id);
        break;
      case 'createCollection':
        if (!this.get(record.db, record.coll)) this.create(record.db, record.coll, record.options, record.uuid);
        break;
      case 'dropCollection':
        this.drop(record.db, record.coll);
        break;
      case 'setCollectionOptions':
        this.setOptions(record.db, record.coll, record.options);
        break;
      case 'createIndex':
        this.ensure(record.db, record.coll).collection.restoreIndex(record.spec);
        break;
      case 'dropIndex':
        this.get(record.db, record.coll)?.dropIndex(record.name, false);
        break;
      case 'dropDatabase':
        this.dropDatabase(record.db);
        break;
    }
  }

  /**
   * The whole state as records that rebuild it: what a snapshot contains. The view is frozen
   * when this is called (stored documents are BSON bytes in append-only slabs, so the slabs and
   * the documents' locators are a consistent copy), and can be read later while commands change
   * the catalog.
   */
  frozenSnapshot(): Iterator<SnapshotItem> {
    const frozen = this.allCollections().map((collection) => ({
      db: collection.db,
      coll: collection.name,
      uuid: collection.uuid,
      options: collection.options,
      specs: [...collection.indexes.values()].map((index) => index.definition.spec),
      docs: collection.docs.freeze(),
    }));
    return (function* (): Generator<SnapshotItem> {
      for (const { db, coll, uuid, options, specs, docs } of frozen) {
        yield { op: 'createCollection', db, coll, uuid, options };
        for (const spec of specs) yield { op: 'createIndex', db, coll, spec };
        // One item for all documents: the snapshot writer copies them from their slabs.
        yield { op: 'documents', db, coll, docs };
      }
    })();
  }
}
