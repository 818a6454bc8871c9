import { CommandError } from '../errors';
import { isPlainObject } from './document';

/** Finds a `$`-prefixed field name anywhere inside an embedded `_id`. */
function dollarField(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const element of value) {
      const found = dollarField(element);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('$')) return key;
    const found = dollarField(inner);
    if (found) return found;
  }
  return undefined;
}

/** mongod's rules for an `_id`: no array, no regex, no `$`-prefixed field inside. */
export function checkIdValue(id: unknown): void {
  if (Array.isArray(id)) throw new CommandError('BadValue', "can't use an array for _id");
  if (id instanceof RegExp) throw new CommandError('BadValue', "can't use a regex for _id");
  const dollar = dollarField(id);
  if (dollar) {
    throw new CommandError('DollarPrefixedFieldName', `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`);
  }
}
