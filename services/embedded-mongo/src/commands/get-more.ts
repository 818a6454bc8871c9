import type { Doc } from '../bson/document';
import type { Engine } from '../engine';
import { expectString, optionalNumber } from './command-args';
import { cursorIdArg, cursorReply } from './command-args';
import type { CommandHandler } from './command-context';

export const getMore: CommandHandler = (command, context) => {
  const id = cursorIdArg(command.getMore, 'getMore.getMore');
  const ns = `${context.db}.${expectString(command.collection, 'getMore.collection')}`;
  const batchSize = optionalNumber(command.batchSize, 'getMore.batchSize');
  const batch = context.engine.cursors.getMore(id, ns, batchSize && batchSize > 0 ? batchSize : undefined);
  return cursorReply(batch.id, ns, 'nextBatch', batch.docs);
};

/**
 * Before a getMore runs: an awaitData cursor with nothing new waits (up to its maxTimeMS, 1 s by
 * default) until a command writes, as mongod's getMore blocks on a capped collection. Other
 * commands run meanwhile; the getMore itself still runs in one piece afterwards.
 */
export async function awaitTailableData(command: Doc, engine: Engine): Promise<void> {
  const id = cursorIdArg(command.getMore, 'getMore.getMore');
  const wait = engine.cursors.awaitDataWait(id, command.maxTimeMS);
  if (wait > 0) await engine.cursors.waitForWrites(wait);
}
