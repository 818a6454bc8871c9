/**
 * A data file that cannot be read back completely. Recovery never guesses past damage: it stops
 * with this error (naming the file, the offset and the collection of the record) unless the
 * server was started with `--repair`.
 */
export class StorageDamageError extends Error {}

/** Reads `db` and `coll` from the start of a (possibly damaged) journal record, if they are legible. */
export function recordNamespace(payload: Buffer | undefined): string | undefined {
  if (!payload || payload.length < 5) return undefined;
  const found: Record<string, string> = {};
  let offset = 4;
  for (let element = 0; element < 4 && offset < payload.length; element++) {
    const type = payload[offset];
    const nameEnd = payload.indexOf(0, offset + 1);
    if (nameEnd < 0) break;
    const name = payload.toString('latin1', offset + 1, nameEnd);
    offset = nameEnd + 1;
    if (type !== 0x02 || offset + 4 > payload.length) break;
    const length = payload.readInt32LE(offset);
    if (length < 1 || offset + 4 + length > payload.length) break;
    found[name] = payload.toString('utf8', offset + 4, offset + 4 + length - 1);
    offset += 4 + length;
  }
  if (found.db === undefined) return undefined;
  return found.coll === undefined ? found.db : `${found.db}.${found.coll}`;
}
