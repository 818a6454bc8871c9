import { createHash } from 'node:crypto';
import { Binary } from 'bson';
import { isPlainObject, type Doc } from '../bson/document';

/** How long a session is kept without use: hello's logicalSessionTimeoutMinutes (30). */
const SESSION_TIMEOUT_MS = 30 * 60_000;
/** Without authentication every session belongs to the same nobody: mongod's uid is SHA-256 of "". */
const ANONYMOUS_UID = new Binary(createHash('sha256').update('').digest(), 0);

/**
 * The logical sessions this server has seen (the `lsid` every driver command carries), for
 * `$listLocalSessions`. Sessions carry no other state here: no transactions, no retryable writes.
 */
export class SessionRegistry {
  private readonly sessions = new Map<string, { id: unknown; lastUse: Date }>();

  touch(lsid: unknown, now = new Date()): void {
    if (!isPlainObject(lsid) || !(lsid.id instanceof Binary)) return;
    this.sessions.set(lsid.id.toString('hex'), { id: lsid.id, lastUse: now });
  }

  end(lsids: unknown): void {
    if (!Array.isArray(lsids)) return;
    for (const lsid of lsids) if (isPlainObject(lsid) && lsid.id instanceof Binary) this.sessions.delete(lsid.id.toString('hex'));
  }

  /** Forgets sessions idle past the timeout, as mongod's session cache does. */
  sweep(now: number): void {
    for (const [key, session] of this.sessions) if (now - session.lastUse.getTime() > SESSION_TIMEOUT_MS) this.sessions.delete(key);
  }

  /** The documents `$listLocalSessions` produces (every user's: there is only the anonymous one). */
  list(): Doc[] {
    return [...this.sessions.values()].map(({ id, lastUse }) => ({ _id: { id, uid: ANONYMOUS_UID }, lastUse }));
  }
}
