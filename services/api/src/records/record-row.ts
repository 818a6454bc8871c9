import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { parseAddress } from '../sources/local-checks/email-syntax';
import type { RecordInput } from '../store/repositories/records-repository';

const text = z.string().trim().min(1, 'must not be empty');
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null);

const email = z
  .string()
  .trim()
  .toLowerCase()
  .refine((address) => parseAddress(address) !== null, { error: (issue) => `"${String(issue.input)}" is not a valid email address` });

/**
 * A number in any usual form, stored in E.164 (+447700900123). Possible numbers are accepted,
 * not only allocated ones: the reserved drama ranges of the synthetic data (07700 900xxx) are
 * possible but deliberately never allocated. The line type comes from the row or, failing that,
 * from the numbering plan.
 */
const phone = z.object({ number: text, type: optionalText }).transform((value, ctx) => {
  const parsed = parsePhoneNumberFromString(value.number, 'GB');
  if (!parsed || !parsed.isPossible()) {
    ctx.addIssue({ code: 'custom', message: `"${value.number}" is not a possible phone number` });
    return z.NEVER;
  }
  return { number: parsed.number, type: value.type ?? parsed.getType() ?? null };
});

const webUrl = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((url) => url === null || (/^https?:\/\//i.test(url) && URL.canParse(url)), { error: (issue) => `"${String(issue.input)}" is not an http(s) URL` });

const profile = z.object({
  platform: text.transform((p) => p.toLowerCase()),
  username: optionalText,
  url: webUrl,
  category: optionalText.transform((c) => c?.toLowerCase() ?? null),
});

/**
 * One person as the import reads it (JSON Lines; CSV columns are turned into this first).
 * Emails and phones may be plain strings; the first address is primary unless one says so.
 */
export const RecordRow = z
  .object({
    id: z.union([text, z.number().int().transform(String)]),
    names: z.union([text.transform((n) => [n]), z.array(text)]).default([]),
    age: z.number().int().min(0).max(130).nullish().transform((a) => a ?? null),
    gender: optionalText,
    locations: z.array(z.object({ address: text, current: z.boolean().default(false) })).default([]),
    phones: z.array(z.preprocess((value) => (typeof value === 'string' ? { number: value } : value), phone)).default([]),
    emails: z.array(z.preprocess((value) => (typeof value === 'string' ? { address: value } : value), z.object({ address: email, primary: z.boolean().default(false) }))).default([]),
    profiles: z.array(profile).default([]),
  })
  .strict()
  .refine((row) => row.emails.length + row.phones.length > 0, { error: 'needs at least one email address or phone number (nothing could find it otherwise)' });
export type RecordRow = z.input<typeof RecordRow>;

/** The stored form of a valid row. */
export function toRecord(row: z.output<typeof RecordRow>, importedAt: Date): RecordInput {
  const hasPrimary = row.emails.some((e) => e.primary);
  return {
    _id: row.id,
    names: row.names,
    age: row.age,
    gender: row.gender,
    locations: row.locations,
    phones: row.phones,
    emails: row.emails.map((e, index) => ({ address: e.address, primary: hasPrimary ? e.primary : index === 0 })),
    profiles: row.profiles,
    importedAt,
  };
}

/** The first problem of a row, readable: `emails.1: "x" is not a valid email address`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid row';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
