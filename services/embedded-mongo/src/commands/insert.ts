import { attachHints, hintsUnder } from '../bson/numeric-types';
import { checkDocumentSize } from '../bson/document-size';
import { checkIdValue } from '../bson/id-value';
import { CommandError } from '../errors';
import { checkDocumentValidation } from '../catalog/document-validation';
import { expectArray } from './command-args';
import { isPlainObject, type Doc } from '../bson/document';
import { collectionArg } from './command-args';
import type { CommandHandler } from './command-context';
import { runStatements, withIdFirst } from './write-batch';

export const insert: CommandHandler = (command, context) => {
  const name = collectionArg(command, 'insert');
  const documents = expectArray(command.documents, 'insert.documents');
  const ordered = command.ordered !== false;
  const { catalog } = context.engine;
  let n = 0;
  const writeErrors = runStatements(documents, ordered, (raw, index) => {
    if (!isPlainObject(raw)) throw new CommandError('TypeMismatch', 'Documents to insert must be objects');
    // No copy: the document was decoded for this command alone, and the collection keeps only its BSON.
    const doc = raw;
    attachHints(doc, hintsUnder(context.hints, `documents.${index}`));
    const stored = withIdFirst(doc);
    // A document refused by the collection must not create it either (the collection checks again).
    if (!catalog.get(context.db, name)) {
      checkIdValue(stored._id);
      checkDocumentSize(stored, 'insert');
    }
    const { collection } = catalog.ensure(context.db, name);
    checkDocumentValidation(collection.options, stored, { bypass: command.bypassDocumentValidation === true });
    collection.insert(stored);
    n += 1;
  });
  const reply: Doc = { n, ok: 1 };
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  return reply;
};
