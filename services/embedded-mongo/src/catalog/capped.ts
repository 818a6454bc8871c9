import { CommandError } from '../errors';
import type { Doc } from '../bson/document';

/** Fields of `create` for a capped collection. */
export const CAPPED_FIELDS = new Set(['capped', 'size', 'max']);

/**
 * `capped`, `size` and `max` of `create`, checked as mongod checks them (create_collection.cpp):
 * a size is required, `max` only limits the count when positive.
 */
export function cappedOptions(command: Doc): Doc {
  if (command.capped !== true) {
    if (command.size !== undefined || command.max !== undefined) {
      throw new CommandError('InvalidOptions', "the 'size' and 'max' fields only apply to capped collections");
    }
    return {};
  }
  const size = command.size;
  if (typeof size !== 'number' || !(size > 0)) throw new CommandError('InvalidOptions', "the 'size' field is required when 'capped' is true");
  const options: Doc = { capped: true, size };
  if (typeof command.max === 'number' && command.max > 0) options.max = command.max;
  return options;
}

/**
 * What a capped collection must delete after an insert: its oldest documents (natural order) while
 * it holds more than `max` documents or more than `size` bytes of BSON, keeping the newest one.
 */
export function cappedOverflow(options: Doc, count: number, bytes: number): boolean {
  if (options.capped !== true || count <= 1) return false;
  return (typeof options.max === 'number' && count > options.max) || (typeof options.size === 'number' && bytes > options.size);
}
