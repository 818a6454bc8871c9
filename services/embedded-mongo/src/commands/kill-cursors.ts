import { Long } from 'bson';
import { expectArray } from './command-args';
import { collectionArg, cursorIdArg } from './command-args';
import type { CommandHandler } from './command-context';

export const killCursors: CommandHandler = (command, context) => {
  collectionArg(command, 'killCursors');
  const ids = expectArray(command.cursors, 'killCursors.cursors').map((id) => cursorIdArg(id, 'killCursors.cursors'));
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const id of ids) (context.engine.cursors.kill(id) ? killed : notFound).push(Long.fromNumber(id));
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};
