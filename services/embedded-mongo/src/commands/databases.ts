import type { Collection } from '../catalog/collection';
import { compileFilter } from '../query/compile-filter';
import { expectObject } from './command-args';
import { requireAdmin } from './collections';
import { notSupported } from '../errors';
import type { CommandHandler } from './command-context';

function dataSize(collections: Collection[]): number {
  return collections.reduce((bytes, collection) => bytes + collection.docs.bsonBytes, 0);
}

export const dropDatabase: CommandHandler = (_command, context) => {
  context.engine.catalog.dropDatabase(context.db);
  return { ok: 1 };
};

export const listDatabases: CommandHandler = (command, context) => {
  requireAdmin(context.db, 'listDatabases');
  const filter = compileFilter(expectObject(command.filter, 'listDatabases.filter', true));
  const { catalog } = context.engine;
  const nameOnly = command.nameOnly === true;
  const databases = catalog
    .databaseNames()
    .map((name) => {
      const sizeOnDisk = nameOnly ? 0 : dataSize(catalog.collections(name));
      return { name, sizeOnDisk, empty: catalog.collections(name).every((c) => c.docs.size === 0) };
    })
    .filter((entry) => filter.test(entry));
  if (nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  const totalSize = databases.reduce((sum, entry) => sum + entry.sizeOnDisk, 0);
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
};

export const dbStats: CommandHandler = (_command, context) => {
  const collections = context.engine.catalog.collections(context.db);
  const objects = collections.reduce((sum, c) => sum + c.docs.size, 0);
  const size = dataSize(collections);
  return {
    db: context.db,
    collections: collections.length,
    views: 0,
    objects,
    avgObjSize: objects === 0 ? 0 : size / objects,
    dataSize: size,
    storageSize: size,
    indexes: collections.reduce((sum, c) => sum + c.indexes.size + 1, 0),
    indexSize: 0,
    totalSize: size,
    scaleFactor: 1,
    ok: 1,
  };
};

/**
 * `fsync`: every acknowledged write is already synced to the journal, so what is left to do is
 * a checkpoint: a snapshot of the whole state starts (written in slices while commands go on).
 * `lock: true` (blocking all writes) is not supported.
 */
export const fsync: CommandHandler = (command, context) => {
  requireAdmin(context.db, 'fsync');
  if (command.lock === true) throw notSupported('fsync with lock');
  void context.engine.compact();
  return { numFiles: 1, ok: 1 };
};
