import type { SourceInput } from '../sources/source';
import { describePhone } from '../sources/phone/describe-phone';
import { normaliseEmail } from '../store/email-hash';

export interface LookupTarget {
  kind: 'email' | 'phone';
  /** The normal form: a lower-cased address, or a number in E.164. */
  value: string;
}

/** A phone number in its one normal form, or null when the numbering plan says it is not valid. */
export function phoneTarget(input: string): LookupTarget | null {
  const described = describePhone(input);
  return described.valid && described.e164 ? { kind: 'phone', value: described.e164 } : null;
}

export const emailTarget = (input: string): LookupTarget => ({ kind: 'email', value: normaliseEmail(input) });

/** A path parameter that may be either (GET /api/scan-status/{email}). */
export function targetFromPath(input: string): LookupTarget | null {
  return input.includes('@') ? emailTarget(input) : phoneTarget(input);
}

export function sourceInput(target: LookupTarget): SourceInput {
  return target.kind === 'email' ? { kind: 'email', email: target.value } : { kind: 'phone', phone: target.value };
}
