import { DOMAINS, FAILING_DOMAINS } from './domains';
import { json, type StubReply, type StubRequest } from './http';

/** IANA's RFC 9224 bootstrap file (`dns.json`), its TLDs served by the stand-in's registry. */
export function rdapBootstrap(request: StubRequest): StubReply {
  return json(200, {
    description: 'RDAP bootstrap file for Domain Name System registrations (stand-in)',
    publication: '2025-01-01T00:00:00Z',
    version: '1.0',
    services: [
      [['com', 'net'], [`${request.origin}/rdap/verisign/`]],
      [['org'], [`${request.origin}/rdap/pir/`]],
      [['example'], [`${request.origin}/rdap/reserved/`]],
    ],
  });
}

/** A registry's RDAP server: `GET <base>/domain/<name>` (RFC 9083), 404 for an unknown name. */
export async function rdapDomain(request: StubRequest, name: string, slowMs: number): Promise<StubReply> {
  const domain = name.toLowerCase();
  if (domain === FAILING_DOMAINS.slow) await request.delay(slowMs);
  if (domain === FAILING_DOMAINS.broken) return json(500, { errorCode: 500, title: 'Internal Server Error' });
  if (domain === FAILING_DOMAINS.rateLimited) return json(429, { errorCode: 429, title: 'Too Many Requests' }, { 'retry-after': '30' });
  const fixture = DOMAINS[domain];
  if (!fixture?.registeredAt) return json(404, { errorCode: 404, title: 'Not Found' }, { 'content-type': 'application/rdap+json' });
  return json(
    200,
    {
      objectClassName: 'domain',
      ldhName: domain.toUpperCase(),
      rdapConformance: ['rdap_level_0'],
      status: ['client delete prohibited'],
      events: [
        { eventAction: 'registration', eventDate: fixture.registeredAt },
        { eventAction: 'expiration', eventDate: '2030-08-13T04:00:00Z' },
        { eventAction: 'last update of RDAP database', eventDate: '2025-01-01T00:00:00Z' },
      ],
    },
    { 'content-type': 'application/rdap+json' },
  );
}

/** The reserved domains' websites: `/websites/<domain>/` is the page `https://<domain>/` would be. */
export function website(domain: string): StubReply {
  const lower = domain.toLowerCase();
  if (lower === FAILING_DOMAINS.broken) return { status: 500, headers: { 'content-type': 'text/html' }, body: '<html><title>500</title></html>' };
  const title = DOMAINS[lower]?.websiteTitle;
  if (!title) return { status: 404, headers: { 'content-type': 'text/html' }, body: '<html><head><title>404 Not Found</title></head></html>' };
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>` };
}
