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
