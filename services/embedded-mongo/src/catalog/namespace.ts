import { CommandError } from '../errors';

/** The server's namespace rules, so names that would fail against MongoDB fail here too. */
export function checkDatabaseName(db: string): void {
  if (db.length === 0 || db.length > 63 || /[/\\. "$\0]/.test(db)) {
    throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  }
}

export function checkCollectionName(db: string, coll: string): void {
  checkDatabaseName(db);
  if (coll.length === 0 || coll.includes('$') || coll.includes('\0') || coll.startsWith('.') || coll.startsWith('system.')) {
    throw new CommandError('InvalidNamespace', `Invalid collection name: ${db}.${coll}`);
  }
}
