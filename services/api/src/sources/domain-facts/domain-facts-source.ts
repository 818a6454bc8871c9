import type { DomainFactValue } from '@mailscout/contracts';
import type { Source, SourceAnswer } from '../source';
import { isNoSuchRecord, type SourceDns } from '../dns/source-dns';
import { isDisposableDomain, isFreeMailDomain } from '../local-checks/domain-lists';
import { mailProviderOf } from './mail-provider';
import { rdapRegistration } from './rdap-registration';
import { websiteTitle } from './website-title';

export interface DomainFactsOptions {
  dns: SourceDns;
  /** IANA's RDAP bootstrap registry for DNS (`dns.json`). */
  rdapBootstrapUrl: string;
  /** Where the domain's website is read, `{domain}` replaced (`https://{domain}/`). */
  websiteUrl: string;
}

type Part = { ok: true; facts: DomainFactValue[] } | { ok: false; answer: SourceAnswer };

async function mailProviderFact(domain: string, dns: SourceDns): Promise<Part> {
  try {
    const provider = mailProviderOf(domain, await dns.resolveMx(domain));
    return { ok: true, facts: provider ? [{ domain, kind: 'mailProvider', value: provider }] : [] };
  } catch (error) {
    if (isNoSuchRecord(error)) return { ok: true, facts: [] };
    return { ok: false, answer: { state: 'error', reason: `DNS could not answer for the MX records (${(error as { code?: string }).code ?? 'error'})` } };
  }
}

/**
 * Facts about the address's domain, never about the person (docs/decisions.md#sources): the mail provider its
 * MX records name, its registration date (RDAP) and its website's title. Free-mail and
 * disposable domains are left out (gmail.com's registration date says nothing about anyone):
 * `not_found`. The three questions run in parallel; what one found is reported even when
 * another failed, and a failure of all is never turned into "not found".
 */
export function domainFactsSource(options: DomainFactsOptions): Source {
  return {
    id: 'domain-facts',
    takes: ['email'],
    returns: ['domainFacts'],
    timeoutMs: 6_000,
    rateLimit: null,
    needsKey: false,
    enabled: true,
    async lookup(input, signal): Promise<SourceAnswer> {
      if (input.kind !== 'email') return { state: 'error', reason: 'domain facts take email addresses only' };
      const domain = input.email.split('@')[1]?.trim().toLowerCase() ?? '';
      if (!domain || isFreeMailDomain(domain) || isDisposableDomain(domain)) return { state: 'not_found' };
      const parts: Part[] = await Promise.all([
        mailProviderFact(domain, options.dns),
        rdapRegistration(domain, options.rdapBootstrapUrl, signal).then((r): Part => (r.ok ? { ok: true, facts: r.registeredAt ? [{ domain, kind: 'registeredAt', value: r.registeredAt }] : [] } : r)),
        websiteTitle(domain, options.websiteUrl, signal).then((r): Part => (r.ok ? { ok: true, facts: r.title ? [{ domain, kind: 'websiteTitle', value: r.title }] : [] } : r)),
      ]);
      if (signal.aborted) return { state: 'timeout' };
      const facts = parts.flatMap((p) => (p.ok ? p.facts : []));
      if (facts.length) return { state: 'found', findings: { domainFacts: facts } };
      const failed = parts.flatMap((p) => (p.ok ? [] : [p.answer]));
      // The most telling failure: a limit (when to ask again), then a timeout, then any error.
      return failed.find((f) => f.state === 'rate_limited') ?? failed.find((f) => f.state === 'timeout') ?? failed[0] ?? { state: 'not_found' };
    },
  };
}
