import { loadConfig } from '../../src/config/config';
import { createSources } from '../../src/sources/registry';
import type { Source } from '../../src/sources/source';
import type { Store } from '../../src/store/create-store';
import { patience, withSourceStubs } from '../sources-stub-server';

/**
 * docs/decisions.md#verification-checklist: the checklist's deliverability is read from the same
 * DNS as the report's mail provider (the configured SOURCES_DNS_SERVER — the stand-in here), so
 * a report never says 'Undeliverable' next to the provider its MX records name.
 */
const stubs = withSourceStubs();
const store = { records: {} } as unknown as Store;

function source(id: string): Source {
  const found = createSources(loadConfig({ ...stubs.env }), store).email.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no source ${id}`);
  return found;
}

describe('local checks with the configured DNS server', () => {
  it.each(['maren.holt@example.com', 'someone@example.net', 'someone@example.org'])('reads %s as deliverable from the MX the mail provider is read from', async (email) => {
    const [checks, facts] = await Promise.all([
      source('local-checks').lookup({ kind: 'email', email }, patience()),
      source('domain-facts').lookup({ kind: 'email', email }, patience()),
    ]);
    expect(facts).toMatchObject({ state: 'found', findings: { domainFacts: expect.arrayContaining([expect.objectContaining({ kind: 'mailProvider' })]) } });
    expect(checks).toMatchObject({ state: 'found', findings: { emailChecks: { valid: true, deliverability: 'deliverable' } } });
  });

  it('reads a domain the stand-in does not know as undeliverable (its NXDOMAIN, not a failure to ask)', async () => {
    expect(await source('local-checks').lookup({ kind: 'email', email: 'someone@unknown-to-the-stand-in.example' }, patience())).toMatchObject({
      state: 'found',
      findings: { emailChecks: { deliverability: 'undeliverable' } },
    });
  });
});
