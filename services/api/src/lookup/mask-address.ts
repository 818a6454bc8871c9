import type { LookupProvider } from '@mailscout/contracts';
import { isFreeMailDomain } from '../sources/local-checks/domain-lists';

/** What the public ticker puts where a part of an address is hidden. */
export const MASK = '•••';

const PROVIDERS: Record<string, LookupProvider> = {
  'gmail.com': 'gmail',
  'googlemail.com': 'gmail',
  'outlook.com': 'outlook',
  'hotmail.com': 'outlook',
  'live.com': 'outlook',
  'msn.com': 'outlook',
  'yahoo.com': 'yahoo',
  'ymail.com': 'yahoo',
  'rocketmail.com': 'yahoo',
  'icloud.com': 'icloud',
  'me.com': 'icloud',
  'mac.com': 'icloud',
  'proton.me': 'proton',
  'protonmail.com': 'proton',
  'protonmail.ch': 'proton',
  'pm.me': 'proton',
  'gmx.de': 'gmx',
  'gmx.net': 'gmx',
  'gmx.at': 'gmx',
  'gmx.ch': 'gmx',
  'gmx.com': 'gmx',
  'web.de': 'webde',
  't-online.de': 'tonline',
};

/** Regional domains of the same providers (yahoo.de, hotmail.co.uk, outlook.com.br …). */
const REGIONAL: [RegExp, LookupProvider][] = [
  [/^(yahoo|ymail)\.(com?\.)?[a-z]{2}$/, 'yahoo'],
  [/^(hotmail|outlook|live)\.(com?\.)?[a-z]{2}$/, 'outlook'],
];

/**
 * Top-level domains that say no more than a country or "some organisation". A brand TLD
 * (.google, .bmw) would name the employer, so it is not shown.
 */
const GENERIC_TLDS = new Set(['com', 'net', 'org', 'info', 'biz']);

function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
}

/**
 * The well-known free-mail provider of an address, or 'other'. A regional domain counts only
 * when the maintained free-mail list knows it, so `yahoo.acme.com` or `outlook.example.de` (a
 * company's own host) stays 'other'.
 */
export function providerOf(email: string): LookupProvider {
  const domain = domainOf(email);
  const exact = PROVIDERS[domain];
  if (exact) return exact;
  const regional = REGIONAL.find(([pattern]) => pattern.test(domain));
  return regional && isFreeMailDomain(domain) ? regional[1] : 'other';
}

/**
 * The ticker's address (docs/decisions.md#ticker): the local part is never shown, not even its
 * first letter. The domain shows only for a well-known free-mail provider (`•••@gmail.com`);
 * any other domain could identify an employer, so it shows as `•••@•••` plus its top-level
 * domain when that is a country code or a generic one (`•••@•••.de`, `•••@•••.com`).
 */
export function maskAddress(email: string): string {
  const domain = domainOf(email);
  if (providerOf(email) !== 'other') return `${MASK}@${domain}`;
  const tld = domain.includes('.') ? domain.slice(domain.lastIndexOf('.') + 1) : '';
  const shown = /^[a-z]{2}$/.test(tld) || GENERIC_TLDS.has(tld) ? `.${tld}` : '';
  return `${MASK}@${MASK}${shown}`;
}
