import { z } from 'zod';
import { httpOrigin, isHttpOrigin } from './variable-types';

/** The networked data sources (docs/decisions.md#sources) and where their stand-ins are. Part of the one environment schema (config.ts). */
export function sourceVariables() {
  return {
    // docs/decisions.md#stand-ins: the networked sources. Tests and `pnpm start` point them at the local
    // stand-ins of services/source-stubs.
    GRAVATAR_API_URL: httpOrigin('https://api.gravatar.com').describe("Gravatar's API origin"),
    GRAVATAR_API_KEY: z.string().optional().describe('a Gravatar API key (optional)'),
    GITHUB_API_URL: httpOrigin('https://api.github.com').describe("GitHub's API origin"),
    GITHUB_TOKEN: z.string().optional().describe('a GitHub token for a higher rate limit (optional)'),
    HIBP_API_URL: httpOrigin('https://haveibeenpwned.com').describe("Have I Been Pwned's origin"),
    // Have I Been Pwned answers only with a key: without one the source is reported disabled.
    HIBP_API_KEY: z.string().optional().describe('a Have I Been Pwned key; without one the breaches source is off'),
    // docs/decisions.md#sources: more public sources. Offline they all point at services/source-stubs.
    LIBRAVATAR_URL: httpOrigin('https://seccdn.libravatar.org').describe("Libravatar's origin"),
    OPENPGP_KEYSERVER_URL: httpOrigin('https://keys.openpgp.org').describe("the OpenPGP key server's origin"),
    GITLAB_API_URL: httpOrigin('https://gitlab.com').describe("GitLab's origin"),
    GITLAB_TOKEN: z.string().optional().describe('a GitLab token (optional)'),
    RDAP_BOOTSTRAP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an RDAP bootstrap file (dns.json)' }).default('https://data.iana.org/rdap/dns.json').describe("IANA's RDAP bootstrap file for domains (dns.json)"),
    DOMAIN_WEBSITE_URL: z
      .string()
      .refine((text) => text.includes('{domain}') && URL.canParse(text.replace('{domain}', 'example.com')), 'must be an http(s) URL with {domain}, e.g. https://{domain}/')
      .default('https://{domain}/').describe("where a domain's website is read, with {domain}"),
    // A DNS server (host:port) for the sources' SRV and MX questions; unset: the host's resolver.
    SOURCES_DNS_SERVER: z.string().regex(/^[\w.:[\]-]+:\d+$/, 'must be host:port, e.g. 127.0.0.1:5354').optional().describe("a DNS server (host:port) for the sources' and local checks' SRV and MX questions; unset: the host's resolver"),
    // Unset: the username pivot asks the real sites; set: the stand-in serving them under /sites/.
    PROFILE_SITES_STAND_IN_URL: z.string().refine(isHttpOrigin, 'must be an http(s) origin without a path').transform((text) => new URL(text).origin).optional().describe("a stand-in serving the username pivot's sites; unset: the real sites"),
  };
}
