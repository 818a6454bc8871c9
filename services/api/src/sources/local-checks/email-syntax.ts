import { checkEmailAddress } from '@mailscout/contracts';

export interface ParsedAddress {
  localPart: string;
  /** The ASCII (punycode) form, what DNS answers for. */
  domain: string;
}

/**
 * The checklist's syntax row (docs/decisions.md#verification-checklist) gives the same verdict as every form and the API's
 * `Email` schema (docs/product.md#validation): the shared validator of the contracts (RFC 5321/5322, 64/254, IDN).
 * Answers the parts, or null for an address that cannot exist.
 */
export function parseAddress(email: string): ParsedAddress | null {
  const check = checkEmailAddress(email);
  return check.ok ? { localPart: check.localPart, domain: check.domain } : null;
}
