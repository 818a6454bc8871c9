import type { MailDns } from '../../src/sources/local-checks/deliverability';
import { parseAddress } from '../../src/sources/local-checks/email-syntax';
import { runLocalChecks } from '../../src/sources/local-checks/run-local-checks';

const dnsError = (code: string) => Object.assign(new Error(code), { code });

/** A DNS stand-in answering from a table; unknown names do not exist. */
function fakeDns(table: Record<string, { mx?: string[] | string; a?: string[] | string }>): MailDns {
  return {
    async resolveMx(domain) {
      const entry = table[domain];
      if (!entry) throw dnsError('ENOTFOUND');
      if (typeof entry.mx === 'string') throw dnsError(entry.mx);
      if (!entry.mx) throw dnsError('ENODATA');
      return entry.mx.map((exchange, priority) => ({ exchange, priority }));
    },
    async resolve4(domain) {
      const entry = table[domain];
      if (!entry) throw dnsError('ENOTFOUND');
      if (typeof entry.a === 'string') throw dnsError(entry.a);
      if (!entry.a) throw dnsError('ENODATA');
      return entry.a;
    },
  };
}

const dns = fakeDns({
  'gmail.com': { mx: ['gmail-smtp-in.l.google.com'] },
  'acme-widgets.co.uk': { mx: ['mx.acme-widgets.co.uk'] },
  'mailinator.com': { mx: ['mail.mailinator.com'] },
  'implicit.example': { a: ['192.0.2.1'] },
  'nullmx.example': { mx: ['.'] },
  'broken.example': { mx: 'ESERVFAIL' },
});

describe('local checks (docs/decisions.md#verification-checklist)', () => {
  it('classifies a free-mail address as personal and deliverable', async () => {
    expect(await runLocalChecks('Jane.Doe@Gmail.com', { dns })).toEqual({ valid: true, type: 'personal', role: false, deliverability: 'deliverable' });
  });

  it('classifies a company domain as business and spots role addresses', async () => {
    expect(await runLocalChecks('sales+uk@acme-widgets.co.uk', { dns })).toEqual({ valid: true, type: 'business', role: true, deliverability: 'deliverable' });
  });

  it('recognises a disposable domain from the maintained list', async () => {
    expect((await runLocalChecks('x@mailinator.com', { dns })).type).toBe('disposable');
  });

  it('follows RFC 5321 for missing and null MX records', async () => {
    expect((await runLocalChecks('a@implicit.example', { dns })).deliverability).toBe('deliverable');
    expect((await runLocalChecks('a@nullmx.example', { dns })).deliverability).toBe('undeliverable');
    expect((await runLocalChecks('a@no-such-domain.example', { dns })).deliverability).toBe('undeliverable');
  });

  it("answers 'unknown' when DNS fails or does not answer in time, never a guess", async () => {
    expect((await runLocalChecks('a@broken.example', { dns })).deliverability).toBe('unknown');
    const hanging: MailDns = { resolveMx: () => new Promise(() => undefined), resolve4: () => new Promise(() => undefined) };
    expect((await runLocalChecks('a@slow.example', { dns: hanging, timeoutMs: 20 })).deliverability).toBe('unknown');
  });

  it.each(['plain', 'a@b', 'a..b@example.com', '.a@example.com', 'a@-bad.example.com', 'a@example.c0m', `${'x'.repeat(65)}@example.com`])(
    'rejects %s as an address that cannot exist',
    async (email) => {
      expect(parseAddress(email)).toBeNull();
      expect((await runLocalChecks(email, { dns })).valid).toBe(false);
    },
  );
});
