import type { TypeHints } from '../bson/numeric-types';
import type { Engine } from '../engine';
import type { Doc } from '../bson/document';

export interface CommandContext {
  engine: Engine;
  /** The target database (`$db`). */
  db: string;
  connectionId: number;
  /** Numeric type hints of the command document, by dotted path. */
  hints: TypeHints | undefined;
}

/**
 * Handlers are synchronous on purpose: a command runs from start to finish without yielding to
 * the event loop, which is what makes every single-document operation atomic.
 */
export type CommandHandler = (command: Doc, context: CommandContext) => Doc;
