import disposableDomains from 'disposable-email-domains';
import freeEmailDomains from 'free-email-domains';

// Maintained lists (docs/decisions.md#verification-checklist), loaded once per process.
const DISPOSABLE = new Set<string>(disposableDomains as string[]);
const FREE = new Set<string>(freeEmailDomains as string[]);

export function isDisposableDomain(domain: string): boolean {
  return DISPOSABLE.has(domain);
}

/** A free mail provider (gmail.com, web.de, …): a personal address rather than a company's. */
export function isFreeMailDomain(domain: string): boolean {
  return FREE.has(domain);
}
