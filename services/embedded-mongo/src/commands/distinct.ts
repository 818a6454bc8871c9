import { keyString } from '../bson/key-string';
import { compileFilter } from '../query/compile-filter';
import { expectObject, expectString } from './command-args';
import { isPlainObject } from '../bson/document';
import { matching } from '../query/select-documents';
import { collectionArg } from './command-args';
import type { CommandHandler } from './command-context';

/** Values at a dotted path; arrays contribute their elements, as in the server's distinct. */
function valuesAt(value: unknown, segments: string[], out: unknown[]): void {
  if (segments.length === 0) {
    if (Array.isArray(value)) out.push(...value);
    else if (value !== undefined) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const element of value) if (isPlainObject(element)) valuesAt(element, segments, out);
    return;
  }
  if (isPlainObject(value)) valuesAt(value[segments[0] as string], segments.slice(1), out);
}

export const distinct: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'distinct');
  const key = expectString(command.key, 'distinct.key');
  const filter = expectObject(command.query, 'distinct.query', true) ?? {};
  const collection = context.engine.catalog.get(context.db, name);
  const seen = new Map<string, unknown>();
  for (const doc of matching(collection, compileFilter(filter, command.collation))) {
    const values: unknown[] = [];
    valuesAt(doc, key.split('.'), values);
    for (const value of values) {
      const canonical = keyString(value);
      if (!seen.has(canonical)) seen.set(canonical, value);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};
