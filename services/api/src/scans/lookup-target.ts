import { checkPhoneNumber } from '@mailscout/contracts/phone';
import type { SourceInput } from '../sources/source';
import { normaliseEmail } from '../store/email-hash';

export interface LookupTarget {
  kind: 'email' | 'phone';
  /** The normal form: a lower-cased address, or a number in E.164. */
  value: string;
}

/**
 * A phone number in its one normal form, or null when it is refused: the same check as the home
 * page's form and the funnel (docs/decisions.md#phone-numbers). The browser sends E.164; a number
 * without its country code is read as a UK one.
 */
export function phoneTarget(input: string): LookupTarget | null {
  const check = checkPhoneNumber(input);
  return check.ok ? { kind: 'phone', value: check.e164 } : null;
}

export const emailTarget = (input: string): LookupTarget => ({ kind: 'email', value: normaliseEmail(input) });

/** A path parameter that may be either (GET /api/scan-status/{email}). */
export function targetFromPath(input: string): LookupTarget | null {
  return input.includes('@') ? emailTarget(input) : phoneTarget(input);
}

export function sourceInput(target: LookupTarget): SourceInput {
  return target.kind === 'email' ? { kind: 'email', email: target.value } : { kind: 'phone', phone: target.value };
}
