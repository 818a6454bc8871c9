/**
 * What the stand-ins say about the reserved domains (DNS, RDAP, websites), so the domain facts
 * have something to find offline. Synthetic: made for demos and tests, like the people.
 * - `nothing.example`: no MX, unknown to RDAP, no website (the source finds nothing);
 * - `broken.example`: DNS fails (SERVFAIL), RDAP answers 500, the website 500;
 * - `ratelimited.example`: RDAP answers 429, DNS fails;
 * - `slow.example`: RDAP answers after the slow delay.
 */
export interface DomainFixture {
  /** MX records (exchange, priority); [] for none. */
  mx: Array<{ exchange: string; priority: number }>;
  /** Libravatar's `_avatars._tcp` SRV record pointing at the stand-in. */
  libravatarSrv?: boolean;
  registeredAt?: string;
  websiteTitle?: string;
}

export const DOMAINS: Readonly<Record<string, DomainFixture>> = {
  'example.com': { mx: [{ exchange: 'mx1.example.com', priority: 10 }, { exchange: 'mx2.example.com', priority: 20 }], libravatarSrv: true, registeredAt: '1995-08-14T04:00:00Z', websiteTitle: 'Example Domain' },
  'example.org': { mx: [{ exchange: 'aspmx.l.google.com', priority: 1 }, { exchange: 'alt1.aspmx.l.google.com', priority: 5 }], registeredAt: '1995-08-31T04:00:00Z', websiteTitle: 'Example Domain' },
  'example.net': { mx: [{ exchange: 'example-net.mail.protection.outlook.com', priority: 0 }], registeredAt: '1995-08-14T04:00:00Z' },
};

export const FAILING_DOMAINS = { nothing: 'nothing.example', broken: 'broken.example', rateLimited: 'ratelimited.example', slow: 'slow.example' } as const;
