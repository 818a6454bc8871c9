import { CommandError } from '../errors';
import { expectArray } from './command-args';
import { collectionArg, cursorReply } from './command-args';
import type { CommandHandler } from './command-context';

export const createIndexes: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'createIndexes');
  const specs = expectArray(command.indexes, 'createIndexes.indexes');
  if (specs.length === 0) throw new CommandError('BadValue', 'Must specify at least one index to create');
  const { collection, created } = context.engine.catalog.ensure(context.db, name);
  const before = collection.indexes.size + 1;
  let added = 0;
  for (const spec of specs) if (collection.createIndex(spec)) added += 1;
  const reply: Record<string, unknown> = {
    numIndexesBefore: before,
    numIndexesAfter: collection.indexes.size + 1,
    createdCollectionAutomatically: created,
  };
  if (added === 0) reply.note = 'all indexes already exist';
  reply.ok = 1;
  return reply;
};

export const listIndexes: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'listIndexes');
  const collection = context.engine.catalog.get(context.db, name);
  if (!collection) throw new CommandError('NamespaceNotFound', `ns does not exist: ${context.db}.${name}`);
  return cursorReply(0, collection.ns, 'firstBatch', collection.indexSpecs());
};

export const dropIndexes: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'dropIndexes');
  const collection = context.engine.catalog.get(context.db, name);
  if (!collection) throw new CommandError('NamespaceNotFound', `ns not found ${context.db}.${name}`);
  const nIndexesWas = collection.indexes.size + 1;
  const target = command.index;
  let names: string[];
  if (target === '*') names = [...collection.indexes.keys()];
  else if (Array.isArray(target)) names = target.map((t) => collection.findIndexName(t));
  else names = [collection.findIndexName(target)];
  for (const index of names) collection.dropIndex(index);
  return { nIndexesWas, ok: 1 };
};
