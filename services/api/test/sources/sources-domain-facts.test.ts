import { FAILING_DOMAINS } from '@mailscout/source-stubs';
import { sourceDns } from '../../src/sources/dns/source-dns';
import { domainFactsSource } from '../../src/sources/domain-facts/domain-facts-source';
import { mailProviderOf } from '../../src/sources/domain-facts/mail-provider';
import { titleOf } from '../../src/sources/domain-facts/website-title';
import { patience, withSourceStubs } from '../sources-stub-server';

const stubs = withSourceStubs({ slowMs: 2_000 });
const source = () => domainFactsSource({ dns: sourceDns(stubs.dnsServer), rdapBootstrapUrl: `${stubs.url}/rdap/dns.json`, websiteUrl: `${stubs.url}/websites/{domain}/` });
const ask = (email: string, signal = patience()) => source().lookup({ kind: 'email', email }, signal);

describe('Domain facts source (docs/decisions.md#sources): facts about the domain, never the person', () => {
  it('reads the mail provider from MX, the registration date over RDAP (IANA bootstrap, then the registry) and the website title', async () => {
    expect(await ask('maren.holt@example.com')).toEqual({
      state: 'found',
      findings: {
        domainFacts: [
          { domain: 'example.com', kind: 'mailProvider', value: 'self-hosted' },
          { domain: 'example.com', kind: 'registeredAt', value: '1995-08-14T04:00:00.000Z' },
          { domain: 'example.com', kind: 'websiteTitle', value: 'Example Domain' },
        ],
      },
    });
    const org = await ask('priya.venn@example.org');
    expect(org.state === 'found' && org.findings.domainFacts?.[0]).toEqual({ domain: 'example.org', kind: 'mailProvider', value: 'google-workspace' });
    // No website: no title, the other facts still come.
    const net = await ask('tobias.reed@example.net');
    expect(net.state === 'found' && net.findings.domainFacts?.map((f) => f.kind)).toEqual(['mailProvider', 'registeredAt']);
  });

  it('answers not_found for a free-mail domain without asking, and for a domain with nothing to tell', async () => {
    expect(await ask('someone@gmail.com')).toEqual({ state: 'not_found' });
    expect(await ask(`someone@${FAILING_DOMAINS.nothing}`)).toEqual({ state: 'not_found' });
  });

  it('answers error, rate_limited and timeout when it could not look, never not_found', async () => {
    expect(await ask(`someone@${FAILING_DOMAINS.broken}`)).toMatchObject({ state: 'error' });
    expect(await ask(`someone@${FAILING_DOMAINS.rateLimited}`)).toEqual({ state: 'rate_limited', retryAfterSeconds: null });
    expect(await ask(`someone@${FAILING_DOMAINS.slow}`, AbortSignal.timeout(200))).toEqual({ state: 'timeout' });
  });

  it('recognises the providers by their MX hosts', () => {
    const mx = (...hosts: string[]) => hosts.map((exchange, priority) => ({ exchange, priority }));
    expect(mailProviderOf('acme.test', mx('aspmx.l.google.com'))).toBe('google-workspace');
    expect(mailProviderOf('acme.test', mx('acme-test.mail.protection.outlook.com'))).toBe('microsoft-365');
    expect(mailProviderOf('acme.test', mx('mail.protonmail.ch', 'mailsec.protonmail.ch'))).toBe('proton');
    expect(mailProviderOf('acme.test', mx('mx.zoho.eu'))).toBe('zoho');
    expect(mailProviderOf('acme.test', mx('mail.acme.test'))).toBe('self-hosted');
    expect(mailProviderOf('acme.test', mx('mx.somewhere-else.test'))).toBe('other');
    // A null MX: the domain takes no mail.
    expect(mailProviderOf('acme.test', mx(''))).toBeNull();
    // A host that merely contains a provider's name is not that provider.
    expect(mailProviderOf('acme.test', mx('google.com.evil.test'))).toBe('other');
  });

  it('reads a page title with entities and folded white space', () => {
    expect(titleOf('<html><head><TITLE lang="en">\n  Caf&eacute; &amp; Bar &#8211; Home\n</TITLE>')).toBe('Caf&eacute; & Bar – Home');
    expect(titleOf('<html><body>no title</body></html>')).toBeNull();
  });
});
