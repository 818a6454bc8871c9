import type { LookupProvider } from '@mailscout/contracts';

const PROVIDERS: Record<string, LookupProvider> = {
  'gmail.com': 'gmail',
  'googlemail.com': 'gmail',
  'outlook.com': 'outlook',
  'hotmail.com': 'outlook',
  'live.com': 'outlook',
  'msn.com': 'outlook',
  'yahoo.com': 'yahoo',
  'ymail.com': 'yahoo',
};

/** DECISIONS §1: the ticker shows `j•••@gmail.com`, never more of the address. */
export function maskAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function providerOf(email: string): LookupProvider {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return PROVIDERS[domain] ?? (/^yahoo\./.test(domain) ? 'yahoo' : /^(hotmail|outlook|live)\./.test(domain) ? 'outlook' : 'other');
}
