import { CommandError, notSupported } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import { parseTextLanguage, type TextLanguage } from './text-language';

/** What a text index needs at query time. */
export interface TextIndexSpec {
  /** Field path -> weight (1 unless `weights` says otherwise). */
  weights: Record<string, number>;
  defaultLanguage: TextLanguage;
  languageOverride: string;
}

/** The key pattern every text index has once created, as mongod stores it (the fields go to `weights`). */
export const TEXT_KEY_PATTERN = { _fts: 'text', _ftsx: 1 };

export const TEXT_INDEX_OPTIONS = ['weights', 'default_language', 'language_override', 'textIndexVersion'];

/**
 * Normalizes a text index spec like mongod's fts_spec: `{ s: 'text' }` becomes
 * `key: { _fts: 'text', _ftsx: 1 }` with `weights: { s: 1 }`, `default_language`,
 * `language_override` and `textIndexVersion: 3`; a spec read back from the journal (already in
 * that form) gives the same result. Compound text indexes and `$**` are refused by name.
 */
export function parseTextIndex(key: Doc, raw: Doc): { key: Doc; text: TextIndexSpec; options: Doc } {
  const weights: Record<string, number> = {};
  const normalized = Object.keys(key).length === 2 && key._fts === 'text' && key._ftsx === 1;
  if (!normalized) {
    for (const [field, type] of Object.entries(key)) {
      if (type !== 'text') throw notSupported('A compound text index (text with other keys)');
      if (field.includes('$**')) throw notSupported('A wildcard text index ($**)');
      weights[field] = 1;
    }
  }
  if (raw.weights !== undefined) {
    if (!isPlainObject(raw.weights)) throw new CommandError('CannotCreateIndex', 'weights must be an object');
    for (const [field, weight] of Object.entries(raw.weights)) {
      if (field.includes('$**')) throw notSupported('A wildcard text index ($**)');
      if (typeof weight !== 'number' || weight <= 0 || weight >= 100000) {
        throw new CommandError('CannotCreateIndex', `weight for text index needs numeric type: ${field}`);
      }
      weights[field] = weight;
    }
  }
  if (Object.keys(weights).length === 0) throw new CommandError('CannotCreateIndex', 'text index option weights must name a field');
  const defaultLanguage = parseTextLanguage(raw.default_language ?? 'english', 'default_language');
  const languageOverride = raw.language_override ?? 'language';
  if (typeof languageOverride !== 'string') throw new CommandError('CannotCreateIndex', 'language_override must be a string');
  if (raw.textIndexVersion !== undefined && raw.textIndexVersion !== 3) throw notSupported(`Text index version ${String(raw.textIndexVersion)}`);
  const sortedWeights = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    key: { ...TEXT_KEY_PATTERN },
    text: { weights: sortedWeights, defaultLanguage, languageOverride },
    options: { weights: sortedWeights, default_language: raw.default_language ?? 'english', language_override: languageOverride, textIndexVersion: 3 },
  };
}

export function isTextKey(key: Doc): boolean {
  return Object.values(key).includes('text');
}
