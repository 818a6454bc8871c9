import { EMAIL_PATTERN } from '@mailscout/contracts';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export interface ParsedAddress {
  localPart: string;
  domain: string;
}

/**
 * Stricter than the form's pattern (spec §5): lengths of RFC 5321, a dotted domain of valid
 * labels with a letter TLD. Answers the parts, or null for an address that cannot exist.
 */
export function parseAddress(email: string): ParsedAddress | null {
  const address = email.trim().toLowerCase();
  if (address.length > 254 || !EMAIL_PATTERN.test(address)) return null;
  const at = address.lastIndexOf('@');
  const localPart = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (localPart.length > 64 || localPart.startsWith('.') || localPart.endsWith('.') || localPart.includes('..')) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !/^[a-z]{2,63}$/.test(labels.at(-1)!)) return null;
  return { localPart, domain };
}
