import { CommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import type { CommandContext } from './command-context';

let nextOpId = 1;

/**
 * The `$currentOp` stage (`{ aggregate: 1 }` on `admin`). Commands run here one at a time, so the
 * only operation in progress is the aggregate asking: it is reported as mongod reports an active
 * command (`type: 'op'`, `op: 'command'`, the command as received with its `$db`). Idle
 * connections and cursors are not listed (`idleConnections`/`idleCursors` find none).
 */
export function currentOperations(spec: unknown, command: Doc, context: CommandContext): Doc[] {
  if (!isPlainObject(spec)) throw new CommandError('FailedToParse', 'The $currentOp stage specification must be an object.');
  if (context.db !== 'admin') {
    throw new CommandError('InvalidNamespace', "$currentOp must be run against the 'admin' database with {aggregate: 1}");
  }
  return [
    {
      type: 'op',
      host: 'embedded-mongo',
      desc: `conn${context.connectionId}`,
      connectionId: context.connectionId,
      active: true,
      currentOpTime: new Date().toISOString(),
      opid: nextOpId++,
      ...(command.lsid !== undefined ? { lsid: command.lsid } : {}),
      secs_running: 0,
      microsecs_running: 0,
      op: 'command',
      ns: 'admin.$cmd.aggregate',
      command,
      numYields: 0,
      locks: {},
      waitingForLock: false,
      lockStats: {},
    },
  ];
}
