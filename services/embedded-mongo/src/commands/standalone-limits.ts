import { CommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import { resolveHint } from '../query/resolve-hint';
import type { Engine } from '../engine';

/**
 * What a standalone mongod (7.0) refuses before running a command, refused here with its codes
 * and messages: read concerns that need a replica set, write concerns that wait for other
 * members, a write concern on a command that writes nothing, and a hint naming no index.
 */

/** Commands that never write: mongod's `supportsWriteConcern()` is false for them. */
const NO_WRITE_CONCERN = new Set([
  'explain', 'find', 'getMore', 'count', 'distinct', 'listIndexes', 'listCollections', 'listDatabases', 'dbStats', 'killCursors',
]);

/** Commands whose top-level `hint` mongod plans with (write statements carry their own). */
const HINTED = new Set(['distinct', 'aggregate', 'findAndModify', 'findandmodify']);

function checkReadConcern(readConcern: unknown): void {
  if (!isPlainObject(readConcern)) return;
  const { level } = readConcern;
  // read_concern_mongod.cpp: snapshot and linearizable reads (and cluster times) need a replica set.
  if (level === 'snapshot' || level === 'linearizable' || readConcern.atClusterTime !== undefined || readConcern.afterClusterTime !== undefined) {
    throw new CommandError('NotAReplicaSet', 'node needs to be a replica set member to use read concern');
  }
}

function checkWriteConcern(name: string, writeConcern: unknown): void {
  if (writeConcern === undefined) return;
  if (NO_WRITE_CONCERN.has(name)) throw new CommandError('InvalidOptions', 'Command does not support writeConcern');
  if (!isPlainObject(writeConcern)) return;
  const { w } = writeConcern;
  if (typeof w === 'number') {
    if (w < 0 || w > 50) throw new CommandError('FailedToParse', `w has to be a non-negative number and not greater than 50; found: ${w}`);
    // write_concern.cpp validateWriteConcern: nobody else can acknowledge on a standalone.
    if (w > 1) throw new CommandError('BadValue', "cannot use 'w' > 1 when a host is not replicated");
  } else if (typeof w === 'string' && w !== 'majority') {
    throw new CommandError('BadValue', `cannot use non-majority 'w' mode ${w} when a host is not a member of a replica set`);
  }
}

export function checkStandaloneLimits(name: string, command: Doc, engine: Engine, db: string): void {
  checkReadConcern(command.readConcern);
  checkWriteConcern(name, command.writeConcern);
  if (HINTED.has(name) && command.hint !== undefined && typeof command[name] === 'string') {
    resolveHint(engine.catalog.get(db, command[name]), command.hint);
  }
}
