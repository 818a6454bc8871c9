/**
 * The CRUD operations of the unified test format, each called through the official driver the
 * way the driver's own unified runner calls it (test/tools/unified-spec-runner/operations.ts in
 * mongodb/node-mongodb-native): arguments named as in the spec, passed as the driver's options.
 */
import type { AnyBulkWriteOperation, AnyClientBulkWriteModel, Collection, Db, Document, MongoClient } from 'mongodb';

export type Operation = (target: unknown, args: Record<string, unknown>) => Promise<unknown>;

/** An operation this runner cannot carry out (a fail point, a session, ...): the test is skipped. */
export class UnsupportedOperation extends Error {}

const collection = (target: unknown) => target as Collection<Document>;
const database = (target: unknown) => target as Db;

/** Splits the arguments the driver takes positionally from its options. */
function split(args: Record<string, unknown>, ...positional: string[]): [unknown[], Record<string, unknown>] {
  const options: Record<string, unknown> = { ...args };
  const values = positional.map((name) => {
    const value = options[name];
    delete options[name];
    return value;
  });
  if (options.returnDocument === 'Before' || options.returnDocument === 'After') {
    options.returnDocument = String(options.returnDocument).toLowerCase();
  }
  return [values, options];
}

async function toArray(cursor: { toArray(): Promise<unknown[]> }): Promise<unknown[]> {
  return cursor.toArray();
}

export const OPERATIONS: Record<string, Operation> = {
  aggregate: async (target, args) => {
    const [[pipeline], options] = split(args, 'pipeline');
    const source = target as Collection | Db;
    return toArray(source.aggregate(pipeline as Document[], options));
  },
  bulkWrite: async (target, args) => {
    const [[requests], options] = split(args, 'requests');
    return collection(target).bulkWrite(requests as AnyBulkWriteOperation[], options);
  },
  clientBulkWrite: async (target, args) => {
    const [[models], options] = split(args, 'models');
    // The spec writes { updateOne: { namespace, ... } }; the driver takes { name: 'updateOne', namespace, ... }.
    const driverModels = (models as Record<string, Document>[]).map((model) => {
      const [name, fields] = Object.entries(model)[0] as [string, Document];
      return { name, ...fields } as AnyClientBulkWriteModel<Document>;
    });
    return (target as MongoClient).bulkWrite(driverModels, options);
  },
  countDocuments: async (target, args) => {
    const [[filter], options] = split(args, 'filter');
    return collection(target).countDocuments(filter as Document, options);
  },
  count: async (target, args) => {
    const [[filter], options] = split(args, 'filter');
    const legacy = (collection(target) as unknown as { count?: (f: Document, o: unknown) => Promise<number> }).count;
    if (!legacy) throw new UnsupportedOperation('this driver has no Collection.count');
    return legacy.call(target, filter as Document, options);
  },
  estimatedDocumentCount: async (target, args) => collection(target).estimatedDocumentCount(args),
  distinct: async (target, args) => {
    const [[fieldName, filter], options] = split(args, 'fieldName', 'filter');
    return collection(target).distinct(fieldName as string, (filter ?? {}) as Document, options);
  },
  find: async (target, args) => {
    const [[filter], options] = split(args, 'filter');
    return toArray(collection(target).find(filter as Document, options));
  },
  findOne: async (target, args) => {
    const [[filter], options] = split(args, 'filter');
    return collection(target).findOne(filter as Document, options);
  },
  deleteOne: async (target, args) => {
    const [[filter], options] = split(args, 'filter');
    return collection(target).deleteOne(filter as Document, options);
  },
  deleteMany: async (target, args) => {
    const [[filter], options] = split(args, 'filter');
    return collection(target).deleteMany(filter as Document, options);
  },
  insertOne: async (target, args) => {
    const [[document], options] = split(args, 'document');
    return collection(target).insertOne(document as Document, options);
  },
  insertMany: async (target, args) => {
    const [[documents], options] = split(args, 'documents');
    return collection(target).insertMany(documents as Document[], options);
  },
  replaceOne: async (target, args) => {
    const [[filter, replacement], options] = split(args, 'filter', 'replacement');
    return collection(target).replaceOne(filter as Document, replacement as Document, options);
  },
  updateOne: async (target, args) => {
    const [[filter, update], options] = split(args, 'filter', 'update');
    return collection(target).updateOne(filter as Document, update as Document, options);
  },
  updateMany: async (target, args) => {
    const [[filter, update], options] = split(args, 'filter', 'update');
    return collection(target).updateMany(filter as Document, update as Document, options);
  },
  findOneAndDelete: async (target, args) => {
    const [[filter], options] = split(args, 'filter');
    return collection(target).findOneAndDelete(filter as Document, options);
  },
  findOneAndReplace: async (target, args) => {
    const [[filter, replacement], options] = split(args, 'filter', 'replacement');
    return collection(target).findOneAndReplace(filter as Document, replacement as Document, options);
  },
  findOneAndUpdate: async (target, args) => {
    const [[filter, update], options] = split(args, 'filter', 'update');
    return collection(target).findOneAndUpdate(filter as Document, update as Document, options);
  },
  createIndex: async (target, args) => {
    const [[keys], options] = split(args, 'keys');
    return collection(target).createIndex(keys as Document, options);
  },
  dropCollection: async (target, args) => {
    const [[name], options] = split(args, 'collection');
    return database(target).dropCollection(name as string, options);
  },
  createCollection: async (target, args) => {
    const [[name], options] = split(args, 'collection');
    await database(target).createCollection(name as string, options);
    return undefined;
  },
  // As the driver's runner does it: collMod with the remaining arguments.
  modifyCollection: async (target, args) => {
    const [[name], options] = split(args, 'collection');
    return database(target).command({ collMod: name, ...options });
  },
};
