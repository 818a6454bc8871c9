import type { AddressInfo } from 'node:net';
import { standInSettings } from '@mailscout/contracts';
import type { StubFault, StubService } from './faults';
import { startDnsServer } from './dns-server';
import { createStubServer } from './server';

export { FAULT_ADDRESSES, STUB_FAULTS, STUB_SERVICES, type StubFault, type StubService } from './faults';
export { SPECIAL_ADDRESSES } from './special-addresses';
export { PEOPLE, resetPeople, type StubPerson } from './fixtures/people';
export { applyPersonChange, type PersonChange } from './person-changes';
export { BREACHES, type BreachFixture } from './fixtures/breaches';
export { gravatarHash } from './gravatar';
export { DOMAINS, FAILING_DOMAINS } from './domains';

export interface SourceStubsOptions {
  /** 0 picks a free port; the CLI's default is 4300. */
  port: number;
  host?: string;
  /** How long `slow@example.com` is kept waiting (default 20 s: past the scan deadline). */
  slowMs?: number;
  /** When set, the HIBP stand-in accepts only this key (otherwise any non-empty key). */
  hibpApiKey?: string;
  /** Services that fail below HTTP (hang, trickle, reset) from the start. */
  faults?: Partial<Record<StubService, StubFault>>;
  /** How often a trickling answer sends its next byte (default 500 ms). */
  trickleMs?: number;
  /** The DNS stand-in's UDP port (0, the default, picks a free one). */
  dnsPort?: number;
}

export interface RunningSourceStubs {
  /** Base URL of all three stand-ins: GRAVATAR_API_URL, GITHUB_API_URL and HIBP_API_URL. */
  url: string;
  port: number;
  /** The DNS stand-in (host:port): SOURCES_DNS_SERVER. */
  dnsServer: string;
  /**
   * Every source setting pointing at these stand-ins, as the API's environment names them: each
   * source's `standIn.settings` in the source catalogue (HIBP's key is the caller's to add).
   */
  env: Record<string, string>;
  /** Makes a service (or all three) hang, trickle or reset from now on; null ends that. */
  setFault(service: StubService | 'all', fault: StubFault | null): void;
  /** Connections open to the stand-ins right now, counted on the server's side. */
  openConnections(): number;
  close(): Promise<void>;
}

export const DEFAULT_SLOW_MS = 20_000;

/** Starts the HTTP stand-ins of every networked source on one port, and the DNS stand-in beside it. */
export async function startSourceStubs(options: SourceStubsOptions): Promise<RunningSourceStubs> {
  const { server, cancelPending, setFault, openConnections } = createStubServer({
    slowMs: options.slowMs ?? DEFAULT_SLOW_MS,
    hibpApiKey: options.hibpApiKey,
    faults: options.faults,
    trickleMs: options.trickleMs,
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const dns = await startDnsServer({ port: options.dnsPort ?? 0, host, httpPort: port }).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  });
  const url = `http://${host}:${port}`;
  return {
    url,
    port,
    dnsServer: dns.address,
    env: standInSettings(url, dns.address),
    setFault,
    openConnections,
    close: async () => {
      cancelPending();
      await dns.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
