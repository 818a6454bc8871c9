import dns from 'node:dns';

/**
 * The DNS questions the sources ask (Libravatar's SRV, the domain facts' MX, the local checks'
 * MX and address records). One resolver for all, so the checklist's deliverability and the
 * report's mail provider read the same DNS answers.
 */
export interface SourceDns {
  resolveSrv(name: string): Promise<Array<{ name: string; port: number; priority: number; weight: number }>>;
  resolveMx(name: string): Promise<Array<{ exchange: string; priority: number }>>;
  resolve4(name: string): Promise<string[]>;
}

/**
 * A resolver for the sources: the host's own servers, or `server` ("127.0.0.1:5354") when
 * configured, which is how tests and `pnpm start` point it at the DNS stand-in of
 * services/source-stubs (the same protocol, so the sources cannot tell the difference).
 * One try with a short timeout: a source has its own time limit to keep.
 */
export function sourceDns(server: string | null, timeoutMs = 2_000): SourceDns {
  const resolver = new dns.promises.Resolver({ timeout: timeoutMs, tries: 1 });
  if (server) resolver.setServers([server]);
  return resolver;
}

const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/** Whether a DNS failure means "no such record" (an answer) rather than "could not ask". */
export function isNoSuchRecord(error: unknown): boolean {
  return NO_SUCH_NAME.has((error as { code?: string }).code ?? '');
}
