import { CommandError, notSupported } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';

/** Statement arrays of the write commands, whose entries carry their own options. */
const STATEMENT_FIELDS: Record<string, string> = { update: 'updates', delete: 'deletes' };

/**
 * Only the simple collation (binary comparison, which is what every query here does) is
 * implemented; any other would silently compare differently from MongoDB, so it is refused.
 */
function checkCollation(collation: unknown): void {
  if (collation === undefined) return;
  if (!isPlainObject(collation)) {
    throw new CommandError('TypeMismatch', "BSON field 'collation' is the wrong type, expected type 'object'");
  }
  if (collation.locale === 'simple') return;
  throw notSupported(`A collation other than { locale: 'simple' } (here ${JSON.stringify(collation)})`);
}

/**
 * Options a 7.0 server has (or, for update `sort`, does not have yet) that this one would
 * otherwise ignore: refused before the command runs, never silently dropped.
 */
export function checkUnsupportedOptions(name: string, command: Doc): void {
  if (command.let !== undefined) throw notSupported("The 'let' option (variables for $$-expressions)");
  checkCollation(command.collation);
  const field = STATEMENT_FIELDS[name];
  const statements = field ? command[field] : undefined;
  if (!Array.isArray(statements)) return;
  for (const statement of statements) {
    if (!isPlainObject(statement)) continue;
    checkCollation(statement.collation);
    // MongoDB 8.0 added `sort` to update statements; 7.0's parser rejects it as unknown.
    if (name === 'update' && statement.sort !== undefined) {
      throw new CommandError('Location40415', "BSON field 'update.updates.sort' is an unknown field.");
    }
  }
}
