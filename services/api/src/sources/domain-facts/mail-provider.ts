import type { MAIL_PROVIDERS } from '@mailscout/contracts';

export type MailProvider = (typeof MAIL_PROVIDERS)[number];

// Hosts the providers' MX records point at (their own setup guides), as name suffixes.
const SUFFIXES: ReadonlyArray<[MailProvider, readonly string[]]> = [
  ['google-workspace', ['google.com', 'googlemail.com']],
  ['microsoft-365', ['mail.protection.outlook.com', 'outlook.com']],
  ['proton', ['protonmail.ch', 'proton.me']],
  ['zoho', ['zoho.com', 'zoho.eu', 'zoho.in', 'zohomail.com']],
  ['fastmail', ['messagingengine.com']],
  ['icloud', ['mail.icloud.com']],
  ['yahoo', ['yahoodns.net']],
  ['ionos', ['kundenserver.de', 'ionos.com', 'ionos.de']],
  ['ovh', ['ovh.net']],
];

const under = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

/**
 * The mail provider a domain's MX records name: a known provider by its hosts, `self-hosted`
 * when the mail servers are under the domain itself, `other` for anyone else. Null when the
 * domain takes no mail (no records, or only a null MX).
 */
export function mailProviderOf(domain: string, records: ReadonlyArray<{ exchange: string; priority: number }>): MailProvider | null {
  const hosts = [...records]
    .sort((a, b) => a.priority - b.priority)
    .map((r) => r.exchange.trim().toLowerCase().replace(/\.$/, ''))
    .filter((host) => host !== '');
  if (!hosts.length) return null;
  for (const host of hosts) {
    const known = SUFFIXES.find(([, suffixes]) => suffixes.some((s) => under(host, s)));
    if (known) return known[0];
  }
  return hosts.some((host) => under(host, domain.toLowerCase())) ? 'self-hosted' : 'other';
}
