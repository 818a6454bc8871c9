import dns from 'node:dns';

export type Deliverability = 'deliverable' | 'undeliverable' | 'unknown';

/** What the check needs from DNS; the real resolver by default, a stand-in in tests. */
export interface MailDns {
  resolveMx(domain: string): Promise<Array<{ exchange: string; priority: number }>>;
  resolve4(domain: string): Promise<string[]>;
}

const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

function timeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error('DNS timeout'), { code: 'ETIMEOUT' })), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

const code = (error: unknown) => (error as { code?: string }).code ?? '';

/**
 * docs/decisions.md#verification-checklist: deliverability by DNS with a timeout; "unknown" when DNS cannot answer (never a
 * guess). A domain without MX records can still receive mail at its address record (RFC 5321
 * implicit MX); a "null MX" (`.`) means it accepts none.
 */
export async function checkDeliverability(domain: string, resolver: MailDns = dns.promises, timeoutMs = 3000): Promise<Deliverability> {
  try {
    const records = await timeout(resolver.resolveMx(domain), timeoutMs);
    if (records.length === 0) throw Object.assign(new Error('no MX'), { code: 'ENODATA' });
    return records.every((r) => r.exchange === '' || r.exchange === '.') ? 'undeliverable' : 'deliverable';
  } catch (error) {
    if (!NO_SUCH_NAME.has(code(error))) return 'unknown';
    if (code(error) === 'ENOTFOUND' || code(error) === 'NXDOMAIN') return 'undeliverable';
  }
  try {
    const addresses = await timeout(resolver.resolve4(domain), timeoutMs);
    return addresses.length > 0 ? 'deliverable' : 'undeliverable';
  } catch (error) {
    return NO_SUCH_NAME.has(code(error)) ? 'undeliverable' : 'unknown';
  }
}
