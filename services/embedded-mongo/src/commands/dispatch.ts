import type { TypeHints } from '../bson/numeric-types';
import type { Engine } from '../engine';
import { CommandError, ErrorCodes, notSupported } from '../errors';
import { translateMingoError } from '../query/mingo-errors';
import type { Doc } from '../bson/document';
import { aggregate } from './aggregate';
import { create, drop, listCollections } from './collections';
import type { CommandHandler } from './command-context';
import { count } from './count';
import { dbStats, dropDatabase, fsync, listDatabases } from './databases';
import { deleteCommand } from './delete';
import { distinct } from './distinct';
import { explain } from './explain';
import { find } from './find';
import { findAndModify } from './find-and-modify';
import { awaitTailableData, getMore } from './get-more';
import { buildInfo, connectionStatus, hello, noOp, ping } from './handshake';
import { createIndexes, dropIndexes, listIndexes } from './indexes';
import { insert } from './insert';
import { killCursors } from './kill-cursors';
import { update } from './update';
import { checkUnsupportedOptions } from './unsupported-options';
import { checkStandaloneLimits } from './standalone-limits';
import { getParameter } from './get-parameter';
import { collMod } from './coll-mod';

const COMMANDS: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping,
  buildInfo,
  buildinfo: buildInfo,
  endSessions: (command, context) => (context.engine.sessions.end(command.endSessions), { ok: 1 }),
  killAllSessions: noOp,
  refreshSessions: noOp,
  connectionStatus,
  insert,
  find,
  getMore,
  killCursors,
  update,
  delete: deleteCommand,
  findAndModify,
  findandmodify: findAndModify,
  count,
  aggregate,
  distinct,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  listCollections,
  create,
  collMod,
  drop,
  dropDatabase,
  listDatabases,
  dbStats,
  explain,
  fsync,
  getParameter,
  // A test command (mongod with enableTestCommands): fail points are a documented not-supported class, refused by name.
  configureFailPoint: () => {
    throw notSupported('configureFailPoint (fail points, a test command)');
  },
};

const TRANSACTION_ERROR = new CommandError(
  'IllegalOperation',
  'Transaction numbers are only allowed on a replica set member or mongos',
);

export interface CommandRequest {
  command: Doc;
  db: string;
  hints: TypeHints | undefined;
  connectionId: number;
}

/**
 * Runs one command and produces its reply; never throws. Writes are acknowledged only after the
 * journal holds them, so a reply the client saw survives a crash.
 */
export async function runCommand(engine: Engine, request: CommandRequest): Promise<Doc> {
  const name = Object.keys(request.command)[0] ?? '';
  const handler = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  const writesBefore = engine.writeCount;
  let reply: Doc;
  try {
    if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
    const { command } = request;
    engine.sessions.touch(command.lsid);
    // A standalone server has no sessions with transactions, like a real one.
    if (command.txnNumber !== undefined || command.startTransaction !== undefined || command.autocommit !== undefined) {
      throw TRANSACTION_ERROR;
    }
    checkUnsupportedOptions(name, command);
    checkStandaloneLimits(name, command, engine, request.db);
    if (name === 'getMore') await awaitTailableData(command, engine);
    reply = handler(command, { engine, db: request.db, connectionId: request.connectionId, hints: request.hints });
  } catch (caught) {
    const error = translateMingoError(caught);
    if (error instanceof CommandError) reply = error.toReply();
    else {
      const message = error instanceof Error ? error.message : String(error);
      reply = { ok: 0, errmsg: message, code: ErrorCodes.InternalError, codeName: 'InternalError' };
    }
  }
  if (engine.writeCount !== writesBefore) {
    engine.cursors.writesHappened();
    try {
      await engine.durable();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: 0, errmsg: `journal write failed: ${message}`, code: ErrorCodes.InternalError, codeName: 'InternalError' };
    }
  }
  return reply;
}
