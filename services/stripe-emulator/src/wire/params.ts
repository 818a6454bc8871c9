import type { FormObject, FormValue } from './form-body';
import { emptyParameter, invalidParameter, missingParameter, unknownParameter } from './errors';

/**
 * Per-endpoint parameter schemas. Stripe rejects unknown parameters, so a typo in product
 * code fails loudly here too instead of being ignored.
 *
 * Leaf kinds: 'string' | 'int' | 'bool' | 'timestamp' (int or 'now') | 'metadata' | 'any' |
 * 'enum:a,b,c' | 'int|now' style unions are written as 'timestamp'. `[spec]` is an array of
 * spec; a plain object is a nested hash. A key ending in '!' is required.
 */
export type Spec = string | Spec[] | { [key: string]: Spec };
export type Params = Record<string, unknown>;

function isIndexObject(value: FormValue): value is { [key: string]: FormValue } {
  return typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((key) => /^\d+$/.test(key));
}

function coerceLeaf(kind: string, value: FormValue, path: string): unknown {
  if (kind === 'any') return value;
  if (kind === 'range') {
    // `created=123` or `created[gte]=100&created[lt]=200`.
    if (typeof value === 'string') return { eq: coerceLeaf('int', value, path) };
    return validateObject({ gt: 'int', gte: 'int', lt: 'int', lte: 'int' }, value as FormObject, path);
  }
  if (kind === 'metadata') {
    if (value === '') return '';
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(path, `Invalid object`);
    const out: Record<string, string> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry !== 'string') throw invalidParameter(`${path}[${key}]`, 'Metadata values must be strings.');
      if (key.length > 40) throw invalidParameter(`${path}[${key}]`, 'Metadata keys can be at most 40 characters.');
      if (entry.length > 500) throw invalidParameter(`${path}[${key}]`, 'Metadata values can be at most 500 characters.');
      out[key] = entry;
    }
    if (Object.keys(out).length > 50) throw invalidParameter(path, 'Metadata can have at most 50 keys.');
    return out;
  }
  // Stripe's messages for these ("Invalid boolean: 1", "Invalid array", …) carry no error code.
  if (typeof value !== 'string') throw invalidParameter(path, `Invalid ${kind === 'string' || kind.startsWith('enum:') ? 'string' : kind}: ${JSON.stringify(value)}`);
  switch (kind) {
    case 'string':
      return value;
    case 'int':
      if (!/^-?\d+$/.test(value)) throw invalidParameter(path, `Invalid integer: ${value}`, 'parameter_invalid_integer');
      return Number(value);
    case 'bool':
      if (value !== 'true' && value !== 'false') throw invalidParameter(path, `Invalid boolean: ${value}`);
      return value === 'true';
    case 'timestamp':
      if (value === 'now') return 'now';
      if (!/^\d+$/.test(value)) throw invalidParameter(path, `Invalid timestamp: must be an integer Unix timestamp.`, 'parameter_invalid_integer');
      return Number(value);
    default:
      if (kind.startsWith('enum:')) {
        const allowed = kind.slice(5).split(',');
        if (!allowed.includes(value)) throw invalidParameter(path, `Invalid ${path}: must be one of ${allowed.join(', ')}`);
        return value;
      }
      throw new Error(`Unknown param kind ${kind}`);
  }
}

function coerce(spec: Spec, value: FormValue, path: string): unknown {
  // Stripe treats an empty string as "unset" for optional fields (Emptyable in the SDK types).
  if (value === '' && spec !== 'string' && spec !== 'metadata') return null;
  if (typeof spec === 'string') return coerceLeaf(spec, value, path);
  if (Array.isArray(spec)) {
    const inner = spec[0] as Spec;
    let entries: FormValue[];
    if (Array.isArray(value)) entries = value;
    else if (isIndexObject(value)) entries = Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((key) => value[key] as FormValue);
    else throw invalidParameter(path, `Invalid array`);
    return entries.map((entry, index) => coerce(inner, entry, `${path}[${index}]`));
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(path, `Invalid object`);
  return validateObject(spec, value, path);
}

function validateObject(spec: { [key: string]: Spec }, input: FormObject, prefix: string): Params {
  const fields = new Map<string, { spec: Spec; required: boolean }>();
  for (const [rawKey, fieldSpec] of Object.entries(spec)) {
    const required = rawKey.endsWith('!');
    fields.set(required ? rawKey.slice(0, -1) : rawKey, { spec: fieldSpec, required });
  }
  const out: Params = {};
  for (const [key, value] of Object.entries(input)) {
    const path = prefix ? `${prefix}[${key}]` : key;
    const field = fields.get(key);
    if (!field) throw unknownParameter(path);
    out[key] = coerce(field.spec, value, path);
  }
  for (const [key, field] of fields) {
    if (!field.required) continue;
    const path = prefix ? `${prefix}[${key}]` : key;
    // An empty string means "unset" on Stripe, which a required parameter cannot be.
    if (input[key] === '') throw emptyParameter(path);
    const present = out[key] !== undefined && out[key] !== null && out[key] !== '';
    if (!present) throw missingParameter(path);
  }
  return out;
}

export interface EndpointSpec {
  spec: { [key: string]: Spec };
  list?: boolean;
}

const LIST_PARAMS: { [key: string]: Spec } = { limit: 'int', starting_after: 'string', ending_before: 'string' };

/** Validates and coerces request params; every endpoint accepts `expand`. */
export function validateParams(endpoint: EndpointSpec, input: FormObject): Params {
  const spec: { [key: string]: Spec } = { expand: ['string'], ...(endpoint.list ? LIST_PARAMS : {}), ...endpoint.spec };
  return validateObject(spec, input, '');
}

/** Some array parameters are capped (e.g. `prices.list` `lookup_keys`: "You can specify up to 10"). */
export function limitItems(value: unknown, param: string, max: number): void {
  if (Array.isArray(value) && value.length > max) throw invalidParameter(param, `Array ${param} exceeded maximum ${max} allowed elements.`);
}

export interface Range { eq?: number; gt?: number; gte?: number; lt?: number; lte?: number }

export function inRange(value: number, range: unknown): boolean {
  if (!range) return true;
  const r = range as Range;
  return (r.eq === undefined || value === r.eq) && (r.gt === undefined || value > r.gt) && (r.gte === undefined || value >= r.gte) && (r.lt === undefined || value < r.lt) && (r.lte === undefined || value <= r.lte);
}

/**
 * A request's validated parameters as the SDK's request type (`Stripe.CustomerCreateParams`, …),
 * so handlers read them typed instead of casting field by field. validateParams has checked them
 * against the route's spec, which admits a subset of those parameters under the same names and
 * with the same value types (ints and booleans parsed from the form body). Two wire forms differ
 * from the SDK's types: an emptied optional field (`''`, Emptyable in the SDK) arrives as null,
 * and a decimal (`unit_amount_decimal`) as its string form.
 */
export function requestAs<T extends object>(params: Params): T {
  return params as T;
}
